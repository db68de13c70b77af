import { z } from 'zod';
import { categoryResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { idParams } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
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
    async (request, reply) => {
      const page = await listCategories(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
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
