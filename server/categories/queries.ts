import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Category } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories } from '../db/schema.js';
import {
  anyOf,
  foldedText,
  idsFilterField,
  matchesText,
  parseFilter,
  textFilterField,
  uuidFilterField,
  type ListPage,
} from '../http/adminList.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { parentCategories, selectCategories, toCategory } from './adminQueries.js';

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

/** One page of the category tree, filtered (by text, by parent) and sorted as the list query asks. */
export async function listCategories(db: Db, query: ListQuery): Promise<ListPage<Category>> {
  const list = parseListQuery(query, SORTABLE, ['name', 'ASC'], categories.id);
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
    selectCategories(db)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { rows: rows.map(toCategory), total, offset: list.offset };
}
