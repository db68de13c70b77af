import { reportDecisionSchema } from '../../shared/schemas/moderation.js';
import { adminReportResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, adminQueueRoutes, idParams, jsonObject } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { decideReport, listReports, reportView } from './reports.js';

/** Back office 'Zgłoszenia': the notices and the admin's decision on each. */
const routes: RouteModule = (app, ctx) => {
  adminQueueRoutes(app, {
    item: adminReportResponse,
    listSummary: 'Lista zgłoszeń naruszeń',
    itemSummary: 'Zgłoszenie',
    list: (_admin, query) => listReports(ctx.db, query),
    read: (_admin, id) => reportView(ctx.db, id),
  });

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
