import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../server/context.js';
import { jobs, outboxMessages } from '../../server/db/schema.js';
import { notificationsFor, type Notifications } from '../../server/db/notifications.js';
import { createBackgroundTasks } from '../../server/http/backgroundTasks.js';
import { createLifecycle } from '../../server/lifecycle/lifecycle.js';
import { createLimits } from '../../server/limits/limits.js';
import { defineJob, retryDelaySeconds, type JobDefinition } from '../../server/jobs/definition.js';
import { enqueueJob } from '../../server/jobs/queue.js';
import { createJobRunner, type JobRunner } from '../../server/jobs/runner.js';
import { createMailer, type Mailer, type OutgoingMail } from '../../server/mail/mailer.js';
import { deliverEmailJob, sendEmailOnce } from '../../server/mail/outbox.js';
import { SearchCache } from '../../server/offers/searchCache.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
const listeners: Notifications[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const notifications of listeners) await notifications.close();
  await ctx.close();
});

/** A runner of its own over the test's database: two of them stand for two server processes. */
function runner(definitions: JobDefinition<never>[], mailer?: Mailer, leaseSeconds = 60): JobRunner {
  const appContext: AppContext = {
    db: ctx.db,
    config: ctx.config,
    log: ctx.app.log,
    mailer: mailer ?? createMailer(ctx.config, ctx.app.log),
    searchCache: new SearchCache(0),
    background: createBackgroundTasks(),
    lifecycle: createLifecycle(),
    limits: createLimits(ctx.db, undefined, ctx.app.log),
  };
  const notifications = notificationsFor(ctx.db, ctx.app.log);
  listeners.push(notifications);
  return createJobRunner({ ctx: appContext, definitions, log: ctx.app.log, notifications, leaseSeconds });
}

const runsOf = (name: string) => ctx.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
let jobCounter = 0;
const uniqueName = (what: string) => `test.${what}.${(jobCounter += 1)}.${Date.now()}`;

