import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { emailTokens } from '../db/schema.js';

export type EmailTokenPurpose = 'confirm_email' | 'reset_password';

/** A confirmation link may wait in the mailbox for two days; a password reset link is good for one hour. */
const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Only this digest is stored, so a leaked table does not hand out working links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a one-time token (32 random bytes, base64url) for the account and returns it in the clear, for the e-mail link. */
export async function issueEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    user_id: userId,
    purpose,
    token_hash: digest(token),
    expires_at: new Date(Date.now() + LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/**
 * Uses up a token: answers the account it belongs to, or null when it is unknown, expired, already used or meant
 * for something else. The single UPDATE makes two concurrent uses impossible; every other open token of the same
 * purpose for that account dies with it, so an older link in the mailbox no longer works.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const [used] = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(emailTokens.token_hash, digest(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.user_id });
  if (!used) return null;
  await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(emailTokens.user_id, used.userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.used_at)));
  return used.userId;
}
