import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { reportSchema } from '../../shared/schemas/moderation.js';
import type { AppContext, RouteModule } from '../context.js';
import { reports } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { reportReceiptMessage } from '../mail/moderationTemplates.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { authRateLimit } from '../users/authLimits.js';
import { errorResponses } from './responses.js';
import { findTarget } from './targets.js';

/** Sends the receipt once (the row is claimed first), to the address the notifier gave. */
async function sendReceipt(ctx: AppContext, reportId: string, log: FastifyBaseLogger): Promise<void> {
  const [claimed] = await ctx.db
    .update(reports)
    .set({ receipt_sent_at: new Date().toISOString() })
    .where(and(eq(reports.id, reportId), isNull(reports.receipt_sent_at)))
    .returning();
  if (!claimed?.email) return;
  try {
    await ctx.mailer.send(reportReceiptMessage(await portalIdentity(ctx.db), { ...claimed, email: claimed.email }));
  } catch (error) {
    log.error({ err: error, reportId }, 'report receipt e-mail failed');
    await ctx.db.update(reports).set({ receipt_sent_at: null }).where(eq(reports.id, reportId));
  }
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
      const [report] = await ctx.db
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
        .returning({ id: reports.id });
      await sendReceipt(ctx, report.id, request.log);
      return reply.status(201).send({ id: report.id, detail: MODERATION_MESSAGES.reportSent });
    },
  );
};

export default routes;
