import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapPool, type Database } from '../../server/db/index.js';
import { rowsOf } from '../../server/search/indexing.js';

const url = process.env.DATABASE_URL;

/**
 * A connection that PostgreSQL ends while the server holds it inside a transaction (pg_terminate_backend, a failover)
 * must fail that transaction, not the process: the pool's own 'error' listener hears only of idle connections.
 */
describe.skipIf(!url)('a PostgreSQL connection lost inside a transaction', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('fails the transaction and leaves the pool serving', async () => {
    const heard: Error[] = [];
    database = wrapPool(new pg.Pool({ connectionString: url, max: 2 }), (error) => heard.push(error));
    const { db } = database;
    const transaction = db.transaction(async (tx) => {
      const [{ pid }] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      await killer.query('select pg_terminate_backend($1)', [pid]);
      await killer.end();
      // Between two statements, as a transaction does while the server computes: the 'error' event comes now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(heard.length).toBeGreaterThan(0);
    const [after] = await rowsOf<{ one: number }>(db, sql`select 1 as one`);
    expect(after.one).toBe(1);
  });
});
