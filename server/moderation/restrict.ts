import { eq, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import {
  REPORT_DECISION_STATUS,
  type ModerationTarget,
  type ReportDecision,
  type ReportReason,
} from '../../shared/moderation.js';
import { canBanUser } from '../../shared/permissions.js';
import { recordAudit } from '../audit/audit.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { blogPosts, offers, users, type DecisionRow } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { banEnd } from '../users/adminQueries.js';
import { recordRestriction } from './decisions.js';
import { displayName } from '../../shared/displayName.js';

export interface RestrictionRequest {
  type: ModerationTarget;
  id: string;
  decision: Exclude<ReportDecision, 'no_action'>;
  statement: string;
  ground: ReportReason;
  reportId: string | null;
}

const targetGone = () => notFound(MODERATION_MESSAGES.reportTargetMissing);

/**
 * Carries out a notice's decision on its target in the caller's transaction: an offer or article changes status,
 * a profile's account is banned (by whoever may ban it, SPEC §6). Returns the decision, or null when the target
 * was already restricted that way.
 */
export async function restrictTarget(
  tx: Db,
  actor: AuthUser,
  request: RestrictionRequest,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<DecisionRow | null> {
  const { type, id, decision, statement, ground, reportId } = request;
  if (type === 'offer') {
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw targetGone();
    const status = REPORT_DECISION_STATUS.offer[decision];
    if (before.status === status) return null;
    const [after] = await tx
      .update(offers)
      .set({ status, updated_at: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    const row = await recordRestriction(
      tx,
      actor,
      {
        targetType: type,
        targetId: id,
        targetTitle: after.title,
        userId: after.owner_id,
        decisionType: decision,
        previousStatus: before.status,
        newStatus: status,
        reason: statement,
        ground,
        reportId,
      },
      config,
    );
    await recordAudit(tx, actor, {
      action: 'offer.status',
      entityType: 'offer',
      entityId: id,
      before,
      after,
      decisionId: row.id,
    });
    return row;
  }
  if (type === 'blog_post') {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) throw targetGone();
    const status = REPORT_DECISION_STATUS.blog_post[decision];
    if (before.status === status) return null;
    const [after] = await tx
      .update(blogPosts)
      .set({ status, updated_at: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    const row = await recordRestriction(
      tx,
      actor,
      {
        targetType: type,
        targetId: id,
        targetTitle: after.title,
        userId: after.author_id,
        decisionType: decision,
        previousStatus: before.status,
        newStatus: status,
        reason: statement,
        ground,
        reportId,
      },
      config,
    );
    await recordAudit(tx, actor, {
      action: 'blog_post.status',
      entityType: 'blog_post',
      entityId: id,
      before,
      after,
      decisionId: row.id,
    });
    return row;
  }
  if (decision !== 'content_removed') {
    throw new HttpError(422, MODERATION_MESSAGES.profileRestriction, [
      { field: 'decision', message: MODERATION_MESSAGES.profileRestriction },
    ]);
  }
  const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) throw targetGone();
  const allowed = canBanUser(actor, { id: before.id, role: before.role });
  if (!allowed.allowed) throw forbidden(allowed.message);
  if (before.banned_until && new Date(before.banned_until) > new Date()) return null;
  const [after] = await tx
    .update(users)
    .set({ banned_until: banEnd(), token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  const row = await recordRestriction(
    tx,
    actor,
    {
      targetType: 'profile',
      targetId: id,
      targetTitle: displayName(after),
      userId: id,
      decisionType: 'account_banned',
      previousStatus: 'active',
      newStatus: 'banned',
      reason: statement,
      ground,
      reportId,
    },
    config,
  );
  await recordAudit(tx, actor, {
    action: 'user.ban',
    entityType: 'user',
    entityId: id,
    before,
    after,
    decisionId: row.id,
  });
  return row;
}
