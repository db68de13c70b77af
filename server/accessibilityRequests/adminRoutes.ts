import { z } from 'zod';
import { accessibilityRequestStatusSchema } from '../../shared/schemas/accessibilityRequest.js';
import { accessibilityRequestResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { accessibilityRequestView, changeAccessibilityRequestStatus, listAccessibilityRequests } from './requests.js';

/** Back office 'Zgłoszenia dostępności': the requests with their 7-day due dates, and their status. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista zgłoszeń dostępności z terminami odpowiedzi',
        querystring: listQuerySchema,
        response: { 200: z.array(accessibilityRequestResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listAccessibilityRequests(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zgłoszenie dostępności',
        params: idParams,
        response: { 200: accessibilityRequestResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return accessibilityRequestView(ctx.db, request.params.id);
    },
  );

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
