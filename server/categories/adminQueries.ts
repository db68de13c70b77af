import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY_MESSAGES } from '../../shared/messages.js';
import type { Category } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';

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
