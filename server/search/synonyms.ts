import { asc } from 'drizzle-orm';
import { onCacheChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { searchSynonyms } from '../db/schema.js';

/**
 * A change of the thesaurus empties this cache in every process when it commits (server/db/cacheChanges.ts); the
 * time only bounds how long a missed notification could keep old groups.
 */
const CACHE_MS = 30_000;

/** Per database: the tests run several apps, each on its own database, in one process. */
let cache = new WeakMap<Db, { groups: Promise<string[][]>; expires: number }>();
onCacheChange('synonyms', () => {
  cache = new WeakMap();
});

/** The thesaurus' groups of equivalent words and phrases, read once and kept until they change (every search needs them). */
export function synonymGroups(db: Db): Promise<string[][]> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.expires > now) return cached.groups;
  const groups = db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.created_at))
    .then((rows) => rows.map((row) => row.terms));
  const entries = cache;
  entries.set(db, { groups, expires: now + CACHE_MS });
  groups.catch(() => entries.delete(db));
  return groups;
}
