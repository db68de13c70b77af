import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, SESSION_OPTIONS, wrapPglite, wrapPool, type Database } from '../../server/db/index.js';
import { ensureBaseData } from '../../server/db/baseData.js';
import { indexStale, rowsOf } from '../../server/search/indexing.js';
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

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Seeds, then analyses every row the way the server does on a save (so the server starts without analysis to do),
 * then VACUUM ANALYZE: after the analysis, or the planner would plan on statistics from before it, and autovacuum may
 * be off (it is on these machines).
 */
async function seed(database: Database, offers: number): Promise<void> {
  const started = Date.now();
  await database.migrate();
  await ensureBaseData(database.db);
  const ginIndexes = await dropGinIndexes(database);
  await seedBenchData(database.db, offers);
  console.log(`seeded ${offers} offers in ${seconds(started)} s`);
  const analysing = Date.now();
  const analysed = await indexStale(database.db);
  console.log(`analysed ${analysed.offers} offers and ${analysed.articles} articles in ${seconds(analysing)} s`);
  const compacting = Date.now();
  // Each offer was written three times: the table is rewritten compact, as a restored backup would be, so that the
  // summary's sample (pages of the table) holds as many offers as it would on a live portal, not a third of them.
  await database.db.execute(sql`VACUUM FULL offers`);
  console.log(`VACUUM FULL in ${seconds(compacting)} s`);
  const indexing = Date.now();
  await createIndexes(database, ginIndexes);
  console.log(`built ${ginIndexes.length} GIN indexes in ${seconds(indexing)} s`);
  const vacuuming = Date.now();
  await reanalyse(database);
  console.log(`VACUUM ANALYZE in ${seconds(vacuuming)} s`);
}

/**
 * A bulk load writes every offer three times (rows, conditions and hours, analysis). The offers' GIN indexes keep no
 * pending list (migration 0039), so each of those writes would insert its keys one by one into every one of them:
 * at 1,000,000 offers that took longer than the rest of the seeding together. They are dropped first and built
 * once at the end, as a bulk load into PostgreSQL is done; their definitions come from the database itself.
 */
async function dropGinIndexes(database: Database): Promise<string[]> {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    database.db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where i.indrelid = 'offers'::regclass and am.amname = 'gin'`,
  );
  for (const { name } of indexes) await database.db.execute(sql.raw(`drop index ${JSON.stringify(name)}`));
  return indexes.map((index) => index.definition);
}

async function createIndexes(database: Database, definitions: string[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    // Enough memory to sort a million offers' keys at once.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const definition of definitions) await tx.execute(sql.raw(definition));
  });
}

/**
 * A reused database gets the migrations written since it was seeded, and the analysis of rows a newer version of
 * the analysis would write differently (else the server would analyse them in the background during the run).
 */
async function refresh(database: Database): Promise<void> {
  await database.migrate();
  const started = Date.now();
  const analysed = await indexStale(database.db);
  if (!analysed.offers && !analysed.articles) return;
  console.log(`analysed ${analysed.offers} offers and ${analysed.articles} articles again in ${seconds(started)} s`);
  await reanalyse(database);
}

/** What autovacuum does on a live server: statistics for the planner and a visibility map for index-only scans. */
export async function reanalyse(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM ANALYZE`);
}

/**
 * A database named after its size, so `--reuse` can skip seeding on the next run; `label` (`--label`) names it apart
 * from the one another person on the same PostgreSQL measures with.
 */
export async function prepareDatabase(offers: number, reuse: boolean, label?: string): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  const suffix = label ? `_${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}` : '';
  if (url) {
    const name = `portal_bench_${offers}${suffix}`;
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
    await (reuse && exists ? refresh(database) : seed(database, offers));
    await database.close();
    await admin.end();
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: target.toString() },
      openRaw: async () => {
        const pool = new pg.Pool({ connectionString: target.toString(), max: 10, options: SESSION_OPTIONS });
        return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
      },
      describe: `PostgreSQL (${name})`,
    };
  }
  const dataDir = path.resolve('.tmp', `bench-pglite-${offers}${suffix}`);
  const reused = reuse && existsSync(path.join(dataDir, 'pglite'));
  if (!reused) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const database = wrapPglite(await openPglite(dataDir));
  await (reused ? refresh(database) : seed(database, offers));
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
