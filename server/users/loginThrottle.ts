import type { AppConfig } from '../config.js';
import type { LimitRule } from '../limits/limits.js';

/** Failed logins are counted over this window; a throttled pair opens again once the window has passed. */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins per (account, client address) pair. Counting per account alone let anyone lock any account by
 * guessing wrong on purpose; per pair, the guessing address is slowed down while the rightful user, from their own
 * address, still gets in. Guesses spread over many addresses are held back by the per-address request limit.
 * Attempts refused while throttled are not counted, so the throttle always lifts by itself within the window.
 */
export const failedLogins = (config: AppConfig): LimitRule => ({
  name: 'login.failed',
  max: config.rateLimits.failedLoginsPerAccount,
  windowMs: FAILED_LOGIN_WINDOW_MS,
});

/** JSON keeps the two parts apart whatever characters the address field holds. */
export const loginPair = (email: string, ip: string) => JSON.stringify([email, ip]);

/** The start every pair of the account shares ('["ala@example.pl",'): a password reset forgets them all. */
export const loginPairsOf = (email: string) => `${JSON.stringify([email]).slice(0, -1)},`;
