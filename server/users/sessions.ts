import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isBanned } from '../../shared/permissions.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { signToken } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { failedLogins, loginPair } from './loginThrottle.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';

/**
 * Signs in with an address and a password: a token for the account, or 401 for a wrong pair. Each attempt first
 * reserves one of the pair's failed logins (429 once they are used up), and only then is the password verified, so
 * concurrent guesses cannot all pass the check before any is counted; a right password gives its reservation back
 * and, signing in, forgets the pair's failures. A ban or a missing confirmation is told (403) only to someone who
 * knows the password.
 */
export async function logIn(
  ctx: AppContext,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<string> {
  const rule = failedLogins(ctx.config);
  const pair = loginPair(email, ip);
  await ctx.limits.enforce(rule, pair, AUTH_MESSAGES.tooManyFailedLogins);
  const account = await verifiedAccount(ctx, email, password).catch(async (error: unknown) => {
    await ctx.limits.giveBack(rule, pair);
    throw error;
  });
  // A wrong pair keeps its reservation: it is one of the failures.
  if (!account) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  if (isBanned(account.banned_until) || account.email_confirmed_at === null) {
    await ctx.limits.giveBack(rule, pair);
    throw new HttpError(403, isBanned(account.banned_until) ? AUTH_MESSAGES.banned : AUTH_MESSAGES.emailNotConfirmed);
  }
  await ctx.limits.reset(rule, pair);
  return signToken(ctx.config, { id: account.id, role: account.role, token_version: account.token_version });
}

/** The account behind the address when the password is its own; undefined for a wrong pair. */
async function verifiedAccount(ctx: AppContext, email: string, password: string) {
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
  return account && passwordMatches ? account : undefined;
}

/** Ends every session of the account: each token carries the version this bumps. */
export async function logOutEverywhere(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
