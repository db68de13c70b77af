import { adminCorrectionResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, adminQueueRoutes, idParams } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { escalatedCorrection, listEscalatedCorrections, requestConfirmation } from './corrections.js';

/** Back office 'Poprawki danych': corrections their organisations left unhandled for two weeks. */
const routes: RouteModule = (app, ctx) => {
  adminQueueRoutes(app, {
    item: adminCorrectionResponse,
    listSummary: 'Poprawki danych: zgłoszenia nieaktualnych danych bez reakcji organizacji',
    itemSummary: 'Poprawka danych',
    list: (_admin, query) => listEscalatedCorrections(ctx.db, query),
    read: (_admin, id) => escalatedCorrection(ctx.db, id),
  });

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
