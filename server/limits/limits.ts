import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { AVAILABILITY_MESSAGES } from '../../shared/messages.js';
import type { Db } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import type { CounterState, LimitCounters } from './counters.js';
import { createMemoryCounters } from './memoryCounters.js';
import { createPostgresCounters } from './postgresCounters.js';
import { createRedisCounters } from './redisCounters.js';

/** A budget: at most `max` attempts per key in a window of `windowMs` that opens at the key's first attempt. */
export interface LimitRule {
  /** Names the budget in the counters' keys ('offers.create'); unique per limit. */
  name: string;
  max: number;
  windowMs: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every limit and throttle of the server counts here, so several processes enforce exactly the configured numbers.
 * A route limited per address needs only its `config: { rateLimit: { max, timeWindow } }` (the plugin counts in
 * these counters too); any other budget is one call: `await ctx.limits.enforce(rule, key, message)`.
 */
export interface Limits {
  /**
   * Takes one attempt from `key`'s budget, atomically, before the work it guards (reserve first, then verify: 20
   * concurrent attempts on a budget of 10 let exactly 10 through). Refused: 429 with `message` and Retry-After.
   */
  enforce: (rule: LimitRule, key: string, message: string) => Promise<void>;
  /** Gives back an attempt that turned out not to count (a password that was right after all). */
  giveBack: (rule: LimitRule, key: string) => Promise<void>;
  /** Forgets `key`'s attempts, or those of every key that starts with `prefix`. */
  reset: (rule: LimitRule, key: string) => Promise<void>;
  resetPrefix: (rule: LimitRule, prefix: string) => Promise<void>;
  /** The counters themselves (the route limits' store; tests). */
  counters: LimitCounters;
  /** 'memory' on PGlite, else 'postgres', or 'redis' with REDIS_URL. */
  kind: 'memory' | 'postgres' | 'redis';
  close: () => Promise<void>;
}

const keyOf = (rule: LimitRule, key: string) => `${rule.name}:${key}`;

/** A counters' failure (Redis unreachable) answers 503 in Polish instead of letting attempts through unchecked. */
function guarded(counters: LimitCounters, log: FastifyBaseLogger, kind: Limits['kind']): LimitCounters {
  if (kind !== 'redis') return counters;
  const unavailable = (error: unknown): never => {
    log.error({ err: error }, 'liczniki limitów niedostępne');
    throw new HttpError(503, AVAILABILITY_MESSAGES.limitsUnavailable, undefined, { 'Retry-After': '5' });
  };
  return {
    hit: (key, windowMs) => counters.hit(key, windowMs).catch(unavailable),
    take: (key, windowMs, max) => counters.take(key, windowMs, max).catch(unavailable),
    peek: (key) => counters.peek(key).catch(unavailable),
    giveBack: (key) => counters.giveBack(key).catch(unavailable),
    reset: (key) => counters.reset(key).catch(unavailable),
    resetPrefix: (prefix) => counters.resetPrefix(prefix).catch(unavailable),
    close: () => counters.close(),
  };
}

/** Redis with REDIS_URL; otherwise the database's own table on PostgreSQL, or this process's memory on PGlite. */
export function createLimits(db: Db, redisUrl: string | undefined, log: FastifyBaseLogger): Limits {
  const client = (db as unknown as { $client: unknown }).$client;
  const kind: Limits['kind'] = redisUrl ? 'redis' : client instanceof pg.Pool ? 'postgres' : 'memory';
  const counters = guarded(
    kind === 'redis'
      ? createRedisCounters(redisUrl!, log)
      : kind === 'postgres'
        ? createPostgresCounters(db)
        : createMemoryCounters(),
    log,
    kind,
  );
  const retryAfter = (state: CounterState) => String(Math.max(1, Math.ceil(state.resetInMs / 1000)));
  return {
    kind,
    counters,
    async enforce(rule, key, message) {
      if (await counters.take(keyOf(rule, key), rule.windowMs, rule.max)) return;
      const state = await counters.peek(keyOf(rule, key));
      throw new HttpError(429, message, undefined, { 'Retry-After': retryAfter(state) });
    },
    giveBack: (rule, key) => counters.giveBack(keyOf(rule, key)),
    reset: (rule, key) => counters.reset(keyOf(rule, key)),
    resetPrefix: (rule, prefix) => counters.resetPrefix(keyOf(rule, prefix)),
    close: () => counters.close(),
  };
}
