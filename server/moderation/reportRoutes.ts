import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { reportSchema } from '../../shared/schemas/moderation.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { reports, type ReportRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { reportReceiptMessage } from '../mail/moderationTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { authRateLimit } from '../users/authLimits.js';
import { errorResponses } from './responses.js';
import { findTarget } from './targets.js';

/** Confirms the notice to the address the notifier gave (DSA art. 16 ust. 4), queued with the notice itself. */
async function queueReceipt(tx: Db, report: ReportRow): Promise<void> {
  if (!report.email) return;
  const message = reportReceiptMessage(await portalIdentity(tx), { ...report, email: report.email });
  if (!(await sendEmailOnce(tx, `report-receipt:${report.id}`, message))) return;
  await tx
    .update(reports)
    .set({ receipt_sent_at: sql`now()` })
    .where(eq(reports.id, report.id));
}

/** Notice and action (DSA art. 16): anyone, signed in or not, reports an offer, an article or a profile. */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Zgłoszenie naruszenia (oferta, artykuł, profil organizacji); także bez logowania',
        body: reportSchema,
        response: { 201: z.object({ id: z.string(), detail: z.string() }), ...errorResponses(422, 429) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const input = request.body;
      const target = await findTarget(ctx.db, input.target_type, input.target_id);
      if (!target?.isPublic) {
        throw new HttpError(422, MODERATION_MESSAGES.reportTargetMissing, [
          { field: 'target_id', message: MODERATION_MESSAGES.reportTargetMissing },
        ]);
      }
      const reporter = request.auth;
      const report = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
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
        await queueReceipt(tx, row);
        return row;
      });
      return reply.status(201).send({ id: report.id, detail: MODERATION_MESSAGES.reportSent });
    },
  );
};

export default routes;
