import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { banSchema } from '../../shared/schemas/auth.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { detailResponse, userResponse } from '../../shared/schemas/responses.js';
import type { AppContext, ZodApp } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { sendResetLink, setAccountBan } from './adminActions.js';

/**
 * The superadmin's actions on one account: ban/unban and sending a password reset link
 * (docs/zasady-produktu.md#role-i-uprawnienia).
 */
export function registerUserActions(app: ZodApp, ctx: AppContext): void {
  app.patch(
    '/:id/ban',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zablokowanie lub odblokowanie konta',
        params: idParams,
        body: jsonObject(
          banSchema.extend({
            reason: optionalReasonField.describe('Uzasadnienie decyzji; wymagane przy blokowaniu konta.'),
            ground: groundField.optional().describe('Podstawa decyzji; wymagana razem z uzasadnieniem.'),
          }),
        ),
        response: { 200: userResponse },
      },
    },
    async (request) => setAccountBan(ctx, requireAdmin(request), request.log, request.params.id, request.body),
  );

  app.post(
    '/:id/reset-password',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Wysłanie linku do ustawienia nowego hasła',
        params: idParams,
        response: { 202: detailResponse },
      },
    },
    async (request, reply) => {
      await sendResetLink(ctx, requireAdmin(request), request.params.id);
      return reply.status(202).send({ detail: USER_ADMIN_MESSAGES.resetSent });
    },
  );
}
