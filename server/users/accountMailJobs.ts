import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';
import {
  queueConfirmationMail,
  queuePasswordResetMail,
  recipientColumns,
  type MailRecipient,
} from '../mail/templates.js';

/** The account behind an address only while it still waits for its confirmation. */
async function unconfirmedAccountWithEmail(db: Db, email: string): Promise<MailRecipient | undefined> {
  const [account] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.email_confirmed_at)))
    .limit(1);
  return account;
}

export async function accountWithEmail(db: Db, email: string): Promise<MailRecipient | undefined> {
  const [account] = await db.select(recipientColumns).from(users).where(eq(users.email, email)).limit(1);
  return account;
}

/*
 * 'Wyślij link ponownie' and 'Nie pamiętam hasła' answer every address alike and at once: the request only queues
 * one of these jobs (the same insert whatever the address), and the job looks the address up afterwards. The key of
 * the e-mail is the run's id, so a run repeated after a crash queues no second message.
 */

export const resendConfirmationJob = defineJob<{ email: string }>({
  name: 'auth.resend-confirmation',
  async run(ctx, job) {
    await ctx.db.transaction(async (tx) => {
      const account = await unconfirmedAccountWithEmail(tx, job.payload.email);
      if (account) await queueConfirmationMail(tx, ctx.config.publicUrl, account, `confirm-email:job-${job.id}`);
    });
  },
});

export const forgotPasswordJob = defineJob<{ email: string }>({
  name: 'auth.forgot-password',
  async run(ctx, job) {
    await ctx.db.transaction(async (tx) => {
      const account = await accountWithEmail(tx, job.payload.email);
      if (account) await queuePasswordResetMail(tx, ctx.config.publicUrl, account, `password-reset:job-${job.id}`);
    });
  },
});
