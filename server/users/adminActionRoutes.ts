import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import { canBanUser, canResetPassword, isBanned } from '../../shared/permissions.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { reasonRequired, recordRestriction } from '../moderation/decisions.js';
import { banSchema } from '../../shared/schemas/auth.js';
import { detailResponse, userResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { AppContext, ZodApp } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import { ADMIN_DOCS, idParams, jsonObject } from '../http/adminAccess.js';
import { banEnd, findVisibleUser, toUser } from './adminQueries.js';
import { recordAudit } from '../audit/audit.js';
import { queuePasswordResetMail } from '../mail/templates.js';
import { displayName } from '../../shared/displayName.js';

/** The superadmin's actions on one account: ban/unban and sending a password reset link (SPEC §5–6). */
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
            ground: groundField.optional().describe('Podstawa decyzji (domyślnie regulamin portalu).'),
          }),
        ),
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const target = await findVisibleUser(ctx.db, actor, request.params.id);
      const decision = canBanUser(actor, { id: target.id, role: target.role });
      if (!decision.allowed) throw forbidden(decision.message);
      const { ban, reason, ground } = request.body;
      const blocks = ban && !isBanned(target.banned_until);
      if (blocks && !reason) throw reasonRequired();
      const updated = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          // A ban bumps the token version, so every session of the account ends at once.
          .set(
            ban
              ? { banned_until: banEnd(), token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` }
              : { banned_until: null, updated_at: sql`now()` },
          )
          .where(eq(users.id, target.id))
          .returning();
        const decision = blocks
          ? await recordRestriction(
              tx,
              actor,
              {
                targetType: 'profile',
                targetId: row.id,
                targetTitle: displayName(row),
                userId: row.id,
                decisionType: 'account_banned',
                previousStatus: 'active',
                newStatus: 'banned',
                reason,
                ground,
              },
              ctx.config,
            )
          : null;
        await recordAudit(tx, actor, {
          action: ban ? 'user.ban' : 'user.unban',
          entityType: 'user',
          entityId: row.id,
          before: target,
          after: row,
          decisionId: decision?.id,
        });
        return row;
      });
      return toUser(updated);
    },
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
      const actor = requireAdmin(request);
      const target = await findVisibleUser(ctx.db, actor, request.params.id);
      const decision = canResetPassword(actor);
      if (!decision.allowed) throw forbidden(decision.message);
      await ctx.db.transaction(async (tx) => {
        await queuePasswordResetMail(tx, ctx.config.publicUrl, target, `admin-password-reset:${randomUUID()}`);
        await recordAudit(tx, actor, {
          action: 'user.reset_password',
          entityType: 'user',
          entityId: target.id,
          before: null,
          after: { reset_link_sent_to: target.email },
        });
      });
      return reply.status(202).send({ detail: USER_ADMIN_MESSAGES.resetSent });
    },
  );
}
