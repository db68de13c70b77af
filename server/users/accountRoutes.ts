import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import { queueConfirmationMail, queueSignupAttemptMail } from '../mail/templates.js';
import { enqueueJob } from '../jobs/queue.js';
import { accountWithEmail, forgotPasswordJob, resendConfirmationJob } from './accountMailJobs.js';
import { hashPassword } from './passwords.js';
import { detailResponse } from '../../shared/schemas/responses.js';
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
          .returning({ id: users.id, email: users.email, full_name: users.full_name });
        await queueConfirmationMail(tx, ctx.config.publicUrl, created, key);
      });
      return;
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
        response: { 201: detailResponse },
      },
      config: limited,
    },
    async (request, reply) => {
      const { email, password, role, username, organization_name } = request.body;
      refuseCommonPassword(password);
      // Hashed even when the address is taken, so both answers take the same time.
      await insertAccount(ctx, {
        email,
        password_hash: await hashPassword(password),
        role,
        full_name: username,
        organization_name: isOrganisationRole(role) ? (organization_name ?? null) : null,
      });
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
      // As in forgot-password: the lookup happens in a job, so no timing tells addresses apart.
      await enqueueJob(db, resendConfirmationJob, { email: request.body.email });
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
      // Looking the address up happens in a job, so known and unknown addresses take the same time here.
      await enqueueJob(db, forgotPasswordJob, { email: request.body.email });
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
