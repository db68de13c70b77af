import { sql } from 'drizzle-orm';
import type { Db } from './index.js';
import type { Notifications } from './notifications.js';

/*
 * What the server keeps in memory for hot reads, and how a write anywhere empties it everywhere
 * (docs/wspolny-stan.md, 'Pamięć podręczna'). A write function announces in its own transaction which caches it
 * makes stale; the announcement is a `pg_notify`, so every process sharing the database (this one included) hears
 * it when the transaction commits, and nobody if it rolls back. PGlite delivers it in this process the same way.
 */

export const CACHES = ['search', 'synonyms', 'settings'] as const;
/**
 * 'search': public offer search answers, and the hot reads kept with them (one offer, an article, an organisation's
 * profile, the categories: server/http/cachedJson.ts); 'synonyms': the thesaurus; 'settings': the portal's public
 * settings.
 */
export type CacheName = (typeof CACHES)[number];

/** The notifications' channel; the payload names the caches, separated by spaces. */
export const CACHE_CHANGES_CHANNEL = 'portal_caches';

const clearers = new Map<CacheName, Set<() => void>>(CACHES.map((name) => [name, new Set()]));

const isCacheName = (word: string): word is CacheName => (CACHES as readonly string[]).includes(word);

function clearCaches(names: Iterable<CacheName>): void {
  for (const name of names) for (const clear of clearers.get(name) ?? []) clear();
}

/**
 * The one entry point for a cache of this process: `clear` runs whenever a write on any process makes `cache`
 * stale. Answers the function that unregisters it (an app closing). A new cache picks the name of the data it
 * holds, or a new name added to CACHES and announced by the writes that change it.
 */
export function onCacheChange(cache: CacheName, clear: () => void): () => void {
  clearers.get(cache)!.add(clear);
  return () => void clearers.get(cache)!.delete(clear);
}

/**
 * Called by a write function inside its transaction, best as its last statement: every process clears these
 * caches once it commits. This process clears them also at once, so that the writer's very next request (which
 * may beat the notification) reads the change; a read in between may fill the cache with what it saw before the
 * commit, which the notification then clears. PostgreSQL folds identical announcements of one transaction into one
 * notification.
 */
export async function announceChange(tx: Db, ...caches: CacheName[]): Promise<void> {
  clearCaches(caches);
  await tx.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, ${caches.join(' ')})`);
}

/**
 * Makes this process clear its caches on every announcement; after the listening connection was lost and made
 * again (announcements in between are lost), it clears all of them.
 */
export function clearCachesOnChanges(notifications: Notifications): void {
  notifications.listen(CACHE_CHANGES_CHANNEL, (payload) => clearCaches(payload.split(' ').filter(isCacheName)));
  notifications.onGap(() => clearCaches(CACHES));
}
