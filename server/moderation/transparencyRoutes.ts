import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { transparencyReportResponse, validationErrorResponse } from '../../shared/schemas/responses.js';
import { TRANSPARENCY_YEAR_MAX, TRANSPARENCY_YEAR_MIN } from '../../shared/transparency.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, restrictToAdmins } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { transparencyCsv, transparencyReport } from './transparency.js';

const yearQuery = z.object({
  year: z.coerce
    .number({ error: MODERATION_MESSAGES.transparencyYear })
    .int(MODERATION_MESSAGES.transparencyYear)
    .min(TRANSPARENCY_YEAR_MIN, MODERATION_MESSAGES.transparencyYear)
    .max(TRANSPARENCY_YEAR_MAX, MODERATION_MESSAGES.transparencyYear),
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
        response: { 200: transparencyReportResponse, 400: validationErrorResponse, ...errorResponses(401, 403) },
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
          400: validationErrorResponse,
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
