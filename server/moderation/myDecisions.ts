import { desc, eq } from 'drizzle-orm';
import { appealDeadline, type AppealSummary, type MyDecision } from '../../shared/moderation.js';
import type { Db } from '../db/index.js';
import { appeals, moderationDecisions, type AppealRow, type DecisionRow } from '../db/schema.js';

function toAppealSummary(row: AppealRow): AppealSummary {
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome,
    statement: row.statement,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

function toMyDecision(row: DecisionRow, appeal: AppealRow | null, now = new Date()): MyDecision {
  const deadline = appealDeadline(row.created_at);
  return {
    id: row.id,
    target_type: row.target_type,
    target_id: row.target_id,
    target_title: row.target_title,
    decision_type: row.decision_type,
    previous_status: row.previous_status,
    new_status: row.new_status,
    ground: row.ground,
    statement: row.statement,
    from_report: row.report_id !== null,
    automated: false,
    created_at: row.created_at,
    appeal_deadline: deadline.toISOString(),
    can_appeal: appeal === null && deadline > now,
    appeal: appeal && toAppealSummary(appeal),
  };
}

/** The decisions about a person's content and account (DSA art. 17), newest first, each with its appeal if any. */
export async function decisionsAbout(db: Db, userId: string): Promise<MyDecision[]> {
  const rows = await db
    .select({ decision: moderationDecisions, appeal: appeals })
    .from(moderationDecisions)
    .leftJoin(appeals, eq(appeals.decision_id, moderationDecisions.id))
    .where(eq(moderationDecisions.user_id, userId))
    .orderBy(desc(moderationDecisions.created_at), desc(moderationDecisions.id));
  return rows.map(({ decision, appeal }) => toMyDecision(decision, appeal));
}
