import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isBanned } from '../../shared/permissions.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { signToken } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import type { LoginThrottle } from './loginThrottle.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';

/**
 * Signs in with an address and a password: a token for the account, or 401 for a wrong pair (counted by the
 * throttle, which answers 429 once too many failed). A ban or a missing confirmation is told (403) only to someone
 * who knows the password.
 */
export async function logIn(
  ctx: AppContext,
  throttle: LoginThrottle,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<string> {
  if (throttle.isThrottled(email, ip)) throw new HttpError(429, AUTH_MESSAGES.tooManyFailedLogins);
  const [account] = await ctx.db
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
    throttle.recordFailure(email, ip);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (isBanned(account.banned_until)) throw new HttpError(403, AUTH_MESSAGES.banned);
  if (account.email_confirmed_at === null) throw new HttpError(403, AUTH_MESSAGES.emailNotConfirmed);
  throttle.clearPair(email, ip);
  return signToken(ctx.config, { id: account.id, role: account.role, token_version: account.token_version });
}

/** Ends every session of the account: each token carries the version this bumps. */
export async function logOutEverywhere(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
