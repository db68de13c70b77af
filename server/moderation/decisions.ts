import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { DecisionType, ModerationTarget, ReportReason } from '../../shared/moderation.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { moderationDecisions, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import type { AuthUser } from '../http/auth.js';
import { decisionNoticeMessage } from '../mail/moderationTemplates.js';
import { recipientColumns } from '../mail/templates.js';
import { portalIdentity } from '../settings/portalSettings.js';

export interface Restriction {
  targetType: ModerationTarget;
  targetId: string;
  targetTitle: string;
  /** The author of the content or the account itself; told by e-mail and shown the decision in the dashboard. */
  userId: string;
  decisionType: DecisionType;
  previousStatus: string;
  newStatus: string;
  /**
   * The content's fingerprint as decided (server/moderation/fingerprint.ts), which a reversal checks; null for an
   * account. Required, so that no decision about content can be recorded without it.
   */
  fingerprint: string | null;
  /** The admin's statement of reasons; a restriction without one is refused. */
  reason: string | undefined;
  ground?: ReportReason;
  reportId?: string | null;
}

/** 422 on the `reason` field, the message the admin dialogs show too. */
export function reasonRequired(field = 'reason'): HttpError {
  return new HttpError(422, MODERATION_MESSAGES.reasonRequired, [
    { field, message: MODERATION_MESSAGES.reasonRequired },
  ]);
}

/** Writes the decision record (in the caller's transaction, so a refused change leaves none behind). */
export async function recordRestriction(tx: Db, actor: Pick<AuthUser, 'id'>, restriction: Restriction) {
  const statement = restriction.reason?.trim();
  if (!statement) throw reasonRequired();
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      target_type: restriction.targetType,
      target_id: restriction.targetId,
      target_title: restriction.targetTitle,
      user_id: restriction.userId,
      decision_type: restriction.decisionType,
      previous_status: restriction.previousStatus,
      new_status: restriction.newStatus,
      content_fingerprint: restriction.fingerprint,
      ground: restriction.ground ?? 'terms',
      statement,
      report_id: restriction.reportId ?? null,
      decided_by: actor.id,
    })
    .returning();
  return row;
}

/**
 * Sends the statement of reasons once: the row is claimed by setting `notified_at` before the message goes out,
 * and released again if sending fails, so a retry may send it but two calls never both do.
 */
export async function sendDecisionNotice(ctx: AppContext, decisionId: string, log: FastifyBaseLogger): Promise<void> {
  const [claimed] = await ctx.db
    .update(moderationDecisions)
    .set({ notified_at: new Date().toISOString() })
    .where(and(eq(moderationDecisions.id, decisionId), isNull(moderationDecisions.notified_at)))
    .returning();
  if (!claimed?.user_id) return;
  const [author] = await ctx.db.select(recipientColumns).from(users).where(eq(users.id, claimed.user_id)).limit(1);
  if (!author) return;
  try {
    const portal = await portalIdentity(ctx.db);
    await ctx.mailer.send(decisionNoticeMessage(portal, ctx.config.publicUrl, author, claimed));
  } catch (error) {
    log.error({ err: error, decisionId }, 'statement of reasons e-mail failed');
    await ctx.db.update(moderationDecisions).set({ notified_at: null }).where(eq(moderationDecisions.id, decisionId));
  }
}
