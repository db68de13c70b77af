import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isAdminRole, type Role } from '../../shared/roles.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { revokedTokens, users } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';
import { HttpError } from './errors.js';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  full_name: string | null;
  organization_name: string | null;
  token_version: number;
  /** When the session began (the login), in seconds since the epoch; renewed tokens carry it on. */
  auth_time: number;
  /** The presented token's id and expiry (seconds since the epoch): a renewal revokes exactly this token. */
  token?: { id: string; expires: number };
}

/**
 * How long a token replaced by a renewal keeps working: requests sent with it just before the renewal (another tab,
 * a slow connection) still succeed; afterwards it answers 401 (docs/bezpieczenstwo.md).
 */
export const REPLACED_TOKEN_GRACE_SECONDS = 30;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for an anonymous request (or one whose token no longer holds). */
    auth: AuthUser | null;
    /** Why a presented token was not accepted; sent as `detail` when the route needs a session. */
    authFailure: string | null;
  }
}

const ISSUER = 'portal-uslug';
const AUDIENCE = 'portal-uslug-api';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token of the account's current token version; `auth_time` is the login's time, kept when the token is renewed.
 * It expires after its lifetime or when the session reaches SESSION_MAX_SECONDS, whichever comes first: a token
 * renewed just before the session's end must not carry it one lifetime further.
 */
export async function signToken(
  config: AppConfig,
  user: Pick<AuthUser, 'id' | 'role' | 'token_version'> & { auth_time?: number },
): Promise<string> {
  const authTime = user.auth_time ?? nowSeconds();
  const expires = Math.min(nowSeconds() + config.tokenTtlSeconds, authTime + config.sessionMaxSeconds);
  return new SignJWT({ role: user.role, tv: user.token_version, auth_time: authTime })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(config.jwtSecret));
}

/**
 * Reads the bearer token on every request. A token is accepted only while its signature, audience and
 * expiry hold, the account exists, is not banned, and its token version has not moved on
 * (logout, ban, deletion and password change bump the version, revoking every token at once).
 */
export function registerAuth(app: FastifyInstance, db: Db, config: AppConfig): void {
  const key = new TextEncoder().encode(config.jwtSecret);
  // Every authenticated request runs this lookup: prepared once per connection, not parsed and planned each time.
  const accountById = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      full_name: users.full_name,
      organization_name: users.organization_name,
      token_version: users.token_version,
      banned_until: users.banned_until,
      revoked: sql<boolean>`exists (
        select 1 from ${revokedTokens}
        where ${revokedTokens.jti} = ${sql.placeholder('jti')} and ${revokedTokens.revoked_at} <= now()
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_account_by_id');
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    try {
      const { payload } = await jwtVerify(header.slice(7).trim(), key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      const [row] = await accountById.execute({ id: String(payload.sub), jti: payload.jti ?? '' });
      if (
        !row ||
        row.revoked ||
        row.token_version !== payload.tv ||
        (row.banned_until && new Date(row.banned_until) > new Date())
      ) {
        request.authFailure = AUTH_MESSAGES.sessionExpired;
        return;
      }
      const { banned_until: _banned, revoked: _revoked, ...account } = row;
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? nowSeconds());
      const token = payload.jti && payload.exp ? { id: payload.jti, expires: payload.exp } : undefined;
      request.auth = { ...account, role: account.role, auth_time: authTime, token };
    } catch {
      request.authFailure = AUTH_MESSAGES.sessionExpired;
    }
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, request.authFailure ?? AUTH_MESSAGES.unauthenticated);
  return request.auth;
}

/**
 * A fresh token for the signed-in session, unless the session is older than its absolute limit (then 401). The
 * presented token is revoked: it keeps working for REPLACED_TOKEN_GRACE_SECONDS, so requests already sent with it
 * succeed, and so does a second renewal with it in that time (two tabs renewing at once both stay signed in).
 */
export async function renewToken(config: AppConfig, db: Db, request: FastifyRequest): Promise<string> {
  const user = requireUser(request);
  if (nowSeconds() - user.auth_time > config.sessionMaxSeconds) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  if (user.token) {
    await db
      .insert(revokedTokens)
      .values({
        jti: user.token.id,
        user_id: user.id,
        revoked_at: sql`now() + make_interval(secs => ${REPLACED_TOKEN_GRACE_SECONDS})`,
        expires_at: new Date(user.token.expires * 1000).toISOString(),
      })
      // The first renewal sets the end of the grace; a second one within it does not move it.
      .onConflictDoNothing();
  }
  return signToken(config, user);
}

/** Replaced tokens are only rows once they would have expired anyway: one process sweeps them every ten minutes. */
export const pruneRevokedTokensJob = defineJob({
  name: 'auth.prune-revoked-tokens',
  schedule: { everySeconds: 10 * 60 },
  async run(ctx) {
    await ctx.db.delete(revokedTokens).where(lt(revokedTokens.expires_at, sql`now()`));
  },
});

/** 401 for anonymous, 403 for a signed-in account that is not an admin (docs/zasady-produktu.md#role-i-uprawnienia). */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isAdminRole(user.role)) throw new HttpError(403, AUTH_MESSAGES.adminOnly);
  return user;
}
