import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CATEGORY_MESSAGES } from '../../shared/messages.js';
import { categorySchema, type CategoryData } from '../../shared/schemas/category.js';
import { categoryResponse, noContentResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { categories, type CategoryRow } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { checkParent, findCategory } from './adminQueries.js';
import { isUniqueViolation } from '../http/adminList.js';
import { recordAudit } from '../audit/audit.js';
import { documentsFiledUnder, reindexDocuments, type FiledDocuments } from '../search/indexing.js';

const body = jsonObject(categorySchema);
const slugTaken = () =>
  new HttpError(409, CATEGORY_MESSAGES.slugTaken, [{ field: 'slug', message: CATEGORY_MESSAGES.slugTaken }]);

async function lockedCategory(db: Db, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return row;
}

/** The slug is the category's address in search filters: no two categories share one. */
async function checkSlug(db: Db, slug: string, categoryId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), categoryId ? ne(categories.id, categoryId) : undefined))
    .limit(1);
  if (taken) throw slugTaken();
}

const columns = (input: CategoryData) => ({
  name: input.name,
  slug: input.slug,
  description: input.description ?? null,
  parent_id: input.parent_id ?? null,
});

/** A concurrent save may still hit the unique index: it gets the same answer as the check above. */
const uniqueSlug = (error: unknown) => {
  throw isUniqueViolation(error) ? slugTaken() : error;
};

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  /**
   * A category's name is part of what its offers and articles are found by ('rehabilitacja dzieci'): after a rename,
   * a move or a deletion they are analysed again once the answer is sent (a large category takes seconds), and the
   * cached searches go.
   */
  const reanalyse = (log: FastifyBaseLogger, documents: () => Promise<FiledDocuments>) =>
    ctx.background.run("re-analysing a category's offers and articles failed", log, async () => {
      await reindexDocuments(ctx.db, await documents());
      ctx.searchCache.clear();
    });

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
    async (request, reply) => {
      const actor = requireAdmin(request);
      const id = await ctx.db
        .transaction(async (tx) => {
          await checkSlug(tx, request.body.slug, null);
          await checkParent(tx, null, request.body.parent_id);
          const [row] = await tx.insert(categories).values(columns(request.body)).returning();
          await recordAudit(tx, actor, {
            action: 'category.create',
            entityType: 'category',
            entityId: row.id,
            before: null,
            after: row,
          });
          return row.id;
        })
        .catch(uniqueSlug);
      reply.status(201);
      return findCategory(ctx.db, id);
    },
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
    async (request) => {
      const actor = requireAdmin(request);
      const { id } = request.params;
      const renamed = await ctx.db
        .transaction(async (tx) => {
          const before = await lockedCategory(tx, id);
          await checkSlug(tx, request.body.slug, id);
          await checkParent(tx, id, request.body.parent_id);
          const [after] = await tx
            .update(categories)
            .set({ ...columns(request.body), updated_at: sql`now()` })
            .where(eq(categories.id, id))
            .returning();
          await recordAudit(tx, actor, {
            action: 'category.update',
            entityType: 'category',
            entityId: id,
            before,
            after,
          });
          return before.name !== after.name || before.parent_id !== after.parent_id;
        })
        .catch(uniqueSlug);
      if (renamed) reanalyse(request.log, () => documentsFiledUnder(ctx.db, id));
      return findCategory(ctx.db, id);
    },
  );

  // Offers, articles and subcategories stay: their category (or parent) becomes empty (ON DELETE SET NULL).
  app.delete(
    '/:id',
    {
      schema: { ...ADMIN_DOCS, summary: 'Usunięcie kategorii', params: idParams, response: { 204: noContentResponse } },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const filed = await ctx.db.transaction(async (tx) => {
        const before = await lockedCategory(tx, request.params.id);
        // Read before the delete empties their category.
        const documents = await documentsFiledUnder(tx, before.id);
        await tx.delete(categories).where(eq(categories.id, before.id));
        await recordAudit(tx, actor, {
          action: 'category.delete',
          entityType: 'category',
          entityId: before.id,
          before,
          after: null,
        });
        return documents;
      });
      reanalyse(request.log, () => Promise.resolve(filed));
      return reply.status(204).send(null);
    },
  );
};

export default routes;
