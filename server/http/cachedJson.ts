import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SearchCache, SerializedSearch } from '../offers/searchCache.js';
import type { ListPage } from './adminList.js';
import { contentRange } from './list.js';

/**
 * A hot public read (one offer, an article, a profile, the categories) kept as its JSON answer in the search's cache
 * under its own key, so the same clearing empties it: every write that changes what is public announces 'search'
 * in its transaction and every process clears this cache when it commits (server/db/cacheChanges.ts); the same TTL
 * (`SEARCH_CACHE_SECONDS`, 0 turns it off) bounds the rest. The answer is encoded by the route's response schema
 * exactly as Fastify's serializer would, once per entry instead of once per request. A load that throws (404) is
 * not kept.
 */
export function cachedJson<S extends z.ZodType>(
  cache: SearchCache<SerializedSearch>,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
): Promise<SerializedSearch> {
  return cache.get(key, async () => JSON.stringify(z.encode(schema, await load())));
}

/** Sends an answer already serialised: Fastify sends a string with a JSON type as it is. */
export function sendJson(reply: FastifyReply, json: SerializedSearch): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A public list page (react-admin's `Content-Range` and its rows) kept the same way: the header and the JSON body in
 * one entry, the header on the first line (it holds no line break).
 */
export function cachedPage<S extends z.ZodType>(
  cache: SearchCache<SerializedSearch>,
  key: string,
  rowSchema: S,
  load: () => Promise<ListPage<z.output<S>>>,
): Promise<SerializedSearch> {
  return cache.get(key, async () => {
    const { rows, total, offset } = await load();
    const body = JSON.stringify(rows.map((row) => z.encode(rowSchema, row)));
    return `${contentRange(rows.length, total, offset)}\n${body}`;
  });
}

/** Sends a page kept by cachedPage, with its header exposed as sendPage does. */
export function sendCachedPage(reply: FastifyReply, entry: SerializedSearch): FastifyReply {
  const lineEnd = entry.indexOf('\n');
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  reply.header('Content-Range', entry.slice(0, lineEnd));
  return sendJson(reply, entry.slice(lineEnd + 1));
}
