import { asc } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { searchSynonyms } from '../db/schema.js';

/** Other server processes on a shared PostgreSQL see a changed thesaurus within this time. */
const CACHE_MS = 30_000;

/** Per database: the tests run several apps, each on its own database, in one process. */
const cache = new WeakMap<Db, { groups: Promise<string[][]>; expires: number }>();

/** The thesaurus' groups of equivalent words and phrases, read once and kept for a while (every search needs them). */
export function synonymGroups(db: Db): Promise<string[][]> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.groups;
  const groups = db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.created_at))
    .then((rows) => rows.map((row) => row.terms));
  cache.set(db, { groups, expires: now + CACHE_MS });
  groups.catch(() => cache.delete(db));
  return groups;
}

/** After a change in the back office: the next search reads the thesaurus again instead of waiting out the cache. */
export function forgetSynonymGroups(db: Db): void {
  cache.delete(db);
}
