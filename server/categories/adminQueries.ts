import type { FastifyBaseLogger } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY_MESSAGES } from '../../shared/messages.js';
import type { CategoryData } from '../../shared/schemas/category.js';
import type { Category } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { categories, type CategoryRow } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { documentsFiledUnder, reindexDocuments, type FiledDocuments } from '../search/indexing.js';

export const parentCategories = alias(categories, 'parent_category');

/** A category with its parent's name; the caller adds where/orderBy/limit. */
export function selectCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      parent_id: categories.parent_id,
      parent_name: parentCategories.name,
    })
    .from(categories)
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parent_id))
    .$dynamic();
}

type CategoryQueryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['execute']>>[number];

export function toCategory({ parent_name, ...row }: CategoryQueryRow): Category {
  return { ...row, parent_category_id: row.parent_id, parent: parent_name === null ? null : { name: parent_name } };
}

export async function findCategory(db: Db, id: string): Promise<Category> {
  const [row] = await selectCategories(db).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  return toCategory(row);
}

const parentError = (message: string) => new HttpError(422, message, [{ field: 'parent_id', message }]);

/**
 * The parent must exist and must not be the category itself or one of its descendants:
 * either would turn the tree into a cycle. Walks up from the chosen parent to the root.
 */
export async function checkParent(db: Db, categoryId: string | null, parentId: string | undefined): Promise<void> {
  if (!parentId) return;
  if (parentId === categoryId) throw parentError(CATEGORY_MESSAGES.parentSelf);
  const seen = new Set<string>();
  let ancestor: string | null = parentId;
  while (ancestor && !seen.has(ancestor)) {
    seen.add(ancestor);
    const [row]: { parent_id: string | null }[] = await db
      .select({ parent_id: categories.parent_id })
      .from(categories)
      .where(eq(categories.id, ancestor))
      .limit(1);
    if (!row) throw parentError(CATEGORY_MESSAGES.parentMissing);
    if (categoryId && row.parent_id === categoryId) throw parentError(CATEGORY_MESSAGES.parentDescendant);
    ancestor = row.parent_id;
  }
}

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

/**
 * A category's name is part of what its offers and articles are found by ('rehabilitacja dzieci'): after a rename,
 * a move or a deletion they are analysed again once the answer is sent (a large category takes seconds), and the
 * cached searches go.
 */
const reanalyse = (ctx: AppContext, log: FastifyBaseLogger, documents: () => Promise<FiledDocuments>) =>
  ctx.background.run("re-analysing a category's offers and articles failed", log, async () => {
    await reindexDocuments(ctx.db, await documents());
    await announceChange(ctx.db, 'search');
  });

/** Adds a category (409 for a slug another one has, 422 for a parent that would not do). */
export async function createCategory(ctx: AppContext, actor: AuthUser, input: CategoryData): Promise<Category> {
  const id = await ctx.db
    .transaction(async (tx) => {
      await checkSlug(tx, input.slug, null);
      await checkParent(tx, null, input.parent_id);
      const [row] = await tx.insert(categories).values(columns(input)).returning();
      await recordAudit(tx, actor, {
        action: 'category.create',
        entityType: 'category',
        entityId: row.id,
        before: null,
        after: row,
      });
      // The category list is kept in the search's cache (server/http/cachedJson.ts).
      await announceChange(tx, 'search');
      return row.id;
    })
    .catch(uniqueSlug);
  return findCategory(ctx.db, id);
}

/** Edits a category; a new name or parent re-analyses what is filed under it once the answer is sent. */
export async function updateCategory(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: CategoryData,
  log: FastifyBaseLogger,
): Promise<Category> {
  const renamed = await ctx.db
    .transaction(async (tx) => {
      const before = await lockedCategory(tx, id);
      await checkSlug(tx, input.slug, id);
      await checkParent(tx, id, input.parent_id);
      const [after] = await tx
        .update(categories)
        .set({ ...columns(input), updated_at: sql`now()` })
        .where(eq(categories.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        before,
        after,
      });
      // The results show the category's name and link to it by its slug.
      await announceChange(tx, 'search');
      return before.name !== after.name || before.parent_id !== after.parent_id;
    })
    .catch(uniqueSlug);
  if (renamed) reanalyse(ctx, log, () => documentsFiledUnder(ctx.db, id));
  return findCategory(ctx.db, id);
}

/**
 * Deletes a category; its offers, articles and subcategories stay, their category (or parent) becomes empty
 * (ON DELETE SET NULL), and they are re-analysed once the answer is sent.
 */
export async function deleteCategory(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const filed = await ctx.db.transaction(async (tx) => {
    const before = await lockedCategory(tx, id);
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
    await announceChange(tx, 'search');
    return documents;
  });
  reanalyse(ctx, log, () => Promise.resolve(filed));
}
