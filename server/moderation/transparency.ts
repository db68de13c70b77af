import { and, count, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DECISION_TYPES, REPORT_REASONS, type DecisionType, type ReportReason } from '../../shared/moderation.js';
import {
  APPEAL_RESULTS,
  NOTICE_OUTCOMES,
  TRANSPARENCY_CSV_HEADERS,
  transparencyTables,
  type AppealResult,
  type NoticeOutcome,
  type TransparencyReport,
} from '../../shared/transparency.js';
import type { Db } from '../db/index.js';
import { appeals, moderationDecisions, reports } from '../db/schema.js';

/** The year in Polish time: 1 January is always in winter time (UTC+1). */
function inYear(column: AnyColumn, year: number): SQL {
  const start = `${year}-01-01T00:00:00+01:00`;
  const end = `${year + 1}-01-01T00:00:00+01:00`;
  return sql`(${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz)`;
}

/** Every key of the vocabulary with its count, zero where the records have none. */
function tally<K extends string>(keys: readonly K[], rows: { key: string | null; value: number }[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if (row.key !== null && row.key in counts) counts[row.key as K] += row.value;
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, value) => total + value, 0);

/** Median hours between two moments, rounded to a tenth; null without rows. */
const medianHours = (from: AnyColumn, to: AnyColumn) =>
  sql<
    number | null
  >`round((percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from}))) / 3600)::numeric, 1)`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  );

/** The DSA art. 15 figures of one year, computed from the notices, decisions and appeals as recorded. */
export async function transparencyReport(db: Db, year: number): Promise<TransparencyReport> {
  const noticeOutcome = sql<string>`coalesce(${reports.decision}, 'open')`;
  const appealResult = sql<string>`coalesce(${appeals.outcome}, 'open')`;
  const [byReason, byOutcome, [noticeMedian], byType, byGround, [sources], byResult, [appealMedian], [lifted]] =
    await Promise.all([
      db
        .select({ key: reports.reason, value: count() })
        .from(reports)
        .where(inYear(reports.created_at, year))
        .groupBy(reports.reason),
      db
        .select({ key: noticeOutcome, value: count() })
        .from(reports)
        .where(inYear(reports.created_at, year))
        .groupBy(noticeOutcome),
      db
        .select({ value: medianHours(reports.created_at, reports.decided_at) })
        .from(reports)
        .where(and(inYear(reports.created_at, year), isNotNull(reports.decided_at))),
      db
        .select({ key: moderationDecisions.decision_type, value: count() })
        .from(moderationDecisions)
        .where(inYear(moderationDecisions.created_at, year))
        .groupBy(moderationDecisions.decision_type),
      db
        .select({ key: moderationDecisions.ground, value: count() })
        .from(moderationDecisions)
        .where(inYear(moderationDecisions.created_at, year))
        .groupBy(moderationDecisions.ground),
      db
        .select({
          fromNotices: sql<number>`count(${moderationDecisions.report_id})::int`,
          ownInitiative: sql<number>`(count(*) - count(${moderationDecisions.report_id}))::int`,
        })
        .from(moderationDecisions)
        .where(inYear(moderationDecisions.created_at, year)),
      db
        .select({ key: appealResult, value: count() })
        .from(appeals)
        .where(inYear(appeals.created_at, year))
        .groupBy(appealResult),
      db
        .select({ value: medianHours(appeals.created_at, appeals.decided_at) })
        .from(appeals)
        .where(and(inYear(appeals.created_at, year), isNotNull(appeals.decided_at))),
      // Bans lifted on appeal in the year, whenever the ban itself was imposed.
      db
        .select({ value: count() })
        .from(appeals)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, appeals.decision_id))
        .where(
          and(
            eq(appeals.outcome, 'reversed'),
            eq(moderationDecisions.decision_type, 'account_banned'),
            inYear(appeals.decided_at, year),
          ),
        ),
    ]);
  const byTypeCounts = tally<DecisionType>(DECISION_TYPES, byType);
  const appealCounts = tally<AppealResult>(APPEAL_RESULTS, byResult);
  return {
    year,
    notices: {
      total: sum(tally<ReportReason>(REPORT_REASONS, byReason)),
      by_reason: tally<ReportReason>(REPORT_REASONS, byReason),
      by_outcome: tally<NoticeOutcome>(NOTICE_OUTCOMES, byOutcome),
      median_hours_to_decision: noticeMedian?.value ?? null,
    },
    decisions: {
      total: sum(byTypeCounts),
      by_type: byTypeCounts,
      by_ground: tally<ReportReason>(REPORT_REASONS, byGround),
      from_notices: sources?.fromNotices ?? 0,
      own_initiative: sources?.ownInitiative ?? 0,
    },
    appeals: {
      total: sum(appealCounts),
      by_result: appealCounts,
      median_hours_to_decision: appealMedian?.value ?? null,
    },
    bans: { total: byTypeCounts.account_banned, lifted_on_appeal: lifted?.value ?? 0 },
  };
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV (comma-separated, CRLF line ends), one row per figure under Polish headers. */
export function transparencyCsv(report: TransparencyReport): string {
  const lines = [
    TRANSPARENCY_CSV_HEADERS,
    ...transparencyTables(report).flatMap((table) =>
      table.rows.map(([label, value]) => [report.year, table.caption, label, value]),
    ),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
