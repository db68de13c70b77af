import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database handle inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration of server/db/migrations. */
  migrate: () => Promise<void>;
  /**
   * Applies the pending migrations, then runs `work` (base data, demo content) before letting go of the schema lock:
   * servers starting together on one PostgreSQL database do it one after another, and the later ones find it done.
   */
  prepare: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** Flushes and closes the connection (PGlite checkpoints first). */
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // One process owns the folder (server/db/dataDirLock.ts), so there is nobody to wait for.
  const migrate = () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    migrate,
    async prepare(work) {
      await migrate();
      return work(db);
    },
    async close() {
      if (client.closed) return;
      await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
    },
  };
}

/** The session-level advisory lock that serialises schema changes and start-up data across processes. */
const SCHEMA_LOCK = 'portal-uslug-inkluzywnych: migracje';

/**
 * Runs `work` on one connection holding the schema lock. Two servers starting on an empty database both ran
 * `CREATE EXTENSION` and one died on a duplicate key; now the second waits and then finds every migration applied.
 * If the connection is lost, PostgreSQL releases the lock with the session.
 */
async function underSchemaLock<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [SCHEMA_LOCK]);
    try {
      return await work(drizzlePg({ client, schema }));
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [SCHEMA_LOCK]);
    }
  } finally {
    client.release();
  }
}

const migrateSession = (db: Db) =>
  migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });

/**
 * `onConnectionError` hears of a pooled connection that broke while idle (a failover, a restarted pooler,
 * pg_terminate_backend): the pool drops it and opens a new one when next needed. Without a listener Node would end the
 * process on the 'error' event.
 */
export function wrapPool(pool: pg.Pool, onConnectionError: (error: Error) => void = () => undefined): Database {
  pool.on('error', onConnectionError);
  // The pool hears only of idle connections: one checked out (inside a transaction, between its statements) that
  // breaks emits 'error' on its own client, which would end the process. With this listener its next statement fails
  // instead, the transaction rolls back with that error, and the pool discards the connection on release.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => underSchemaLock(pool, migrateSession),
    prepare: (work) =>
      underSchemaLock(pool, async (session) => {
        await migrateSession(session);
        return work(session);
      }),
    close: () => pool.end(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, { extensions: PGLITE_EXTENSIONS });
}

/** How long a request waits for a new connection to PostgreSQL before it answers 503 (pg waits forever by default). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Settings of the server's PostgreSQL sessions (an `options` in DATABASE_URL replaces them). JIT compilation off: it
 * pays off for long analytical queries, but PostgreSQL starts it for any statement its planner costs above
 * `jit_above_cost`, and a search's count of a few thousand offers spent 0.4 s compiling to run for 0.1 s
 * (docs/wydajnosc.md).
 */
export const SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  dbPoolSize?: number;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.dbPoolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: SESSION_OPTIONS,
      // TCP keep-alive notices a connection whose database host vanished without closing it.
      keepAlive: true,
    });
    const database = wrapPool(pool, options.onConnectionError);
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return database;
  }
  return wrapPglite(await openPglite(options.dataDir));
}
