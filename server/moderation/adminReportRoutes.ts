import { z } from 'zod';
import { reportDecisionSchema } from '../../shared/schemas/moderation.js';
import { adminReportResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { decideReport, listReports, reportView } from './reports.js';

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
        response: { 200: z.array(adminReportResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listReports(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zgłoszenie',
        params: idParams,
        response: { 200: adminReportResponse, ...errorResponses(400, 401, 403, 404) },
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
        response: { 200: adminReportResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => decideReport(ctx, requireAdmin(request), request.params.id, request.body, request.log),
  );
};

export default routes;
