import { adminVerificationResponse } from '../../shared/schemas/responses.js';
import { verificationDecisionSchema } from '../../shared/schemas/verification.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, adminQueueRoutes, idParams, jsonObject } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { decideVerification, listVerifications, verificationView } from './adminQueries.js';

/** Back office 'Weryfikacje': organisations' requests, checked against the public registers, and the decision. */
const routes: RouteModule = (app, ctx) => {
  adminQueueRoutes(app, {
    item: adminVerificationResponse,
    listSummary: 'Lista próśb o weryfikację organizacji',
    itemSummary: 'Prośba o weryfikację organizacji',
    list: (admin, query) => listVerifications(ctx.db, admin, query),
    read: (admin, id) => verificationView(ctx.db, admin, id),
  });

  app.patch(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary:
          'Decyzja w sprawie weryfikacji: zatwierdzenie (znak „Organizacja zweryfikowana”) albo odrzucenie z powodem',
        params: idParams,
        body: jsonObject(verificationDecisionSchema),
        response: { 200: adminVerificationResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => decideVerification(ctx, requireAdmin(request), request.params.id, request.body),
  );
};

export default routes;
