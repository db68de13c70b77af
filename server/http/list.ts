import type { FastifyReply } from 'fastify';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { badRequest } from './errors.js';

/** Without a range the server answers at most this many rows (docs/architektura.md#api). */
export const DEFAULT_LIST_LIMIT = 100;
const MAX_LIST_LIMIT = 1000;

/**
 * The react-admin list query (`sort`, `range`, `filter` as JSON) plus the plain `status` and `q` filters the apps send.
 */
export const listQuerySchema = z
  .object({
    sort: z.string().max(200).optional(),
    range: z.string().max(100).optional(),
    filter: z.string().max(5000).optional(),
    status: z.string().max(50).optional(),
    q: z.string().max(200).optional(),
  })
  .passthrough();

export type ListQuery = z.infer<typeof listQuerySchema>;

export interface ParsedList {
  offset: number;
  limit: number;
  orderBy: SQL[];
  /** The key of `sortable` the page is sorted by. */
  sortField: string;
  filter: Record<string, unknown>;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(GENERIC_MESSAGES.invalidQuery);
  }
}

/**
 * Turns a list query into offset, limit, ORDER BY and filter. Only the columns named in `sortable`
 * may be sorted on; anything else is a 400, never a query the database did not expect.
 */
export function parseListQuery(
  query: ListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  defaultSort: [string, 'ASC' | 'DESC'],
  tieBreaker: AnyColumn,
): ParsedList {
  const range = parseJson(query.range);
  let offset = 0;
  let limit = DEFAULT_LIST_LIMIT;
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0) ||
      range[1] < range[0]
    ) {
      throw badRequest(GENERIC_MESSAGES.invalidQuery);
    }
    const [first, last] = range as [number, number];
    offset = first;
    limit = Math.min(last - first + 1, MAX_LIST_LIMIT);
  }

  const sort = parseJson(query.sort) ?? defaultSort;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string') throw badRequest(GENERIC_MESSAGES.invalidSort);
  // Own properties only: `__proto__` or `constructor` would otherwise find the object's prototype (a 500, not a 400).
  const column = Object.hasOwn(sortable, sort[0]) ? sortable[sort[0]] : undefined;
  const direction = String(sort[1] ?? 'ASC').toUpperCase();
  if (!column || (direction !== 'ASC' && direction !== 'DESC')) throw badRequest(GENERIC_MESSAGES.invalidSort);
  const order = direction === 'ASC' ? asc : desc;

  const filter = parseJson(query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest(GENERIC_MESSAGES.invalidQuery);
  const merged: Record<string, unknown> = { ...(filter as Record<string, unknown>) };
  if (query.status && merged.status === undefined) merged.status = query.status;
  if (query.q && merged.q === undefined) merged.q = query.q;

  return { offset, limit, orderBy: [order(column), order(tieBreaker)], sortField: sort[0], filter: merged };
}

/**
 * A LIKE pattern for `text` folded as the search columns are (lower(f_unaccent(…))), its `%`, `_` and `\` matching
 * themselves. Escaped after folding: f_unaccent turns the full-width '％', '＿' and '＼' into wildcards, so escaping
 * before it let `q=％` match everything. `prefix` anchors the match at the start instead of anywhere.
 */
export function foldedLikePattern(text: string, anchor: 'anywhere' | 'prefix' = 'anywhere'): SQL {
  const folded = sql`lower(f_unaccent(${text}::text))`;
  const escaped = sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return anchor === 'prefix' ? sql`(${escaped} || '%')` : sql`('%' || ${escaped} || '%')`;
}

export function sendList<T>(reply: FastifyReply, rows: T[], total: number, offset: number, resource = 'items'): T[] {
  reply.header('Content-Range', contentRange(rows.length, total, offset, resource));
  return rows;
}

/** react-admin's `Content-Range` of a page of `count` rows from `offset`, of `total`. */
export function contentRange(count: number, total: number, offset: number, resource = 'items'): string {
  const end = count ? offset + count - 1 : offset;
  return `${resource} ${offset}-${end}/${total}`;
}
