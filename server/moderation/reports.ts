import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import {
  MODERATION_TARGETS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportDecision,
  type ReportReason,
} from '../../shared/moderation.js';
import type { reportSchema } from '../../shared/schemas/moderation.js';
import { actorKeyOf, recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { blogPosts, reports, users, type ReportRow } from '../db/schema.js';
import {
  anyOf,
  idsFilterField,
  matchesText,
  parseFilter,
  textFilterField,
  listPage,
  type ListPage,
} from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { reportOutcomeMessage, reportReceiptMessage } from '../mail/moderationTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { groundRequired } from './decisions.js';
import { findTarget, publicPathOf, targetPath } from './targets.js';
import { moderate, restrictOnNotice } from './transitions.js';

/*
 * Notices (DSA art. 16): anyone files one about an offer, an article or a profile; an administrator decides it, and
 * the notifier who gave an address is told of the receipt and of the outcome.
 */

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

/** Where the notifier sees the reported content on the portal, while it has a public address. */
async function contentUrlOf(tx: Db, publicUrl: string, report: ReportRow): Promise<string | null> {
  const path = await publicPathOf(tx, report.target_type, report.target_id);
  return path && publicUrl + path;
}

/** Confirms the notice to the address the notifier gave (DSA art. 16 ust. 4), queued with the notice itself. */
async function queueReceipt(tx: Db, publicUrl: string, report: ReportRow): Promise<void> {
  if (!report.email) return;
  const contentUrl = await contentUrlOf(tx, publicUrl, report);
  const message = reportReceiptMessage(await portalIdentity(tx), { ...report, email: report.email }, contentUrl);
  if (!(await sendEmailOnce(tx, `report-receipt:${report.id}`, message))) return;
  await tx
    .update(reports)
    .set({ receipt_sent_at: sql`now()` })
    .where(eq(reports.id, report.id));
}

/** Tells the notifier the outcome (DSA art. 16 ust. 5), when an address was given: queued with the decision. */
async function queueOutcome(tx: Db, publicUrl: string, report: ReportRow): Promise<void> {
  if (!report.email) return;
  const contentUrl = await contentUrlOf(tx, publicUrl, report);
  const message = reportOutcomeMessage(await portalIdentity(tx), { ...report, email: report.email }, contentUrl);
  if (!(await sendEmailOnce(tx, `report-outcome:${report.id}`, message))) return;
  await tx
    .update(reports)
    .set({ outcome_sent_at: sql`now()` })
    .where(eq(reports.id, report.id));
}

/** Files a notice about content the public sees now, and sends its receipt; answers the notice's id. */
export async function fileReport(
  ctx: AppContext,
  input: z.output<typeof reportSchema>,
  reporter: Pick<AuthUser, 'id'> | null,
): Promise<string> {
  const target = await findTarget(ctx.db, input.target_type, input.target_id);
  if (!target?.isPublic) {
    throw new HttpError(422, MODERATION_MESSAGES.reportTargetMissing, [
      { field: 'target_id', message: MODERATION_MESSAGES.reportTargetMissing },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reports)
      .values({
        target_type: input.target_type,
        target_id: input.target_id,
        target_title: target.title,
        reason: input.reason,
        explanation: input.explanation,
        name: input.name ?? null,
        email: input.email ?? null,
        reporter_id: reporter?.id ?? null,
        good_faith: input.good_faith,
      })
      .returning();
    await queueReceipt(tx, ctx.config.publicUrl, report);
    return report.id;
  });
}

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

function toAdminReport({ report, slug }: { report: ReportRow; slug: string | null }): AdminReport {
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

/** One page of the back office's 'Zgłoszenia', filtered and sorted as the list query asks. */
export async function listReports(db: Db, query: ListQuery): Promise<ListPage<AdminReport>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], reports.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q ? matchesText(filter.q, [sql`lower(f_unaccent(${reports.target_title}))`]) : undefined,
    filter.status ? eq(reports.status, filter.status) : undefined,
    filter.reason ? eq(reports.reason, filter.reason) : undefined,
    filter.target_type ? eq(reports.target_type, filter.target_type) : undefined,
    filter.id ? anyOf(reports.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    selectReports(db).where(where).$dynamic(),
    db.select({ id: reports.id }).from(reports).where(where),
  );
  return { ...page, rows: page.rows.map(toAdminReport) };
}

export async function reportView(db: Db, id: string): Promise<AdminReport> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  if (!row) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return toAdminReport(row);
}

/**
 * An administrator decides an open notice: a restriction of its target (with the statement of reasons the author is
 * sent) or no action; the notifier is told the outcome. Answers the notice as decided.
 */
export async function decideReport(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  answer: { decision: ReportDecision; statement: string; ground?: ReportReason },
  log: FastifyBaseLogger,
): Promise<AdminReport> {
  const { decision, statement, ground } = answer;
  // Checked before the target is looked at: a restriction the target already has records no decision, yet the
  // notice's answer still names its ground.
  if (decision !== 'no_action' && !ground) throw groundRequired();
  await moderate(ctx, actor, log, async ({ tx, apply }) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!before) throw notFound(MODERATION_MESSAGES.reportNotFound);
    if (before.status !== 'open') throw new HttpError(409, MODERATION_MESSAGES.reportDecided);
    const restriction =
      decision === 'no_action'
        ? null
        : await restrictOnNotice(apply, actor, {
            type: before.target_type,
            id: before.target_id,
            decision,
            grounds: { statement, ground, reportId: before.id },
          });
    const [after] = await tx
      .update(reports)
      .set({
        status: 'decided',
        decision,
        statement,
        decided_by: actor.id,
        decided_by_key: actorKeyOf(actor.id),
        decided_at: sql`now()`,
      })
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
    await queueOutcome(tx, ctx.config.publicUrl, after);
  });
  return reportView(ctx.db, id);
}
