import { and, count, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminStats, AuditEntry } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { appeals, auditLog, blogPosts, offers, users, verificationRequests, type AuditRow } from '../db/schema.js';
import { parseFilter, uuidFilterField, type ListPage } from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { accessibilityRequestCounts } from '../accessibilityRequests/requests.js';
import { countStaleOffers } from '../freshness/confirmation.js';
import { countEscalatedCorrections } from '../freshness/corrections.js';
import { failedEmails } from '../mail/failedMessages.js';
import { isoTimestamp } from '../offers/queries.js';
import { emailAsSeenBy, visibleAuditEntries } from './visibility.js';

const AUDIT_SORTABLE = {
  id: auditLog.id,
  created_at: auditLog.created_at,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  actor_email: auditLog.actor_email,
};

const auditFilter = z.strictObject({
  action: z.string().max(100).optional(),
  entity_type: z
    .enum(['user', 'offer', 'blog_post', 'category', 'settings', 'report', 'appeal', 'accessibility_request'])
    .optional(),
  entity_id: z.string().max(100).optional(),
  actor_id: uuidFilterField,
  id: z
    .union([z.number().int(), z.array(z.number().int()).max(1000)])
    .transform((ids) => [ids].flat())
    .optional(),
});

const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, created_at: isoTimestamp(row.created_at) });

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The figures of the back office's overview: accounts, content, what waits for an administrator, failed e-mails. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const countUsers = (where?: ReturnType<typeof and>) => db.select({ value: count() }).from(users).where(where);
  const [
    [totalUsers],
    [totalOffers],
    [pendingOffers],
    [totalBlogPosts],
    [pendingBlogPosts],
    [pendingVerifications],
    [pendingAppeals],
    [thisMonth],
    [previousMonth],
    failed,
  ] = await Promise.all([
    countUsers(),
    db.select({ value: count() }).from(offers),
    db.select({ value: count() }).from(offers).where(eq(offers.status, 'pending_approval')),
    db.select({ value: count() }).from(blogPosts),
    db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.status, 'pending_approval')),
    // Organisations' requests waiting for an admin to check their numbers in the public registers.
    db.select({ value: count() }).from(verificationRequests).where(eq(verificationRequests.status, 'pending')),
    db.select({ value: count() }).from(appeals).where(eq(appeals.status, 'open')),
    countUsers(gte(users.created_at, daysAgo(30))),
    countUsers(and(gte(users.created_at, daysAgo(60)), lt(users.created_at, daysAgo(30)))),
    failedEmails(db),
  ]);
  const accessibility = await accessibilityRequestCounts(db);
  const [staleOffers, pendingCorrections] = await Promise.all([countStaleOffers(db), countEscalatedCorrections(db)]);
  return {
    totalUsers: totalUsers.value,
    totalOffers: totalOffers.value,
    pendingOffers: pendingOffers.value,
    totalBlogPosts: totalBlogPosts.value,
    pendingBlogPosts: pendingBlogPosts.value,
    pendingVerifications: pendingVerifications.value,
    pendingAppeals: pendingAppeals.value,
    openAccessibilityRequests: accessibility.open,
    overdueAccessibilityRequests: accessibility.overdue,
    staleOffers,
    pendingCorrections,
    newUsersThisMonth: thisMonth.value,
    newUsersPreviousMonth: previousMonth.value,
    failedEmails: failed.total,
    recentFailedEmails: failed.recent,
  };
}

/** One page of the audit log the actor may see, filtered and sorted as the list query asks. */
export async function listAuditEntries(db: Db, actor: AuthUser, query: ListQuery): Promise<ListPage<AuditEntry>> {
  const list = parseListQuery(query, AUDIT_SORTABLE, ['id', 'DESC'], auditLog.id);
  const filter = parseFilter(auditFilter, list.filter);
  const where = and(
    visibleAuditEntries(actor),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity_type ? eq(auditLog.entity_type, filter.entity_type) : undefined,
    filter.entity_id ? eq(auditLog.entity_id, filter.entity_id) : undefined,
    filter.actor_id ? eq(auditLog.actor_id, filter.actor_id) : undefined,
    filter.id ? (filter.id.length ? inArray(auditLog.id, filter.id) : sql`false`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...getTableColumns(auditLog),
        actor_email: emailAsSeenBy(actor, auditLog.actor_id, auditLog.actor_email),
      })
      .from(auditLog)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toAuditEntry), total, offset: list.offset };
}
