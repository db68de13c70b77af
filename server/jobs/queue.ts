import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { jobs } from '../db/schema.js';
import { DEFAULT_RETRY, type JobDefinition } from './definition.js';

/** Processes listen on this channel: a queued job wakes them at the commit instead of at their next poll. */
export const JOBS_CHANNEL = 'portal_jobs';

export interface EnqueueOptions {
  /** Names the run: a second enqueue with the same key is ignored (default: a new random key). */
  key?: string;
  /** Not before this moment (default: now). */
  runAt?: Date;
}

/**
 * Queues one run of `job` in the caller's transaction: it becomes visible to the processes, and runs, only if that
 * transaction commits; rolled back, nothing runs. Answers false when a run with the same key was already queued.
 */
export async function enqueueJob<Payload>(
  db: Db,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const queued = await db
    .insert(jobs)
    .values({
      name: job.name,
      key: options.key ?? randomUUID(),
      payload,
      run_at: options.runAt ? options.runAt.toISOString() : sql`now()`,
      max_attempts: (job.retry ?? DEFAULT_RETRY).attempts,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (!queued.length) return false;
  await notifyJobQueued(db, job);
  return true;
}

/** Wakes the processes at the commit (PostgreSQL drops the notification on a rollback); without it they poll. */
export async function notifyJobQueued(db: Db, job: Pick<JobDefinition<never>, 'name'>): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.name})`);
}
