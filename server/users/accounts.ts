import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isOrganisationRole, type SignupRole } from '../../shared/roles.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import { HttpError } from '../http/errors.js';
import { enqueueJob } from '../jobs/queue.js';
import { queueConfirmationMail, queueSignupAttemptMail, recipientColumns } from '../mail/templates.js';
import { termsAcceptedNow } from '../settings/adminQueries.js';
import { accountWithEmail, forgotPasswordJob, resendConfirmationJob } from './accountMailJobs.js';
import { uniqueCompanySlug } from './adminQueries.js';
import { isCommonPassword } from './commonPasswords.js';
import { consumeEmailToken } from './emailTokens.js';
import { hashPassword } from './passwords.js';

/** 422 in the shape of a validation error, so the form shows it under the password field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(422, AUTH_MESSAGES.passwordTooCommon, [
      { field: 'password', message: AUTH_MESSAGES.passwordTooCommon },
    ]);
  }
}

interface NewAccount {
  email: string;
  password_hash: string;
  role: SignupRole;
  full_name: string;
  organization_name: string | null;
}

/**
 * Inserts the account with its consent (the schema lets only `accept_terms: true` through) and queues its
 * confirmation link in the same transaction; an organisation gets a free company slug, tried again if another
 * sign-up took it meanwhile. An address that has an account (found first, or taken by a concurrent sign-up) gets
 * the notice of the attempt instead, and nothing is created.
 */
async function insertAccount(ctx: AppContext, account: NewAccount): Promise<void> {
  const key = `signup:${randomUUID()}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ctx.db.transaction(async (tx) => {
        const existing = await accountWithEmail(tx, account.email);
        if (existing) {
          await queueSignupAttemptMail(tx, ctx.config.publicUrl, existing, key);
          return;
        }
        const company_slug = isOrganisationRole(account.role)
          ? await uniqueCompanySlug(tx, account.organization_name ?? account.full_name)
          : null;
        const [created] = await tx
          .insert(users)
          .values({ ...account, company_slug, ...termsAcceptedNow() })
          .returning(recipientColumns);
        await queueConfirmationMail(tx, ctx.config.publicUrl, created, key);
      });
      return;
    } catch (error) {
      // The next round finds the account if the address was taken meanwhile, or tries another company slug.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * Signs a person up and queues the confirmation link. A taken address is answered the same way, its owner gets a
 * notice instead. The e-mail leaves through the outbox, so a mail server that is down refuses nothing here.
 */
export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string; role: SignupRole; username: string; organization_name?: string | null },
): Promise<void> {
  const { email, password, role, username, organization_name } = input;
  refuseCommonPassword(password);
  // Hashed even when the address is taken, so both answers take the same time.
  await insertAccount(ctx, {
    email,
    password_hash: await hashPassword(password),
    role,
    full_name: username,
    organization_name: isOrganisationRole(role) ? (organization_name ?? null) : null,
  });
}

/** Confirms the address the link was sent to (400 for a used, expired or unknown link). */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'confirm_email');
    if (!userId) throw new HttpError(400, AUTH_MESSAGES.tokenInvalid);
    await tx
      .update(users)
      .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`, updated_at: sql`now()` })
      .where(eq(users.id, userId));
  });
}

/**
 * A fresh confirmation link for an account that still waits for its confirmation. Only a job is queued here (the
 * same insert whatever the address), so the answer tells nothing; the job looks the address up.
 */
export async function requestConfirmationResend(db: Db, email: string): Promise<void> {
  await enqueueJob(db, resendConfirmationJob, { email });
}

/** A link to set a new password, sent only when the address has an account: queued as a job, as above. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  await enqueueJob(db, forgotPasswordJob, { email });
}

/**
 * Sets a new password with a link's token and ends every session of the account; following the link also proves
 * the mailbox. Answers the account's address.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  refuseCommonPassword(password);
  const password_hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) throw new HttpError(400, AUTH_MESSAGES.tokenInvalid);
    const [updated] = await tx
      .update(users)
      .set({
        password_hash,
        token_version: sql`${users.token_version} + 1`,
        email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return updated.email;
  });
}
