import { and, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { rateLimits } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';
import { EMPTY_COUNTER, type CounterState, type LimitCounters } from './counters.js';

interface Row {
  count: number;
  reset_in_ms: number | string;
}

// Both drivers (node-postgres and PGlite) answer raw statements with `{ rows }`.
async function rows(db: Db, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

const toState = (row: Row): CounterState => ({ count: Number(row.count), resetInMs: Number(row.reset_in_ms) });

/*
 * Moments come from the process's clock (as in the memory counters), so servers agree as far as their clocks do
 * (NTP) and a test may move time forward on both engines alike.
 */
const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;

/** The window of an upsert: a row whose window has ended starts again at 1, otherwise it counts one more. */
const upsert = (key: string, windowMs: number, now: number) => sql`
  insert into ${rateLimits} as counter (key, count, reset_at)
  values (${key}, 1, ${at(now + windowMs)})
  on conflict (key) do update set
    count = case when counter.reset_at <= ${at(now)} then 1 else counter.count + 1 end,
    reset_at = case when counter.reset_at <= ${at(now)} then excluded.reset_at else counter.reset_at end`;

/**
 * A window another call opened a moment later (its clock read after ours, its statement ran first) ends a little
 * after ours would: what is left is never more than one window.
 */
const returning = (now: number, windowMs: number) => sql`returning count,
  least(${windowMs}, greatest(0, ceil(extract(epoch from (reset_at - ${at(now)})) * 1000)))::bigint as reset_in_ms`;

/** LIKE's own characters in a key stand for themselves. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Counters in the shared database: each call is one statement, and INSERT … ON CONFLICT DO UPDATE takes the key's
 * row, so concurrent calls from any number of processes count one after another (a refused `take` counts nothing).
 */
export function createPostgresCounters(db: Db, now: () => number = () => Date.now()): LimitCounters {
  return {
    async hit(key, windowMs) {
      const time = now();
      const [row] = await rows(db, sql`${upsert(key, windowMs, time)} ${returning(time, windowMs)}`);
      return toState(row);
    },
    async take(key, windowMs, max) {
      const time = now();
      const [row] = await rows(
        db,
        sql`${upsert(key, windowMs, time)} where counter.reset_at <= ${at(time)} or counter.count < ${max}
          ${returning(time, windowMs)}`,
      );
      return row ? toState(row) : null;
    },
    async peek(key) {
      const time = now();
      const [row] = await rows(
        db,
        sql`select count, greatest(0, ceil(extract(epoch from (reset_at - ${at(time)})) * 1000))::bigint as reset_in_ms
          from ${rateLimits} where key = ${key} and reset_at > ${at(time)}`,
      );
      return row ? toState(row) : EMPTY_COUNTER;
    },
    async giveBack(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(sql`${rateLimits.key} = ${key}`, gt(rateLimits.count, 0), gt(rateLimits.reset_at, at(now()))));
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async resetPrefix(prefix) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} like ${likePrefix(prefix)}`);
    },
    close: async () => undefined,
  };
}

/** Windows that ended over a minute ago are only rows: one process sweeps them every ten minutes. */
export const pruneRateLimitsJob = defineJob({
  name: 'limits.prune',
  schedule: { everySeconds: 10 * 60 },
  async run(ctx) {
    await ctx.db.delete(rateLimits).where(lt(rateLimits.reset_at, sql`now() - interval '1 minute'`));
  },
});
