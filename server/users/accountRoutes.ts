import { AUTH_MESSAGES } from '../../shared/messages.js';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../shared/schemas/auth.js';
import { detailResponse } from '../../shared/schemas/responses.js';
import type { AppContext, ZodApp } from '../context.js';
import { confirmEmail, requestConfirmationResend, requestPasswordReset, resetPassword, signUp } from './accounts.js';
import { authRateLimit } from './authLimits.js';
import { failedLogins, loginPairsOf } from './loginThrottle.js';

/** Sign-up, the e-mail confirmation link (and a fresh one on request), and the forgotten-password pair of calls. */
export function registerAccountRoutes(app: ZodApp, ctx: AppContext): void {
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
      await signUp(ctx, request.body);
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
      await confirmEmail(ctx.db, request.body.token);
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
      await requestConfirmationResend(ctx.db, request.body.email);
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
      await requestPasswordReset(ctx.db, request.body.email);
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
      const email = await resetPassword(ctx.db, request.body.token, request.body.password);
      // Following the link proved the mailbox: the account's failed logins are forgotten from every address.
      await ctx.limits.resetPrefix(failedLogins(ctx.config), loginPairsOf(email));
      return { detail: AUTH_MESSAGES.passwordChanged };
    },
  );
}
