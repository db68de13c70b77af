import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '../../shared/messages.js';
import { readinessBalancer, tcpProxy, type TcpProxy } from './network.js';
import { freshTarget, prepareTarget, ROOT, spawnServer, type RunningServer, type Target } from './support.js';

/**
 * Several server processes on one PostgreSQL database, as behind a load balancer: starting together on an empty
 * database, losing the database and getting it back, and stopping on SIGTERM under load without losing a request.
 */
const postgres = Boolean(process.env.DATABASE_URL);

interface LoadResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const runLoad = autocannon as unknown as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: { path: string }[];
}) => Promise<LoadResult>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `ms` pass; answers whether it did. */
async function eventually(probe: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    if (await probe().catch(() => false)) return true;
  }
  return false;
}

const status = async (url: string) => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
};

const stop = async (server: RunningServer) => {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
};

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgres)('server processes on one PostgreSQL database', () => {
  it('two processes starting together on an empty database both come up, and migrate and seed it once', async () => {
    const journal = JSON.parse(readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    for (let round = 1; round <= 3; round += 1) {
      const target = await freshTarget('postgres');
      try {
        const servers = await Promise.all([
          spawnServer(target, { SEED_DEMO: '1' }),
          spawnServer(target, { SEED_DEMO: '1' }),
        ]);
        for (const server of servers) {
          expect(server.child.exitCode, `round ${round}: ${server.stderr()}`).toBeNull();
          expect(await status(`${server.url}/api/health/ready`)).toBe(200);
        }
        const counts = await onDatabase(target.databaseUrl!, async (client) => {
          const migrations = await client.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          const demo = await client.query<{ n: number }>(
            "select count(*)::int as n from users where email like '%@demo.portal.test'",
          );
          return { migrations: migrations.rows[0].n, demoAccounts: demo.rows[0].n };
        });
        expect(counts.migrations).toBe(journal.entries.length);
        expect(counts.demoAccounts).toBeGreaterThan(0);
        for (const server of servers) expect(await stop(server)).toBe(0);
      } finally {
        await target.drop();
      }
    }
  });

  describe('a process cut off its database', () => {
    let target: Target;
    let proxy: TcpProxy;
    let server: RunningServer;
    beforeAll(async () => {
      target = await freshTarget('postgres');
      await prepareTarget(target);
      const direct = new URL(target.databaseUrl!);
      proxy = await tcpProxy(direct.hostname, Number(direct.port || 5432));
      const throughProxy = new URL(direct);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      // Without the in-memory cache of hot reads, so that every request below needs the database.
      server = await spawnServer({ ...target, databaseUrl: throughProxy.toString() }, { SEARCH_CACHE_SECONDS: '0' });
    });
    afterAll(async () => {
      if (server) await stop(server);
      await proxy?.close();
      await target.drop();
    });

    it('survives its connections being terminated and reconnects without a restart', async () => {
      for (let call = 0; call < 5; call += 1) expect(await status(`${server.url}/api/v1/categories`)).toBe(200);
      const terminated = await onDatabase(target.databaseUrl!, async (client) => {
        const result = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return result.rowCount;
      });
      expect(terminated).toBeGreaterThan(0);
      await sleep(500);
      expect(server.child.exitCode, server.stderr()).toBeNull();
      expect(await eventually(async () => (await status(`${server.url}/api/v1/categories`)) === 200, 5000)).toBe(true);
      expect(await status(`${server.url}/api/health/ready`)).toBe(200);
    });

    it('answers 503 while the database is out of reach, and turns ready again once it is back', async () => {
      await proxy.cut();
      expect(await eventually(async () => (await status(`${server.url}/api/health/ready`)) === 503, 10_000)).toBe(true);
      const refused = await fetch(`${server.url}/api/v1/categories`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ detail: AVAILABILITY_MESSAGES.databaseUnavailable });
      expect(await status(`${server.url}/api/health/live`)).toBe(200);
      await sleep(1000);
      expect(server.child.exitCode, server.stderr()).toBeNull();

      await proxy.restore();
      expect(await eventually(async () => (await status(`${server.url}/api/health/ready`)) === 200, 15_000)).toBe(true);
      expect(await status(`${server.url}/api/v1/categories`)).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });
  });

  it('SIGTERM under load: readiness turns 503 first, and the balancer loses no request', async () => {
    const target = await freshTarget('postgres');
    const GRACE_SECONDS = 3;
    try {
      await prepareTarget(target, { demo: true });
      const [leaving, staying] = await Promise.all([
        spawnServer(target, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) }),
        spawnServer(target),
      ]);
      const balancer = await readinessBalancer([leaving.url, staying.url]);
      try {
        const load = runLoad({
          url: balancer.url,
          connections: 16,
          duration: 8,
          timeout: 10,
          requests: [
            { path: '/api/v1/categories' },
            { path: '/api/v1/offers?q=wozek' },
            { path: '/api/v1/blog-posts' },
          ],
        });
        await sleep(2000);
        const signalledAt = Date.now();
        leaving.child.kill('SIGTERM');
        // Within the grace period the leaving process still answers, unready, and asks clients to reconnect.
        expect(await eventually(async () => (await status(`${leaving.url}/api/health/ready`)) === 503, 1000)).toBe(
          true,
        );
        const served = await fetch(`${leaving.url}/api/v1/categories`);
        expect(served.status).toBe(200);
        expect(served.headers.get('connection')).toBe('close');
        const exitCode = await leaving.exited;
        const stoppedAfter = (Date.now() - signalledAt) / 1000;
        const result = await load;

        expect(exitCode, leaving.stderr()).toBe(0);
        expect(stoppedAfter).toBeGreaterThanOrEqual(GRACE_SECONDS);
        expect(stoppedAfter).toBeLessThan(GRACE_SECONDS + 5);
        expect(balancer.lost).toEqual([]);
        expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
          errors: 0,
          timeouts: 0,
          non2xx: 0,
        });
        expect(balancer.routed.get(leaving.url)).toBeGreaterThan(0);
        expect(balancer.routed.get(staying.url)).toBeGreaterThan(0);
        console.log(
          `SIGTERM under load: ${result.requests.total} requests, ${balancer.routed.get(leaving.url)} to the stopped process, none lost; it exited after ${stoppedAfter.toFixed(1)} s`,
        );
      } finally {
        await balancer.close();
        await stop(staying);
        await stop(leaving);
      }
    } finally {
      await target.drop();
    }
  });
});
