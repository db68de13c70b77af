import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  appealDeadline,
  DECISION_TYPES,
  MODERATION_TARGETS,
  REPORT_REASONS,
  type MyDecision,
} from '../../shared/moderation.js';
import type { RouteModule } from '../context.js';
import { appeals, moderationDecisions, type AppealRow, type DecisionRow } from '../db/schema.js';
import { requireUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { appealSchema } from '../../shared/schemas/moderation.js';
import { errorResponses } from './responses.js';

export const appealSummary = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
  statement: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const myDecision = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  decision_type: z.enum(DECISION_TYPES),
  previous_status: z.string(),
  new_status: z.string(),
  ground: z.enum(REPORT_REASONS),
  statement: z.string(),
  from_report: z.boolean(),
  automated: z.literal(false),
  created_at: z.string(),
  appeal_deadline: z.string(),
  can_appeal: z.boolean(),
  appeal: appealSummary.nullable(),
}) satisfies z.ZodType<MyDecision>;

export function toAppealSummary(row: AppealRow) {
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome,
    statement: row.statement,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

export function toMyDecision(row: DecisionRow, appeal: AppealRow | null, now = new Date()): MyDecision {
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

/** The signed-in person's moderation decisions (DSA art. 17) and, later, the appeals against them (art. 20). */
const routes: RouteModule = (app, ctx) => {
  const tags = ['moderation'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/decisions',
    {
      schema: {
        tags,
        security,
        summary: 'Decyzje moderacyjne dotyczące moich treści i konta, z uzasadnieniem',
        response: { 200: z.array(myDecision), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await ctx.db
        .select({ decision: moderationDecisions, appeal: appeals })
        .from(moderationDecisions)
        .leftJoin(appeals, eq(appeals.decision_id, moderationDecisions.id))
        .where(eq(moderationDecisions.user_id, user.id))
        .orderBy(desc(moderationDecisions.created_at), desc(moderationDecisions.id));
      return rows.map(({ decision, appeal }) => toMyDecision(decision, appeal));
    },
  );

  app.post(
    '/me/appeals',
    {
      schema: {
        tags,
        security,
        summary: 'Odwołanie od decyzji moderacyjnej (w ciągu 6 miesięcy)',
        body: appealSchema,
        response: { 201: z.object({ id: z.string(), detail: z.string() }), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { decision_id, explanation } = request.body;
      const [decision] = await ctx.db
        .select()
        .from(moderationDecisions)
        .where(and(eq(moderationDecisions.id, decision_id), eq(moderationDecisions.user_id, user.id)))
        .limit(1);
      if (!decision) throw notFound(MODERATION_MESSAGES.decisionNotFound);
      if (appealDeadline(decision.created_at) <= new Date()) {
        throw new HttpError(422, MODERATION_MESSAGES.appealLate, [
          { field: 'decision_id', message: MODERATION_MESSAGES.appealLate },
        ]);
      }
      const [appeal] = await ctx.db
        .insert(appeals)
        .values({ decision_id, user_id: user.id, explanation })
        .onConflictDoNothing({ target: appeals.decision_id })
        .returning({ id: appeals.id });
      if (!appeal) throw new HttpError(409, MODERATION_MESSAGES.appealExists);
      return reply.status(201).send({ id: appeal.id, detail: MODERATION_MESSAGES.appealSent });
    },
  );
};

export default routes;
