import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { isOrganisationRole, type SignupRole } from '../../shared/roles.js';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../shared/schemas/auth.js';
import type { AppContext, ZodApp } from '../context.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { isUniqueViolation } from '../http/adminList.js';
import { uniqueCompanySlug } from './adminQueries.js';
import { isCommonPassword } from './commonPasswords.js';
import { consumeEmailToken } from './emailTokens.js';
import type { LoginThrottle } from './loginThrottle.js';
import {
  sendConfirmationMail,
  sendPasswordResetMail,
  sendSignupAttemptMail,
  type MailRecipient,
} from '../mail/templates.js';
import { hashPassword } from './passwords.js';
import { detailResponse } from '../../shared/schemas/responses.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from './authLimits.js';
import { termsAcceptedNow } from '../settings/adminQueries.js';

/** 422 in the shape of a validation error, so the form shows it under the password field. */
function refuseCommonPassword(password: string): void {
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
const unconfirmedAccountWithEmail = async (ctx: AppContext, email: string): Promise<MailRecipient | undefined> =>
  (
    await ctx.db
      .select({ id: users.id, email: users.email, full_name: users.full_name })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.email_confirmed_at)))
      .limit(1)
  )[0];

const accountWithEmail = async (ctx: AppContext, email: string): Promise<MailRecipient | undefined> =>
  (
    await ctx.db
      .select({ id: users.id, email: users.email, full_name: users.full_name })
      .from(users)
      .where(eq(users.email, email))
      .limit(1)
  )[0];

type SignupOutcome = { created: MailRecipient } | { existing: MailRecipient };

/**
 * Inserts the account with its consent (the schema lets only `accept_terms: true` through); an organisation gets a
 * free company slug, tried again if another sign-up took it meanwhile. An address that has an account (found first,
 * or taken by a concurrent sign-up) answers that account instead.
 */
async function insertAccount(ctx: AppContext, account: NewAccount): Promise<SignupOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await accountWithEmail(ctx, account.email);
    if (existing) return { existing };
    const company_slug = isOrganisationRole(account.role)
      ? await uniqueCompanySlug(ctx.db, account.organization_name ?? account.full_name)
      : null;
    try {
      const [row] = await ctx.db
        .insert(users)
        .values({ ...account, company_slug, ...termsAcceptedNow() })
        .returning({ id: users.id, email: users.email, full_name: users.full_name });
      return { created: row };
    } catch (error) {
      // The next round finds the account if the address was taken meanwhile, or tries another company slug.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** Sign-up, the e-mail confirmation link (and a fresh one on request), and the forgotten-password pair of calls. */
export function registerAccountRoutes(app: ZodApp, ctx: AppContext, throttle: LoginThrottle): void {
  const { db } = ctx;
  const tags = ['auth'];
  const limited = authRateLimit(ctx);

  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary: 'Rejestracja konta (użytkownik, oferent, organizacja NGO)',
        description:
          'Wymaga `accept_terms: true` (akceptacja regulaminu i polityki prywatności); zapisywana jest data i wersja tych tekstów.',
        body: signupSchema,
        // A taken address answers as a new one (its owner gets an e-mail instead): there is no 409 to tell them apart.
        // 503: the e-mail (confirmation or notice) could not be sent.
        response: { 201: detailResponse, ...errorResponses(503) },
      },
      config: limited,
    },
    async (request, reply) => {
      const { email, password, role, username, organization_name } = request.body;
      refuseCommonPassword(password);
      // Hashed even when the address is taken, so both answers take the same time.
      const outcome = await insertAccount(ctx, {
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
          request.log.error({ err: error }, 'sign-up attempt notice failed');
          throw new HttpError(503, AUTH_MESSAGES.mailFailed);
        }
        return reply.status(201).send({ detail: AUTH_MESSAGES.signupSent });
      }
      const account = outcome.created;
      try {
        await sendConfirmationMail(ctx, account);
      } catch (error) {
        // Without the link nobody could ever confirm this account: drop it so the person can simply sign up again.
        request.log.error({ err: error }, 'confirmation e-mail failed');
        await db.delete(users).where(eq(users.id, account.id));
        throw new HttpError(503, AUTH_MESSAGES.mailFailed);
      }
      return reply.status(201).send({ detail: AUTH_MESSAGES.signupSent });
    },
  );

  app.post(
    '/confirm-email',
    {
      schema: {
        tags,
        summary: 'Potwierdzenie adresu email tokenem z wiadomości',
        body: confirmEmailSchema,
        response: { 200: detailResponse },
      },
      config: limited,
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, request.body.token, 'confirm_email');
        if (!userId) throw new HttpError(400, AUTH_MESSAGES.tokenInvalid);
        await tx
          .update(users)
          .set({ email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`, updated_at: sql`now()` })
          .where(eq(users.id, userId));
      });
      return { detail: AUTH_MESSAGES.emailConfirmed };
    },
  );

  app.post(
    '/resend-confirmation',
    {
      schema: {
        tags,
        summary: 'Wysyła nowy link potwierdzający (ta sama odpowiedź dla każdego adresu)',
        description:
          'Wiadomość dostaje tylko istniejące, niepotwierdzone konto. Wcześniejsze linki pozostają ważne do swojego terminu: ' +
          'wszystkie trafiają do tej samej skrzynki, a użycie jednego unieważnia pozostałe.',
        body: resendConfirmationSchema,
        response: { 200: detailResponse },
      },
      config: limited,
    },
    async (request) => {
      const { email } = request.body;
      // As in forgot-password: the lookup and the sending happen after answering, so no timing tells addresses apart.
      ctx.background.run('confirmation e-mail (resent) failed', request.log, async () => {
        const account = await unconfirmedAccountWithEmail(ctx, email);
        if (account) await sendConfirmationMail(ctx, account);
      });
      return { detail: AUTH_MESSAGES.confirmationResent };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Wysyła link do ustawienia nowego hasła (ta sama odpowiedź dla każdego adresu)',
        body: forgotPasswordSchema,
        response: { 200: detailResponse },
      },
      config: limited,
    },
    async (request) => {
      const { email } = request.body;
      // Looking the address up and sending happen after answering, so known and unknown addresses take the same time.
      ctx.background.run('password reset e-mail failed', request.log, async () => {
        const account = await accountWithEmail(ctx, email);
        if (account) await sendPasswordResetMail(ctx, account);
      });
      return { detail: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Ustawia nowe hasło tokenem z wiadomości; unieważnia wszystkie sesje',
        body: resetPasswordSchema,
        response: { 200: detailResponse },
      },
      config: limited,
    },
    async (request) => {
      const { token, password } = request.body;
      refuseCommonPassword(password);
      const password_hash = await hashPassword(password);
      const email = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'reset_password');
        if (!userId) throw new HttpError(400, AUTH_MESSAGES.tokenInvalid);
        const [updated] = await tx
          .update(users)
          .set({
            password_hash,
            token_version: sql`${users.token_version} + 1`,
            // Following the link proved the mailbox is theirs.
            email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        return updated.email;
      });
      throttle.clearAccount(email);
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  );
}
