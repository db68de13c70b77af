import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { loginSchema } from '../../shared/schemas/auth.js';
import { noContentResponse, tokenResponse } from '../../shared/schemas/responses.js';
import { renewToken, requireUser, signToken } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { createLoginThrottle } from './loginThrottle.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { authRateLimit } from './authLimits.js';

const isBanned = (bannedUntil: string | null) => bannedUntil !== null && new Date(bannedUntil) > new Date();

const routes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  const throttle = createLoginThrottle(config.rateLimits.failedLoginsPerAccount);
  const tags = ['auth'];

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Logowanie: email i hasło → token JWT',
        body: loginSchema,
        // 401 wrong e-mail or password, 403 a banned or unconfirmed account (told only to who knows the password).
        response: { 200: tokenResponse, ...errorResponses(401, 403) },
      },
      config: authRateLimit(ctx),
    },
    async (request) => {
      const { email, password } = request.body;
      if (throttle.isThrottled(email, request.ip)) throw new HttpError(429, AUTH_MESSAGES.tooManyFailedLogins);
      const [account] = await db
        .select({
          id: users.id,
          role: users.role,
          password_hash: users.password_hash,
          token_version: users.token_version,
          email_confirmed_at: users.email_confirmed_at,
          banned_until: users.banned_until,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      // An unknown address costs the same hash verification as a known one, so timing does not tell them apart.
      const passwordMatches = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), password);
      if (!account || !passwordMatches) {
        throttle.recordFailure(email, request.ip);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      // Account states are told only to someone who knows the password.
      if (isBanned(account.banned_until)) throw new HttpError(403, AUTH_MESSAGES.banned);
      if (account.email_confirmed_at === null) throw new HttpError(403, AUTH_MESSAGES.emailNotConfirmed);
      throttle.clearPair(email, request.ip);
      return {
        token: await signToken(config, {
          id: account.id,
          role: account.role,
          token_version: account.token_version,
        }),
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Wylogowanie: unieważnia wszystkie tokeny konta',
        security: [{ bearerAuth: [] }],
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await db
        .update(users)
        .set({ token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
        .where(eq(users.id, user.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Nowy token dla wciąż ważnej sesji',
        security: [{ bearerAuth: [] }],
        response: { 200: tokenResponse },
      },
    },
    async (request) => ({ token: await renewToken(config, request) }),
  );

  registerAccountRoutes(app, ctx, throttle);
};

export default routes;
