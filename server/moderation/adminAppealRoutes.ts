import { z } from 'zod';
import { appealDecisionSchema } from '../../shared/schemas/moderation.js';
import { adminAppealResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { appealView, decideAppeal, listAppeals } from './appeals.js';

/** Back office 'Odwołania' (DSA art. 20): the authors' complaints and their outcome. */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista odwołań od decyzji moderacyjnych',
        querystring: listQuerySchema,
        response: { 200: z.array(adminAppealResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listAppeals(ctx.db, requireAdmin(request), request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Odwołanie',
        params: idParams,
        response: { 200: adminAppealResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => appealView(ctx.db, request.params.id, requireAdmin(request)),
  );

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
