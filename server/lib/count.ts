import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/** Above this many estimated rows the planner's estimate is the total: exact counting would read them all. */
export const EXACT_COUNT_LIMIT = 20_000;

function planRows(result: { rows: unknown[] }): number {
  const cell = Object.values((result.rows[0] ?? {}) as Record<string, unknown>)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list page: exact while it is small, the planner's estimate when it is large, so a page of a
 * million-row list never counts the whole table (ARCHITECTURE.md "Lists"). `rows` selects the matching rows.
 */
export async function countRows(db: Db, rows: SQLWrapper, exactLimit = EXACT_COUNT_LIMIT): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
  const run = async (statement: SQLWrapper) => (await db.execute(statement)) as unknown as { rows: unknown[] };
  const estimate = planRows(await run(sql`explain (format json) ${rows}`));
  if (estimate > exactLimit) return estimate;
  const [{ total }] = (await run(sql`select count(*)::int as total from (${rows}) as matching`)).rows as { total: number }[];
  return total;
}
