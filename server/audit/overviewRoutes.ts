import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminStats, AuditEntry } from '../../shared/types.js';
import { adminStatsResponse, auditEntryResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { appeals, auditLog, blogPosts, offers, users, verificationRequests, type AuditRow } from '../db/schema.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { ADMIN_DOCS, restrictToAdmins } from '../http/adminAccess.js';
import { parseFilter, sendPage, uuidFilterField } from '../http/adminList.js';
import { isoTimestamp } from '../offers/queries.js';
import { visibleAuditEntries } from './visibility.js';

const AUDIT_SORTABLE = {
  id: auditLog.id,
  created_at: auditLog.created_at,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  actor_email: auditLog.actor_email,
};

const auditFilter = z.strictObject({
  action: z.string().max(100).optional(),
  entity_type: z.enum(['user', 'offer', 'blog_post', 'category', 'settings', 'report', 'appeal']).optional(),
  entity_id: z.string().max(100).optional(),
  actor_id: uuidFilterField,
  id: z
    .union([z.number().int(), z.array(z.number().int()).max(1000)])
    .transform((ids) => [ids].flat())
    .optional(),
});

const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, created_at: isoTimestamp(row.created_at) });

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/stats',
    { schema: { ...ADMIN_DOCS, summary: 'Liczby do przeglądu panelu', response: { 200: adminStatsResponse } } },
    async (request): Promise<AdminStats> => {
      requireAdmin(request);
      const countUsers = (where?: ReturnType<typeof and>) => ctx.db.select({ value: count() }).from(users).where(where);
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
      ] = await Promise.all([
        countUsers(),
        ctx.db.select({ value: count() }).from(offers),
        ctx.db.select({ value: count() }).from(offers).where(eq(offers.status, 'pending_approval')),
        ctx.db.select({ value: count() }).from(blogPosts),
        ctx.db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.status, 'pending_approval')),
        // Organisations' requests waiting for an admin to check their numbers in the public registers.
        ctx.db.select({ value: count() }).from(verificationRequests).where(eq(verificationRequests.status, 'pending')),
        ctx.db.select({ value: count() }).from(appeals).where(eq(appeals.status, 'open')),
        countUsers(gte(users.created_at, daysAgo(30))),
        countUsers(and(gte(users.created_at, daysAgo(60)), lt(users.created_at, daysAgo(30)))),
      ]);
      return {
        totalUsers: totalUsers.value,
        totalOffers: totalOffers.value,
        pendingOffers: pendingOffers.value,
        totalBlogPosts: totalBlogPosts.value,
        pendingBlogPosts: pendingBlogPosts.value,
        pendingVerifications: pendingVerifications.value,
        pendingAppeals: pendingAppeals.value,
        newUsersThisMonth: thisMonth.value,
        newUsersPreviousMonth: previousMonth.value,
      };
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Dziennik działań administratorów',
        querystring: listQuerySchema,
        response: { 200: z.array(auditEntryResponse) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const list = parseListQuery(request.query, AUDIT_SORTABLE, ['id', 'DESC'], auditLog.id);
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
        ctx.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        ctx.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return sendPage(reply, rows.map(toAuditEntry), total, list.offset);
    },
  );
};

export default routes;
