import { z } from 'zod';
import { adminCorrectionResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { escalatedCorrection, listEscalatedCorrections, requestConfirmation } from './corrections.js';

/** Back office 'Poprawki danych': corrections their organisations left unhandled for two weeks. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Poprawki danych: zgłoszenia nieaktualnych danych bez reakcji organizacji',
        querystring: listQuerySchema,
        response: { 200: z.array(adminCorrectionResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listEscalatedCorrections(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Poprawka danych',
        params: idParams,
        response: { 200: adminCorrectionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return escalatedCorrection(ctx.db, request.params.id);
    },
  );

  app.post(
    '/:id/request-confirmation',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Oznaczenie oferty jako wymagającej potwierdzenia danych przez organizację',
        params: idParams,
        response: { 200: adminCorrectionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => requestConfirmation(ctx, requireAdmin(request), request.params.id),
  );
};

export default routes;
