import { appealDecisionSchema } from '../../shared/schemas/moderation.js';
import { adminAppealResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, adminQueueRoutes, idParams, jsonObject } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { appealView, decideAppeal, listAppeals } from './appeals.js';

/** Back office 'Odwołania' (DSA art. 20): the authors' complaints and their outcome. */
const routes: RouteModule = (app, ctx) => {
  adminQueueRoutes(app, {
    item: adminAppealResponse,
    listSummary: 'Lista odwołań od decyzji moderacyjnych',
    itemSummary: 'Odwołanie',
    list: (admin, query) => listAppeals(ctx.db, admin, query),
    read: (admin, id) => appealView(ctx.db, id, admin),
  });

  app.patch(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Rozstrzygnięcie odwołania (utrzymanie albo zmiana decyzji, z uzasadnieniem)',
        params: idParams,
        body: jsonObject(appealDecisionSchema),
        response: { 200: adminAppealResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => decideAppeal(ctx, requireAdmin(request), request.params.id, request.body, request.log),
  );
};

export default routes;
