import { accessibilityRequestStatusSchema } from '../../shared/schemas/accessibilityRequest.js';
import { accessibilityRequestResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, adminQueueRoutes, idParams, jsonObject } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { accessibilityRequestView, changeAccessibilityRequestStatus, listAccessibilityRequests } from './requests.js';

/** Back office 'Zgłoszenia dostępności': the requests with their 7-day due dates, and their status. */
const routes: RouteModule = (app, ctx) => {
  adminQueueRoutes(app, {
    item: accessibilityRequestResponse,
    listSummary: 'Lista zgłoszeń dostępności z terminami odpowiedzi',
    itemSummary: 'Zgłoszenie dostępności',
    list: (_admin, query) => listAccessibilityRequests(ctx.db, query),
    read: (_admin, id) => accessibilityRequestView(ctx.db, id),
  });

  app.patch(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zmiana statusu zgłoszenia dostępności: nowe, w toku, odpowiedziano',
        params: idParams,
        body: jsonObject(accessibilityRequestStatusSchema),
        response: { 200: accessibilityRequestResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      changeAccessibilityRequestStatus(ctx.db, requireAdmin(request), request.params.id, request.body.status),
  );
};

export default routes;
