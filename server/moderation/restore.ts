import { isBlogStatus, isOfferStatus } from '../../shared/labels.js';
import { eq, sql } from 'drizzle-orm';

import { canBanUser, isBanned } from '../../shared/permissions.js';
import { recordAudit } from '../audit/audit.js';
import { publicationChanges } from '../blog/adminQueries.js';
import type { Db } from '../db/index.js';
import { blogPosts, offers, users, type DecisionRow } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { forbidden } from '../http/errors.js';

/**
 * Undoes a decision reversed on appeal (DSA art. 20 ust. 4), in the caller's transaction: the offer or article
 * returns to the status it had before, a banned account is unbanned. Returns the status given back, or null when
 * the target has gone or changed since the decision (then its present state is the author's or another admin's
 * later choice and is left alone).
 */
export async function restoreTarget(tx: Db, actor: AuthUser, decision: DecisionRow): Promise<string | null> {
  const type = decision.target_type;
  const id = decision.target_id;
  if (type === 'offer') {
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (before?.status !== decision.new_status || !isOfferStatus(decision.previous_status)) return null;
    const [after] = await tx
      .update(offers)
      .set({ status: decision.previous_status, updated_at: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'offer.status',
      entityType: 'offer',
      entityId: id,
      before,
      after,
      decisionId: decision.id,
    });
    return after.status;
  }
  if (type === 'blog_post') {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (before?.status !== decision.new_status || !isBlogStatus(decision.previous_status)) return null;
    const [after] = await tx
      .update(blogPosts)
      .set({ ...publicationChanges(before, decision.previous_status), updated_at: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'blog_post.status',
      entityType: 'blog_post',
      entityId: id,
      before,
      after,
      decisionId: decision.id,
    });
    return after.status;
  }
  const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) return null;
  // Lifting a ban is the super administrator's, as imposing one is (SPEC §6).
  const allowed = canBanUser(actor, { id: before.id, role: before.role });
  if (!allowed.allowed) throw forbidden(allowed.message);
  if (!isBanned(before.banned_until)) return null;
  const [after] = await tx
    .update(users)
    .set({ banned_until: null, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'user.unban',
    entityType: 'user',
    entityId: id,
    before,
    after,
    decisionId: decision.id,
  });
  return 'active';
}
