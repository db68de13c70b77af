import { categorySchema } from '../../shared/schemas/category.js';
import { categoryResponse, noContentResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { requireAdmin } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { createCategory, deleteCategory, findCategory, updateCategory } from './adminQueries.js';

const body = jsonObject(categorySchema);

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Jedna kategoria', params: idParams, response: { 200: categoryResponse } } },
    async (request) => {
      requireAdmin(request);
      return findCategory(ctx.db, request.params.id);
    },
  );

  // 409: another category has the slug.
  const slugConflict = errorResponses(409);

  app.post(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Dodanie kategorii',
        body,
        response: { 201: categoryResponse, ...slugConflict },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(ctx, requireAdmin(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja kategorii',
        params: idParams,
        body,
        response: { 200: categoryResponse, ...slugConflict },
      },
    },
    async (request) => updateCategory(ctx, requireAdmin(request), request.params.id, request.body, request.log),
  );

  app.delete(
    '/:id',
    {
      schema: { ...ADMIN_DOCS, summary: 'Usunięcie kategorii', params: idParams, response: { 204: noContentResponse } },
    },
    async (request, reply) => {
      await deleteCategory(ctx, requireAdmin(request), request.params.id, request.log);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
