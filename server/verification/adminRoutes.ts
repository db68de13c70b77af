import { z } from 'zod';
import { adminVerificationResponse } from '../../shared/schemas/responses.js';
import { verificationDecisionSchema } from '../../shared/schemas/verification.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { decideVerification, listVerifications, verificationView } from './adminQueries.js';

/** Back office 'Weryfikacje': organisations' requests, checked against the public registers, and the decision. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista próśb o weryfikację organizacji',
        querystring: listQuerySchema,
        response: { 200: z.array(adminVerificationResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listVerifications(ctx.db, requireAdmin(request), request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Prośba o weryfikację organizacji',
        params: idParams,
        response: { 200: adminVerificationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return verificationView(ctx.db, requireAdmin(request), request.params.id);
    },
  );

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
