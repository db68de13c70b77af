import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, withJwtSecret } from '../../server/config.js';
import { wrapPool } from '../../server/db/index.js';
import { createLifecycle, type Lifecycle } from '../../server/lifecycle/lifecycle.js';
import { AVAILABILITY_MESSAGES, READINESS_MESSAGES } from '../../shared/messages.js';
import { freePort } from '../support/freePort.js';
import { createTestContext, type TestContext } from './helpers.js';

describe('health probes', () => {
  let ctx: TestContext;
  let lifecycle: Lifecycle;
  beforeAll(async () => {
    lifecycle = createLifecycle();
    ctx = await createTestContext({}, { lifecycle });
  });
  afterAll(() => ctx.close());

  it('answers liveness without asking the database', async () => {
    const response = await ctx.call('GET', '/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
  });

  it('is ready when the database answers and has every migration', async () => {
    const response = await ctx.call('GET', '/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'applied', draining: false },
    });
    expect(response.headers.connection).not.toBe('close');
  });

  it('is not ready while the database lacks the newest migration', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const deleted: unknown = await ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at::text`,
    );
    const [row] = (deleted as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const response = await ctx.call('GET', '/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'pending', draining: false },
        detail: READINESS_MESSAGES.migrationsPending,
      });
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await ctx.call('GET', '/api/health/ready')).statusCode).toBe(200);
  });

  // Last in this file: draining does not end.
  it('turns unready once draining begins, still serves requests and asks clients to reconnect', async () => {
    let stopped = false;
    lifecycle.register('test job', async () => {
      stopped = true;
    });
    await lifecycle.drain(ctx.app.log);
    expect(stopped).toBe(true);
    const ready = await ctx.call('GET', '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'applied', draining: true },
      detail: READINESS_MESSAGES.draining,
    });
    const live = await ctx.call('GET', '/api/health/live');
    expect(live.statusCode).toBe(200);
    const categories = await ctx.call('GET', '/api/v1/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.headers.connection).toBe('close');
  });
});

describe('a database out of reach', () => {
  it('answers 503 in Polish and turns readiness 503, while liveness stays 200', async () => {
    // Nothing listens on this port: every connection is refused, as when the database server is down.
    const pool = new pg.Pool({
      connectionString: `postgres://portal@127.0.0.1:${await freePort()}/portal`,
      connectionTimeoutMillis: 1000,
    });
    const database = wrapPool(pool);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-health-'));
    const config = withJwtSecret(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-42' }),
    );
    const app = await buildApp({ config, db: database.db, lifecycle: createLifecycle() });
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'unavailable', migrations: 'unknown', draining: false },
        detail: READINESS_MESSAGES.databaseUnavailable,
      });
      const categories = await app.inject({ url: '/api/v1/categories' });
      expect(categories.statusCode).toBe(503);
      expect(categories.headers['retry-after']).toBe('5');
      expect(categories.json()).toEqual({ detail: AVAILABILITY_MESSAGES.databaseUnavailable });
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'ktos@example.pl', password: 'Bezpieczne-Haslo-2026' },
      });
      expect(login.statusCode).toBe(503);
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
