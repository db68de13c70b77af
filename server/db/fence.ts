import { sql } from 'drizzle-orm';

/**
 * `offset 0` for a subquery's `.offset()`: an optimisation fence. PostgreSQL plans a subquery with an OFFSET on its
 * own instead of merging it into the statement around it, so its rows are chosen for the whole set (through the
 * indexes of its conditions) and each of its expressions is computed once per row. Drizzle leaves an offset of 0 out
 * of the statement (it tests the number for truth), so the fence is given as SQL, which it writes as it is.
 */
export const OPTIMISATION_FENCE = sql`0` as unknown as number;
