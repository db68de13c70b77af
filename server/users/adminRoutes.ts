import { z } from 'zod';
import { canCreateUser } from '../../shared/permissions.js';
import { adminUserCreateSchema, adminUserUpdateSchema } from '../../shared/schemas/auth.js';
import { noContentResponse, userResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { registerUserActions } from './adminActionRoutes.js';
import { createUser, deleteUser, updateUser } from './adminActions.js';
import { findVisibleUser, listUsers, toUser } from './adminQueries.js';

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista kont',
        querystring: listQuerySchema,
        response: { 200: z.array(userResponse) },
      },
    },
    async (request, reply) => {
      const page = await listUsers(ctx.db, requireAdmin(request), request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Jedno konto', params: idParams, response: { 200: userResponse } } },
    async (request) => {
      const actor = requireAdmin(request);
      return toUser(await findVisibleUser(ctx.db, actor, request.params.id));
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Utworzenie konta (tylko Super Administrator)',
        body: jsonObject(adminUserCreateSchema),
        // 409: the address has an account.
        response: { 201: userResponse, ...errorResponses(409) },
      },
      // Only a superadmin creates accounts: anyone else is refused before the body is even looked at.
      preValidation: async (request) => {
        const decision = canCreateUser(requireAdmin(request));
        if (!decision.allowed) throw forbidden(decision.message);
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(ctx, requireAdmin(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja konta',
        description:
          'Znak „Konto zweryfikowane” nie zastępuje decyzji w sprawie czekającej prośby o weryfikację (409: decyzja w „Weryfikacje”).',
        params: idParams,
        body: jsonObject(adminUserUpdateSchema),
        response: { 200: userResponse, ...errorResponses(409) },
      },
    },
    async (request) => updateUser(ctx, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Usunięcie konta', params: idParams, response: { 204: noContentResponse } } },
    async (request, reply) => {
      await deleteUser(ctx, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  registerUserActions(app, ctx);
};

export default routes;
