import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, savedSearchDeliveries } from '../../server/db/schema.js';
import { freshTarget, JWT_SECRET, prepareTarget, runScript, withTargetDb, type Target } from './support.js';

/*
 * The alerts' digests (docs/powiadomienia.md) are made once however many processes make them at the same moment: two
 * `npm run alerts -- --now` started together on one PostgreSQL database queue one digest per person and frequency,
 * and list each offer once. The demo content has two confirmed alerts of one person (weekly and daily), each with an
 * offer approved since its last digest.
 */

const DEMO_DIGESTS = 2;
/** Waits until `count` other sessions wait for a lock, polled every 50 ms from inside the gate's transaction. */
async function lockWaiters(client: pg.Client, count: number): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    // A transaction sees one snapshot of the activity statistics unless told to take a new one.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    );
    if (rows[0].waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} sessions waited for the lock within 30 s`);
}

const queuedBy = (stdout: string) => Number(/zestawienia w kolejce do wysyłki: (\d+)/.exec(stdout)?.[1]);

describe.skipIf(!process.env.DATABASE_URL)('alert digests made by two processes at once', () => {
  let target: Target;

  beforeAll(async () => {
    target = await freshTarget('postgres');
    await prepareTarget(target, { demo: true });
  });
  afterAll(async () => {
    await target?.drop();
  });

  it('queue one digest per person and frequency, each offer listed once', async () => {
    const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl!, JWT_SECRET };
    // Both processes are held at their first touch of the alerts and let go together, so their runs really overlap.
    const gate = new pg.Client({ connectionString: target.databaseUrl });
    await gate.connect();
    await gate.query('begin');
    await gate.query('lock table saved_searches in access exclusive mode');
    const running = Promise.all([
      runScript('server/cli/alerts.ts', ['--now'], env),
      runScript('server/cli/alerts.ts', ['--now'], env),
    ]);
    await lockWaiters(gate, 2);
    await gate.query('commit');
    await gate.end();
    const runs = await running;
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    expect(runs.map((run) => queuedBy(run.stdout)).reduce((sum, queued) => sum + queued, 0)).toBe(DEMO_DIGESTS);

    await withTargetDb(target, async (db) => {
      const digests = await db.select().from(outboxMessages).where(like(outboxMessages.key, 'saved-search-digest:%'));
      expect(digests).toHaveLength(DEMO_DIGESTS);
      expect(new Set(digests.map((digest) => digest.recipient))).toEqual(new Set(['uzytkownik@demo.portal.test']));
      // A second process that listed an offer again would have failed on the deliveries' unique key (exit code above).
      expect((await db.select().from(savedSearchDeliveries)).length).toBeGreaterThanOrEqual(DEMO_DIGESTS);
    });
  });
});
