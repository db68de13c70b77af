import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import {
  MODERATION_TARGETS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AdminReport,
} from '../../shared/moderation.js';
import { reportDecisionSchema } from '../../shared/schemas/moderation.js';
import { recordAudit } from '../audit/audit.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { blogPosts, reports, users, type ReportRow } from '../db/schema.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { anyOf, idsFilterField, matchesText, parseFilter, sendPage, textFilterField } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { countRows } from '../http/count.js';
import { HttpError, notFound } from '../http/errors.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { reportOutcomeMessage } from '../mail/moderationTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { errorResponses } from './responses.js';
import { restrictTarget } from './restrict.js';
import { targetPath } from './targets.js';

const SORTABLE = {
  created_at: reports.created_at,
  status: reports.status,
  reason: reports.reason,
  target_type: reports.target_type,
  decided_at: reports.decided_at,
};

const listFilter = z.strictObject({
  q: textFilterField,
  status: z.enum(REPORT_STATUSES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  target_type: z.enum(MODERATION_TARGETS).optional(),
  id: idsFilterField,
});

export const adminReportSchema = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  target_path: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  signed_in: z.boolean(),
  good_faith: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  statement: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminReport>;

const postSlug = alias(blogPosts, 'reported_post');
const profile = alias(users, 'reported_profile');

/** Reports with the slug their target's public address needs (articles and profiles are addressed by slug). */
function selectReports(db: Db) {
  return db
    .select({
      report: reports,
      slug: sql<string | null>`coalesce(${postSlug.slug}, ${profile.company_slug})`,
    })
    .from(reports)
    .leftJoin(postSlug, and(eq(reports.target_type, 'blog_post'), eq(postSlug.id, reports.target_id)))
    .leftJoin(profile, and(eq(reports.target_type, 'profile'), eq(profile.id, reports.target_id)));
}

function toAdminReport({ report, slug }: { report: typeof reports.$inferSelect; slug: string | null }): AdminReport {
  const type = report.target_type;
  return {
    id: report.id,
    target_type: type,
    target_id: report.target_id,
    target_title: report.target_title,
    target_path: targetPath(type, report.target_id, slug),
    reason: report.reason,
    explanation: report.explanation,
    name: report.name,
    email: report.email,
    signed_in: report.reporter_id !== null,
    good_faith: report.good_faith,
    status: report.status,
    decision: report.decision,
    statement: report.statement,
    decided_at: report.decided_at,
    created_at: report.created_at,
  };
}

async function reportView(db: Db, id: string): Promise<AdminReport> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  if (!row) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return toAdminReport(row);
}

/** Tells the notifier the outcome (DSA art. 16 ust. 5), when an address was given: queued with the decision. */
async function queueReportOutcome(tx: Db, report: ReportRow): Promise<void> {
  if (!report.email) return;
  const message = reportOutcomeMessage(await portalIdentity(tx), { ...report, email: report.email });
  if (!(await sendEmailOnce(tx, `report-outcome:${report.id}`, message))) return;
  await tx
    .update(reports)
    .set({ outcome_sent_at: sql`now()` })
    .where(eq(reports.id, report.id));
}

/** Back office 'Zgłoszenia': the notices and the admin's decision on each. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista zgłoszeń naruszeń',
        querystring: listQuerySchema,
        response: { 200: z.array(adminReportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const list = parseListQuery(request.query, SORTABLE, ['created_at', 'DESC'], reports.id);
      const filter = parseFilter(listFilter, list.filter);
      const where = and(
        filter.q ? matchesText(filter.q, [sql`lower(f_unaccent(${reports.target_title}))`]) : undefined,
        filter.status ? eq(reports.status, filter.status) : undefined,
        filter.reason ? eq(reports.reason, filter.reason) : undefined,
        filter.target_type ? eq(reports.target_type, filter.target_type) : undefined,
        filter.id ? anyOf(reports.id, filter.id) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectReports(ctx.db)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        countRows(ctx.db, ctx.db.select({ id: reports.id }).from(reports).where(where)),
      ]);
      return sendPage(reply, rows.map(toAdminReport), total, list.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zgłoszenie',
        params: idParams,
        response: { 200: adminReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return reportView(ctx.db, request.params.id);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Decyzja w sprawie zgłoszenia (usunięcie, ograniczenie widoczności albo brak działań)',
        params: idParams,
        body: jsonObject(reportDecisionSchema),
        response: { 200: adminReportSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { decision, statement, ground } = request.body;
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(reports).where(eq(reports.id, request.params.id)).for('update');
        if (!before) throw notFound(MODERATION_MESSAGES.reportNotFound);
        if (before.status !== 'open') throw new HttpError(409, MODERATION_MESSAGES.reportDecided);
        const restriction =
          decision === 'no_action'
            ? null
            : await restrictTarget(
                tx,
                actor,
                {
                  type: before.target_type,
                  id: before.target_id,
                  decision,
                  statement,
                  ground: ground ?? before.reason,
                  reportId: before.id,
                },
                ctx.config,
              );
        const [after] = await tx
          .update(reports)
          .set({ status: 'decided', decision, statement, decided_by: actor.id, decided_at: sql`now()` })
          .where(eq(reports.id, before.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'report.decide',
          entityType: 'report',
          entityId: before.id,
          before,
          after,
          decisionId: restriction?.id,
        });
        await queueReportOutcome(tx, after);
      });
      return reportView(ctx.db, request.params.id);
    },
  );
};

export default routes;
