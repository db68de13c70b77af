import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { USER_ADMIN_MESSAGES } from '../../shared/messages.js';
import type { ReportReason } from '../../shared/moderation.js';
import { canResetPassword } from '../../shared/permissions.js';
import type { User } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../http/auth.js';
import { forbidden, notFound } from '../http/errors.js';
import { queuePasswordResetMail } from '../mail/templates.js';
import { setBan } from '../moderation/transitions.js';
import { findVisibleUser, toUser } from './adminQueries.js';

/** The super administrator bans an account (a decision, with its statement of reasons) or lifts a ban. */
export async function setAccountBan(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  id: string,
  { ban, reason, ground }: { ban: boolean; reason?: string; ground?: ReportReason },
): Promise<User> {
  const { after } = await setBan(ctx, actor, log, {
    id,
    ban,
    grounds: { statement: reason, ground },
    notFound: () => notFound(USER_ADMIN_MESSAGES.notFound),
  });
  return toUser(after);
}

/** The super administrator has a link to set a new password sent to the account's address. */
export async function sendResetLink(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const target = await findVisibleUser(ctx.db, actor, id);
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
}
