import { z } from 'zod';
import { categoryResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { idParams } from '../http/adminAccess.js';
import { cachedPage, sendCachedPage } from '../http/cachedJson.js';
import { listQuerySchema } from '../http/list.js';
import { findCategory } from './adminQueries.js';
import { listCategories } from './queries.js';

/** Public reads of the category tree: the offer and article forms, the search filters and the back office use them. */
const routes: RouteModule = (app, ctx) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['categories'],
        summary: 'Lista kategorii',
        querystring: listQuerySchema,
        response: { 200: z.array(categoryResponse) },
      },
    },
    // Every form and the search filters read the tree: one answer per list query until a category changes.
    async (request, reply) =>
      sendCachedPage(
        reply,
        await cachedPage(ctx.searchCache, `categories:${JSON.stringify(request.query)}`, categoryResponse, () =>
          listCategories(ctx.db, request.query),
        ),
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Jedna kategoria',
        params: idParams,
        response: { 200: categoryResponse },
      },
    },
    async (request) => findCategory(ctx.db, request.params.id),
  );
};

export default routes;
