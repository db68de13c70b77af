import { eq, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { DecisionType, ModerationTarget, ReportReason } from '../../shared/moderation.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { moderationDecisions, users, type DecisionRow } from '../db/schema.js';
import { actorKeyOf } from '../audit/audit.js';
import { HttpError } from '../http/errors.js';
import type { AuthUser } from '../http/auth.js';
import { decisionNoticeMessage } from '../mail/moderationTemplates.js';
import { recipientColumns } from '../mail/templates.js';
import { sendEmailOnce } from '../mail/outbox.js';
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
  /** The ground the admin chose; a restriction without one is refused, never filled in for them. */
  ground: ReportReason | undefined;
  reportId?: string | null;
}

/** 422 on the `reason` field, the message the admin dialogs show too. */
export function reasonRequired(field = 'reason'): HttpError {
  return new HttpError(422, MODERATION_MESSAGES.reasonRequired, [
    { field, message: MODERATION_MESSAGES.reasonRequired },
  ]);
}

/** 422 on the `ground` field: the admin names the ground themselves, never the notice's reason or a default. */
export function groundRequired(): HttpError {
  return new HttpError(422, MODERATION_MESSAGES.groundRequired, [
    { field: 'ground', message: MODERATION_MESSAGES.groundRequired },
  ]);
}

/**
 * Writes the decision record (in the caller's transaction, so a refused change leaves none behind); the moderation
 * transaction queues its statement of reasons with queueDecisionNotice before it commits.
 */
export async function recordRestriction(
  tx: Db,
  actor: Pick<AuthUser, 'id'>,
  restriction: Restriction,
): Promise<DecisionRow> {
  const statement = restriction.reason?.trim();
  if (!statement) throw reasonRequired();
  if (!restriction.ground) throw groundRequired();
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
      ground: restriction.ground,
      statement,
      report_id: restriction.reportId ?? null,
      decided_by: actor.id,
      decided_by_key: actorKeyOf(actor.id),
    })
    .returning();
  return row;
}

/**
 * Queues the statement of reasons to the author in the decision's transaction, once per decision (its outbox key),
 * and notes when; answers the decision as it now stands.
 */
export async function queueDecisionNotice(
  tx: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  decision: DecisionRow,
): Promise<DecisionRow> {
  if (!decision.user_id) return decision;
  const [author] = await tx.select(recipientColumns).from(users).where(eq(users.id, decision.user_id)).limit(1);
  if (!author) return decision;
  const message = decisionNoticeMessage(await portalIdentity(tx), config.publicUrl, author, decision);
  if (!(await sendEmailOnce(tx, `decision-notice:${decision.id}`, message))) return decision;
  const [noted] = await tx
    .update(moderationDecisions)
    .set({ notified_at: sql`now()` })
    .where(eq(moderationDecisions.id, decision.id))
    .returning();
  return noted;
}
