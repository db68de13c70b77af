import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { DECISION_TYPES, REPORT_REASONS } from '../../shared/moderation.js';
import {
  APPEAL_RESULTS,
  NOTICE_OUTCOMES,
  TRANSPARENCY_YEAR_MAX,
  TRANSPARENCY_YEAR_MIN,
  type TransparencyReport,
} from '../../shared/transparency.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, restrictToAdmins } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from './responses.js';
import { transparencyCsv, transparencyReport } from './transparency.js';

const yearQuery = z.object({
  year: z.coerce
    .number({ error: MODERATION_MESSAGES.transparencyYear })
    .int(MODERATION_MESSAGES.transparencyYear)
    .min(TRANSPARENCY_YEAR_MIN, MODERATION_MESSAGES.transparencyYear)
    .max(TRANSPARENCY_YEAR_MAX, MODERATION_MESSAGES.transparencyYear),
});

const counts = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
const hours = z.number().nullable();

const transparencyReportSchema = z.object({
  year: z.number().int(),
  notices: z.object({
    total: z.number().int(),
    by_reason: counts(REPORT_REASONS),
    by_outcome: counts(NOTICE_OUTCOMES),
    median_hours_to_decision: hours,
  }),
  decisions: z.object({
    total: z.number().int(),
    by_type: counts(DECISION_TYPES),
    by_ground: counts(REPORT_REASONS),
    from_notices: z.number().int(),
    own_initiative: z.number().int(),
  }),
  appeals: z.object({ total: z.number().int(), by_result: counts(APPEAL_RESULTS), median_hours_to_decision: hours }),
  bans: z.object({ total: z.number().int(), lifted_on_appeal: z.number().int() }),
}) satisfies z.ZodType<TransparencyReport>;

const queryError = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** 'Raport przejrzystości' (DSA art. 15): a year's figures, as JSON for the page and as a CSV file. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/transparency-report',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Raport przejrzystości za rok (zgłoszenia, decyzje, odwołania, blokady)',
        querystring: yearQuery,
        response: { 200: transparencyReportSchema, 400: queryError, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return transparencyReport(ctx.db, request.query.year);
    },
  );

  app.get(
    '/transparency-report.csv',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Raport przejrzystości za rok jako plik CSV',
        querystring: yearQuery,
        response: {
          200: { description: 'Plik CSV z polskimi nagłówkami', content: { 'text/csv': { schema: z.string() } } },
          400: queryError,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { year } = request.query;
      const csv = transparencyCsv(await transparencyReport(ctx.db, year));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="raport-przejrzystosci-${year}.csv"`)
        .send(csv);
    },
  );
};

export default routes;
