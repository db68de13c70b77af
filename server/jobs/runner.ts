import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Notifications } from '../db/notifications.js';
import { jobs, type JobRow } from '../db/schema.js';
import { DEFAULT_RETRY, retryDelaySeconds, type JobDefinition, type JobRun } from './definition.js';
import { JOBS_CHANNEL } from './queue.js';

/** The jobs of this process: started by server/main.ts, stopped (and waited for) when the app closes. */
export interface JobRunner {
  /** Polls for due work, wakes on queued work, and schedules the recurring jobs. */
  start: () => void;
  /** Claims nothing more and resolves once the runs this process holds have ended. Safe to call twice. */
  stop: () => Promise<void>;
  /**
   * Runs here, one after another, everything due now (the current slot of every scheduled job included) until
   * nothing is left; answers how many runs it made. Tests call it instead of start().
   */
  runDue: () => Promise<number>;
}

export interface JobRunnerOptions {
  ctx: AppContext;
  definitions: readonly JobDefinition<never>[];
  log: FastifyBaseLogger;
  notifications: Notifications;
  /** A claimed run belongs to this process for this long; the lease is renewed while the handler works. */
  leaseSeconds: number;
  pollMs?: number;
  /** Runs this process carries out at once. */
  concurrency?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Claims runs from the `jobs` table with `FOR UPDATE SKIP LOCKED`, so every run is taken by one process; a process
 * that dies leaves its runs to the others once their lease ends. Recurring jobs get one row per due time
 * (`key` = the due time, unique), inserted by whichever process comes first.
 */
export function createJobRunner({
  ctx,
  definitions,
  log,
  notifications,
  leaseSeconds,
  pollMs = 1000,
  concurrency = 4,
}: JobRunnerOptions): JobRunner {
  const { db } = ctx;
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const names = [...byName.keys()];
  const scheduledSlots = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  /** Inserts the current due time of each recurring job, by the database's clock; a row already there stays. */
  async function scheduleDue(force: boolean): Promise<void> {
    for (const definition of definitions) {
      if (!definition.schedule) continue;
      const every = definition.schedule.everySeconds;
      const slot = Math.floor(Date.now() / 1000 / every);
      if (!force && scheduledSlots.get(definition.name) === slot) continue;
      await db.execute(sql`
        insert into ${jobs} (name, key, run_at, max_attempts)
        select ${definition.name}, to_char(due.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), due.at,
          ${(definition.retry ?? DEFAULT_RETRY).attempts}::integer
        from (select to_timestamp(floor(extract(epoch from now()) / ${every}::integer) * ${every}::integer) as at) as due
        on conflict (name, key) do nothing`);
      scheduledSlots.set(definition.name, slot);
    }
  }

  async function claim(): Promise<JobRow | undefined> {
    if (!names.length) return undefined;
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          lte(jobs.run_at, sql`now()`),
          or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lt(jobs.locked_until, sql`now()`))),
        ),
      )
      .orderBy(asc(jobs.run_at), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        locked_by: owner,
        locked_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(jobs.id, next))
      .returning();
    return row;
  }

  const ours = (id: number) => and(eq(jobs.id, id), eq(jobs.locked_by, owner));

  async function succeed(row: JobRow): Promise<void> {
    await db
      .update(jobs)
      .set({ status: 'done', finished_at: sql`now()`, locked_by: null, locked_until: null, last_error: null })
      .where(ours(row.id));
  }

  async function fail(definition: JobDefinition<never>, row: JobRow, run: JobRun<never>, error: string) {
    const last = row.attempts >= row.max_attempts;
    const delay = retryDelaySeconds(definition.retry ?? DEFAULT_RETRY, row.attempts);
    await db
      .update(jobs)
      .set({
        status: last ? 'failed' : 'pending',
        run_at: last ? row.run_at : sql`now() + make_interval(secs => ${delay})`,
        finished_at: last ? sql`now()` : null,
        locked_by: null,
        locked_until: null,
        last_error: error,
      })
      .where(ours(row.id));
    if (last) {
      log.error(
        { job: row.name, jobId: row.id, attempts: row.attempts, error },
        'zadanie porzucone po ostatniej próbie',
      );
      await definition.onGiveUp?.(ctx, run, error);
    } else {
      log.warn({ job: row.name, jobId: row.id, attempt: row.attempts, error }, 'zadanie nie powiodło się; ponowi je');
    }
  }

  async function execute(row: JobRow): Promise<void> {
    const definition = byName.get(row.name)!;
    const run: JobRun<never> = {
      id: row.id,
      payload: row.payload as never,
      dueAt: new Date(row.run_at),
      attempt: row.attempts,
    };
    try {
      // A process died holding the last attempt: it counts as failed, and nothing runs beyond the limit.
      if (row.attempts > row.max_attempts) {
        await fail(definition, { ...row, attempts: row.max_attempts }, run, 'proces zakończył się w trakcie próby');
        return;
      }
      const renew = setInterval(
        () => {
          db.update(jobs)
            .set({ locked_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
            .where(ours(row.id))
            .catch((error: unknown) => log.warn({ err: error, jobId: row.id }, 'nie przedłużono dzierżawy zadania'));
        },
        (leaseSeconds * 1000) / 3,
      );
      renew.unref();
      try {
        await definition.run(ctx, run);
      } catch (error) {
        await fail(definition, row, run, errorText(error));
        return;
      } finally {
        clearInterval(renew);
      }
      await succeed(row);
    } catch (error) {
      // The database went away while recording the outcome: the lease runs out and another attempt follows.
      log.error({ err: error, job: row.name, jobId: row.id }, 'nie zapisano wyniku zadania');
    }
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    try {
      await scheduleDue(false);
      while (!stopped && running.size < concurrency) {
        const row = await claim();
        if (!row) break;
        const done: Promise<void> = execute(row).finally(() => {
          running.delete(done);
          wake();
        });
        running.add(done);
      }
    } catch (error) {
      log.error({ err: error }, 'nie udało się pobrać zadań do wykonania');
    }
  }

  /** Ticks now, or right after the tick under way (one at a time, so claims never race inside one process). */
  function wake(): void {
    if (!started || stopped) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tick().finally(() => {
      ticking = undefined;
      if (tickAgain) {
        tickAgain = false;
        wake();
      }
    });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      notifications.listen(JOBS_CHANNEL, wake);
      notifications.onGap(wake);
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
      while (running.size) await Promise.all(running);
    },
    async runDue() {
      await scheduleDue(true);
      let count = 0;
      for (let row = await claim(); row; row = await claim()) {
        await execute(row);
        count += 1;
      }
      return count;
    },
  };
}
