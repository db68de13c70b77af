import type { FastifyReply } from 'fastify';
import { inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import type { Db } from '../db/index.js';
import { countRows } from './count.js';
import { badRequest } from './errors.js';
import { foldedLikePattern, sendList, type ParsedList } from './list.js';

/** One page of a back-office list: its rows, how many match in all, and where the page starts. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  offset: number;
}

/**
 * The page the list query asks for: `rows` (the matching rows, unordered; pass `query.$dynamic()`) in the list's
 * order and range, beside the total of `matching` (the same rows, selected by their id alone) as countRows counts
 * it; both are asked at once.
 */
export async function listPage<Query extends PgSelect>(
  db: Db,
  list: ParsedList,
  rows: Query,
  matching: SQLWrapper,
): Promise<ListPage<Query['_']['result'][number]>> {
  const [page, total] = await Promise.all([
    rows
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset),
    countRows(db, matching),
  ]);
  return { rows: page, total, offset: list.offset };
}

/** Sends a list page the react-admin way; the header is exposed so a browser on another origin can read the total. */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number, offset: number): T[] {
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return sendList(reply, rows, total, offset);
}

/** Validates the `filter` object of a list: unknown keys and malformed values are a 400, never silently ignored. */
export function parseFilter<S extends z.ZodType>(schema: S, filter: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(filter);
  if (!result.success) throw badRequest(GENERIC_MESSAGES.invalidFilter);
  return result.data;
}

const uuid = z.string().regex(UUID_PATTERN);

/** react-admin's getMany sends `filter={"id":[…]}`. */
export const idsFilterField = z
  .union([uuid, z.array(uuid).max(1000)])
  .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
  .optional();

export const textFilterField = z
  .string()
  .max(200)
  .transform((text) => text.trim())
  .optional();

export const booleanFilterField = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
  .optional();

export const uuidFilterField = uuid.optional();

/** `column IN (values)`; an empty list matches nothing. */
export function anyOf(column: AnyColumn, values: string[]): SQL {
  return values.length ? inArray(column, values) : sql`false`;
}

/**
 * Case- and accent-insensitive substring match: `keys` are already lower(f_unaccent(…)) expressions
 * (generated columns where there is one, so the trigram indexes apply), the search text is folded the same way.
 */
export function matchesText(text: string, keys: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = foldedLikePattern(text);
  return or(...keys.map((key) => sql`${key} like ${pattern}`));
}

/** Folds a text column the way the generated search columns are folded. */
export function foldedText(column: AnyColumn): SQL {
  return sql`lower(f_unaccent(coalesce(${column}, '')))`;
}

/** Postgres unique-violation, whichever driver (node-postgres or PGlite) and whether Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
