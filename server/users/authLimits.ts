import type { AppContext } from '../context.js';

/** The per-IP limit of the unauthenticated calls a script would hammer: login, sign-up, e-mail links, contact. */
export const authRateLimit = (ctx: AppContext) => ({
  rateLimit: { max: ctx.config.rateLimits.authPerMinute, timeWindow: '1 minute' },
});
