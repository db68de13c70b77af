import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isAdminRole, type Role } from '../../shared/roles.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
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
}

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
      const [row] = await accountById.execute({ id: String(payload.sub) });
      if (!row || row.token_version !== payload.tv || (row.banned_until && new Date(row.banned_until) > new Date())) {
        request.authFailure = AUTH_MESSAGES.sessionExpired;
        return;
      }
      const { banned_until: _banned, ...account } = row;
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? nowSeconds());
      request.auth = { ...account, role: account.role, auth_time: authTime };
    } catch {
      request.authFailure = AUTH_MESSAGES.sessionExpired;
    }
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, request.authFailure ?? AUTH_MESSAGES.unauthenticated);
  return request.auth;
}

/** A fresh token for the signed-in session, unless the session is older than its absolute limit (then 401). */
export async function renewToken(config: AppConfig, request: FastifyRequest): Promise<string> {
  const user = requireUser(request);
  if (nowSeconds() - user.auth_time > config.sessionMaxSeconds) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  return signToken(config, user);
}

/** 401 for anonymous, 403 for a signed-in account that is not an admin (docs/zasady-produktu.md#role-i-uprawnienia). */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isAdminRole(user.role)) throw new HttpError(403, AUTH_MESSAGES.adminOnly);
  return user;
}
