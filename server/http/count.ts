import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/**
 * Up to this many matching rows a list shows its exact total. Counting more would read every one of them on
 * every page; above it the planner's estimate serves (docs/wydajnosc.md#jak-to-działa).
 */
export const EXACT_COUNT_LIMIT = 1_000;

// Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
const run = async (db: Db, statement: SQLWrapper) => {
  const result: unknown = await db.execute(statement);
  return (result as { rows: unknown[] }).rows;
};

function planRows(rows: unknown[]): number {
  const cell = Object.values((rows[0] ?? {}) as Record<string, unknown>)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list page. `rows` selects the matching rows (without ORDER BY or LIMIT). The count stops one row
 * past `exactLimit`, so its cost is bounded whatever the table's size; past the limit the planner's estimate
 * is the total, never less than what was actually counted.
 */
export async function countRows(db: Db, rows: SQLWrapper, exactLimit = EXACT_COUNT_LIMIT): Promise<number> {
  const [{ counted }] = (await run(
    db,
    sql`select count(*)::int as counted from (${rows} limit ${exactLimit + 1}) as matching`,
  )) as {
    counted: number;
  }[];
  if (counted <= exactLimit) return counted;
  return Math.max(counted, planRows(await run(db, sql`explain (format json) ${rows}`)));
}
