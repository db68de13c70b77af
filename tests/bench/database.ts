import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, wrapPglite, wrapPool, type Database } from '../../server/db/index.js';
import { ensureBaseData } from '../../server/db/baseData.js';
import { seedBenchData } from './seedBench.js';

export interface RawConnection {
  query: (text: string, params: unknown[]) => Promise<unknown[]>;
  close: () => Promise<void>;
}

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** Environment for the server process: where its database is. */
  serverEnv: Record<string, string>;
  /** Opens the same database in this process with the bare driver (for the floor), after the server has stopped. */
  openRaw: () => Promise<RawConnection>;
  describe: string;
}

async function seed(database: Database, offers: number): Promise<void> {
  const started = Date.now();
  await database.migrate();
  await ensureBaseData(database.db);
  await seedBenchData(database.db, offers);
  console.log(`seeded ${offers} offers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A database named after its size, so `--reuse` can skip seeding on the next run. */
export async function prepareDatabase(offers: number, reuse: boolean): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `portal_bench_${offers}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const target = new URL(url);
    target.pathname = `/${name}`;
    if (!(reuse && exists)) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    const database = wrapPool(new pg.Pool({ connectionString: target.toString(), max: 2 }));
    // A reused database still gets the migrations written since it was seeded.
    await (reuse && exists ? database.migrate() : seed(database, offers));
    await database.close();
    await admin.end();
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: target.toString() },
      openRaw: async () => {
        const pool = new pg.Pool({ connectionString: target.toString(), max: 10 });
        return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
      },
      describe: `PostgreSQL (${name})`,
    };
  }
  const dataDir = path.resolve('.tmp', `bench-pglite-${offers}`);
  const reused = reuse && existsSync(path.join(dataDir, 'pglite'));
  if (!reused) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const database = wrapPglite(await openPglite(dataDir));
  await (reused ? database.migrate() : seed(database, offers));
  await database.close();
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    openRaw: async () => {
      const client = await openPglite(dataDir);
      return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
    },
    describe: `PGlite (${dataDir})`,
  };
}