describe('the job runner', () => {
  it('runs a scheduled job once per due time, however many processes ask at once', async () => {
    const ran: string[] = [];
    const hourly = defineJob({
      name: uniqueName('hourly'),
      schedule: { everySeconds: 3600 },
      run: async (_ctx, job) => void ran.push(job.dueAt.toISOString()),
    });
    const processes = [runner([hourly]), runner([hourly]), runner([hourly])];
    await Promise.all(processes.map((process) => process.runDue()));
    await Promise.all(processes.map((process) => process.runDue()));
    const rows = await runsOf(hourly.name);
    // One row per due time (an hour boundary passed mid-test would make two), each run exactly once.
    expect(ran).toHaveLength(rows.length);
    expect(new Set(ran).size).toBe(ran.length);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    expect(new Date(rows[0].run_at).getTime() % 3_600_000).toBe(0);
  });

  it('queues a run once per key, and only when the transaction commits', async () => {
    const payloads: string[] = [];
    const job = defineJob<{ word: string }>({
      name: uniqueName('keyed'),
      run: async (_ctx, run) => void payloads.push(run.payload.word),
    });
    expect(await enqueueJob(ctx.db, job, { word: 'pierwszy' }, { key: 'jeden' })).toBe(true);
    expect(await enqueueJob(ctx.db, job, { word: 'drugi' }, { key: 'jeden' })).toBe(false);
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueJob(tx, job, { word: 'wycofany' }, { key: 'dwa' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await Promise.all([runner([job]).runDue(), runner([job]).runDue()]);
    expect(payloads).toEqual(['pierwszy']);
  });

  it('retries a failing run later with a growing delay, then gives it up and says so once', async () => {
    const givenUp: string[] = [];
    let attempts = 0;
    const flaky = defineJob({
      name: uniqueName('flaky'),
      retry: { attempts: 3, firstDelaySeconds: 60 },
      run: async () => {
        attempts += 1;
        throw new Error(`awaria ${attempts}`);
      },
      onGiveUp: async (_ctx, _run, error) => void givenUp.push(error),
    });
    const process = runner([flaky]);
    await enqueueJob(ctx.db, flaky, {});
    await process.runDue();
    let [row] = await runsOf(flaky.name);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'awaria 1' });
    const wait = (new Date(row.run_at).getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(40);
    expect(wait).toBeLessThan(80);
    // Not due yet: nothing runs.
    expect(await process.runDue()).toBe(0);
    for (const attempt of [2, 3]) {
      await ctx.db
        .update(jobs)
        .set({ run_at: sql`now()` })
        .where(eq(jobs.id, row.id));
      await process.runDue();
      [row] = await runsOf(flaky.name);
      expect(row.attempts).toBe(attempt);
    }
    expect(row).toMatchObject({ status: 'failed', last_error: 'awaria 3' });
    expect(givenUp).toEqual(['awaria 3']);
    expect(retryDelaySeconds({ attempts: 9, firstDelaySeconds: 30 }, 3, () => 0.5)).toBe(120);
    expect(retryDelaySeconds({ attempts: 99, firstDelaySeconds: 30 }, 30, () => 0.5)).toBe(3600);
  });

  it('takes over the run of a process that died holding it, once its lease is over', async () => {
    const ran: number[] = [];
    const job = defineJob({ name: uniqueName('orphan'), run: async (_ctx, run) => void ran.push(run.attempt) });
    await enqueueJob(ctx.db, job, {});
    // Another process claimed it and died: its lease is still running, so nobody takes the run.
    await ctx.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_by: 'zmarly:1', locked_until: sql`now() + interval '1 minute'` })
      .where(eq(jobs.name, job.name));
    expect(await runner([job]).runDue()).toBe(0);
    await ctx.db
      .update(jobs)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, job.name));
    await runner([job]).runDue();
    expect(ran).toEqual([2]);
    expect((await runsOf(job.name))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('finishes the runs under way when stopped, and claims nothing after', async () => {
    // The runner's poll is a fake interval, so "nothing after" is checked by moving its clock, not by waiting.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const started: string[] = [];
      const slow = defineJob({
        name: uniqueName('slow'),
        run: async () => {
          started.push('run');
          if (started.length === 1) await held;
        },
      });
      await enqueueJob(ctx.db, slow, {});
      const process = runner([slow]);
      process.start();
      await expect.poll(() => started.length, { timeout: 10_000 }).toBe(1);
      let stopped = false;
      const stopping = process.stop().then(() => (stopped = true));
      // stop() awaits only promises: one that does not wait for the run would have settled before the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await runsOf(slow.name))[0].status).toBe('done');
      await enqueueJob(ctx.db, slow, {});
      vi.advanceTimersByTime(60_000);
      // A tick the poll started after all would be under way now; stopping again waits for it and its run.
      await process.stop();
      expect(started).toHaveLength(1);
      expect((await runsOf(slow.name))[1].status).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the e-mail outbox', () => {
  const message = (to: string) => ({
    to,
    subject: 'Temat próbny',
    text: 'Treść z linkiem',
    link: 'http://portal.test/x',
  });
  const stored = (key: string) => ctx.db.select().from(outboxMessages).where(eq(outboxMessages.key, key));

  it('queues a key once and delivers it once, across processes', async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const key = `test:${Date.now()}:once`;
    expect(await sendEmailOnce(ctx.db, key, message('raz@example.pl'))).toBe(true);
    expect(await sendEmailOnce(ctx.db, key, message('raz@example.pl'))).toBe(false);
    await Promise.all([runner([deliverEmailJob], mailer).runDue(), runner([deliverEmailJob], mailer).runDue()]);
    expect(sent.map((mail) => mail.to)).toEqual(['raz@example.pl']);
    const [row] = await stored(key);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, body_text: null, body_html: null, link: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const key = `test:${Date.now()}:rollback`;
    await expect(
      ctx.db.transaction(async (tx) => {
        await sendEmailOnce(tx, key, message('nikt@example.pl'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await stored(key)).toEqual([]);
  });

  it('keeps a message the mail server refused for a retry, and marks it failed after the last one', async () => {
    const mailer: Mailer = {
      send: async () => {
        throw new Error('421 serwer poczty niedostępny');
      },
    };
    const key = `test:${Date.now()}:refused`;
    await sendEmailOnce(ctx.db, key, message('odmowa@example.pl'));
    const process = runner([deliverEmailJob], mailer);
    await process.runDue();
    let [row] = await stored(key);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('421 serwer poczty niedostępny');
    expect(row.body_text).toBe('Treść z linkiem');
    // The last attempt: the job is at its limit.
    await ctx.db
      .update(jobs)
      .set({ run_at: sql`now()`, attempts: 8 })
      .where(eq(jobs.key, row.id));
    await process.runDue();
    [row] = await stored(key);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.failed_at).not.toBeNull();
  });

  it('writes one .eml file per message, even when a delivery is repeated after a crash', async () => {
    const key = `test:${Date.now()}:file`;
    await sendEmailOnce(ctx.db, key, message('plik@example.pl'));
    const [row] = await stored(key);
    const outbox = path.join(ctx.config.dataDir, 'outbox');
    const filesBefore = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    const mailer = createMailer(ctx.config, ctx.app.log);
    const outgoing = { ...message('plik@example.pl'), id: row.id, createdAt: new Date(row.created_at) };
    // The process died after writing the file and before marking the message sent: the next attempt writes again.
    await mailer.send(outgoing);
    await mailer.send(outgoing);
    const added = readdirSync(outbox).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([expect.stringMatching(new RegExp(`-${row.id}\\.eml$`))]);
  });
});
