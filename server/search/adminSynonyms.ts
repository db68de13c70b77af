import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYNONYM_MESSAGES } from '../../shared/messages.js';
import type { SearchSynonym } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { searchSynonyms, type SearchSynonymRow } from '../db/schema.js';
import { anyOf, idsFilterField, matchesText, parseFilter, textFilterField, type ListPage } from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';

/*
 * The thesaurus' groups for administrators ('Synonimy wyszukiwania'). A write clears the thesaurus and the search
 * answers cached by every server process when it commits (server/db/cacheChanges.ts).
 */

/** The group's words as one folded text: the list searches and sorts on it. */
const foldedTerms = sql`lower(f_unaccent(array_to_string(${searchSynonyms.terms}, ' ')))`;

const SORTABLE = {
  terms: foldedTerms,
  created_at: searchSynonyms.created_at,
  updated_at: searchSynonyms.updated_at,
};

const listFilter = z.strictObject({ q: textFilterField, id: idsFilterField });

async function lockedGroup(db: Db, id: string): Promise<SearchSynonymRow> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1).for('update');
  if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
  return row;
}

/** One page of the groups, filtered by their words and sorted as the list query asks. */
export async function listSynonymGroups(db: Db, query: ListQuery): Promise<ListPage<SearchSynonym>> {
  const list = parseListQuery(query, SORTABLE, ['terms', 'ASC'], searchSynonyms.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q ? matchesText(filter.q, [foldedTerms]) : undefined,
    filter.id ? anyOf(searchSynonyms.id, filter.id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(searchSynonyms).where(where),
  ]);
  return { rows, total, offset: list.offset };
}

export async function synonymGroup(db: Db, id: string): Promise<SearchSynonym> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1);
  if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
  return row;
}

export async function createSynonymGroup(ctx: AppContext, actor: AuthUser, terms: string[]): Promise<SearchSynonym> {
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(searchSynonyms).values({ terms: terms }).returning();
    await recordAudit(tx, actor, {
      action: 'search_synonym.create',
      entityType: 'search_synonym',
      entityId: created.id,
      before: null,
      after: created,
    });
    await announceChange(tx, 'synonyms', 'search');
    return created;
  });
}

export async function updateSynonymGroup(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  terms: string[],
): Promise<SearchSynonym> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedGroup(tx, id);
    const [after] = await tx
      .update(searchSynonyms)
      .set({ terms: terms, updated_at: sql`now()` })
      .where(eq(searchSynonyms.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'search_synonym.update',
      entityType: 'search_synonym',
      entityId: id,
      before,
      after,
    });
    await announceChange(tx, 'synonyms', 'search');
    return after;
  });
}

export async function deleteSynonymGroup(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedGroup(tx, id);
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, before.id));
    await recordAudit(tx, actor, {
      action: 'search_synonym.delete',
      entityType: 'search_synonym',
      entityId: before.id,
      before,
      after: null,
    });
    await announceChange(tx, 'synonyms', 'search');
  });
}
