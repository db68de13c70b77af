import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isOrganisationRole, type SignupRole } from '../../shared/roles.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import { HttpError } from '../http/errors.js';
import {
  sendConfirmationMail,
  sendPasswordResetMail,
  recipientColumns,
  sendSignupAttemptMail,
  type MailRecipient,
} from '../mail/templates.js';
import { termsAcceptedNow } from '../settings/adminQueries.js';
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

/** The account behind an address only while it still waits for its confirmation. */
const unconfirmedAccountWithEmail = async (db: Db, email: string): Promise<MailRecipient | undefined> =>
  (
    await db
      .select(recipientColumns)
      .from(users)
      .where(and(eq(users.email, email), isNull(users.email_confirmed_at)))
      .limit(1)
  )[0];

const accountWithEmail = async (db: Db, email: string): Promise<MailRecipient | undefined> =>
  (await db.select(recipientColumns).from(users).where(eq(users.email, email)).limit(1))[0];

type SignupOutcome = { created: MailRecipient } | { existing: MailRecipient };

/**
 * Inserts the account with its consent (the schema lets only `accept_terms: true` through); an organisation gets a
 * free company slug, tried again if another sign-up took it meanwhile. An address that has an account (found first,
 * or taken by a concurrent sign-up) answers that account instead.
 */
async function insertAccount(db: Db, account: NewAccount): Promise<SignupOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await accountWithEmail(db, account.email);
    if (existing) return { existing };
    const company_slug = isOrganisationRole(account.role)
      ? await uniqueCompanySlug(db, account.organization_name ?? account.full_name)
      : null;
    try {
      const [row] = await db
        .insert(users)
        .values({ ...account, company_slug, ...termsAcceptedNow() })
        .returning(recipientColumns);
      return { created: row };
    } catch (error) {
      // The next round finds the account if the address was taken meanwhile, or tries another company slug.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * Signs a person up and sends the confirmation link. A taken address is answered the same way, its owner gets a
 * notice instead. 503 when the e-mail could not be sent (a new account is then dropped, so signing up again works).
 */
export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string; role: SignupRole; username: string; organization_name?: string | null },
  log: FastifyBaseLogger,
): Promise<void> {
  const { email, password, role, username, organization_name } = input;
  refuseCommonPassword(password);
  // Hashed even when the address is taken, so both answers take the same time.
  const outcome = await insertAccount(ctx.db, {
    email,
    password_hash: await hashPassword(password),
    role,
    full_name: username,
    organization_name: isOrganisationRole(role) ? (organization_name ?? null) : null,
  });
  if ('existing' in outcome) {
    try {
      await sendSignupAttemptMail(ctx, outcome.existing);
    } catch (error) {
      log.error({ err: error }, 'sign-up attempt notice failed');
      throw new HttpError(503, AUTH_MESSAGES.mailFailed);
    }
    return;
  }
  const account = outcome.created;
  try {
    await sendConfirmationMail(ctx, account);
  } catch (error) {
    // Without the link nobody could ever confirm this account: drop it so the person can simply sign up again.
    log.error({ err: error }, 'confirmation e-mail failed');
    await ctx.db.delete(users).where(eq(users.id, account.id));
    throw new HttpError(503, AUTH_MESSAGES.mailFailed);
  }
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

/** A fresh confirmation link, sent only to an account that still waits for its confirmation. */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const account = await unconfirmedAccountWithEmail(ctx.db, email);
  if (account) await sendConfirmationMail(ctx, account);
}

/** A link to set a new password, sent only when the address has an account. */
export async function sendResetIfKnown(ctx: AppContext, email: string): Promise<void> {
  const account = await accountWithEmail(ctx.db, email);
  if (account) await sendPasswordResetMail(ctx, account);
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
