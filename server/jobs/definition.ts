import type { AppContext } from '../context.js';

/** One run of a job, as its handler sees it. */
export interface JobRun<Payload> {
  id: number;
  payload: Payload;
  /** When the run was due: the slot of a scheduled job, the requested time of a queued one. */
  dueAt: Date;
  /** 1 for the first attempt, 2 for the first retry … */
  attempt: number;
}

/** A recurring job: due at every multiple of `everySeconds` since 1970 (by the database's clock), once per due time. */
export interface Schedule {
  everySeconds: number;
}

export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the job is given up ('failed'). */
  attempts: number;
  /** Wait before the first retry; each further retry waits twice as long, at most an hour (with ±20 % jitter). */
  firstDelaySeconds: number;
}

/**
 * Something the server does once across all its processes (server/jobs/runner.ts claims each run for one process).
 * A handler must be safe to run again: a process that dies mid-run leaves the run to another process once its lease
 * is over, so the work is done at least once and, when it ends in one transaction or an idempotent write, once.
 */
export interface JobDefinition<Payload = Record<string, never>> {
  /** Unique, stable across releases ('area.what'): queued rows carry it. */
  name: string;
  run: (ctx: AppContext, job: JobRun<Payload>) => Promise<void>;
  schedule?: Schedule;
  retry?: RetryPolicy;
  /** Called once after the last attempt failed (the e-mail outbox marks its message as failed). */
  onGiveUp?: (ctx: AppContext, job: JobRun<Payload>, error: string) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, firstDelaySeconds: 10 };

/** Names the payload's type once, where the job is written: `defineJob<{ messageId: string }>({ … })`. */
export function defineJob<Payload = Record<string, never>>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Seconds to wait before attempt `attempt + 1`: doubling from the first delay, capped at an hour, with jitter. */
export function retryDelaySeconds(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(policy.firstDelaySeconds * 2 ** Math.max(0, attempt - 1), 3600);
  return base * (0.8 + 0.4 * random());
}
