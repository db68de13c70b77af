import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { rowsOf } from './indexing.js';

/**
 * Runs one statement of the search and answers its rows. The server runs them on its database; the benchmark's
 * floor runs the very same SQL on a bare driver (tests/bench/floor.ts).
 */
export type Execute = <Row>(statement: SQL) => Promise<Row[]>;

export const executeOn =
  (db: Db): Execute =>
  (statement) =>
    rowsOf(db, statement);
