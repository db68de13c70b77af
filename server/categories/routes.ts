import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { categoryResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { categories } from '../db/schema.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { idParams } from '../http/adminAccess.js';
import { findCategory, parentCategories, selectCategories, toCategory } from './adminQueries.js';
import {
  anyOf,
  foldedText,
  idsFilterField,
  matchesText,
  parseFilter,
  sendPage,
  textFilterField,
  uuidFilterField,
} from '../http/adminList.js';

const SORTABLE = {
  name: foldedText(categories.name),
  slug: categories.slug,
  description: foldedText(categories.description),
  created_at: categories.created_at,
  'parent.name': foldedText(parentCategories.name),
};

const listFilter = z.strictObject({
  q: textFilterField,
  /** null lists the top-level categories. */
  parent_id: uuidFilterField.nullable(),
  id: idsFilterField,
});

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
      const list = parseListQuery(request.query, SORTABLE, ['name', 'ASC'], categories.id);
      const filter = parseFilter(listFilter, list.filter);
      const where = and(
        filter.q ? matchesText(filter.q, [foldedText(categories.name), categories.slug]) : undefined,
        filter.parent_id === undefined
          ? undefined
          : filter.parent_id === null
            ? isNull(categories.parent_id)
            : eq(categories.parent_id, filter.parent_id),
        filter.id ? anyOf(categories.id, filter.id) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        selectCategories(ctx.db)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        ctx.db.select({ total: count() }).from(categories).where(where),
      ]);
      return sendPage(reply, rows.map(toCategory), total, list.offset);
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
