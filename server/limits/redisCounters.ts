import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { EMPTY_COUNTER, type CounterState, type LimitCounters } from './counters.js';

// Each script runs atomically in Redis: no other client's command comes between its reads and writes.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return {-1, redis.call('PTTL', KEYS[1])} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Keys live under this prefix, so the portal's counters never meet another application's keys. */
const NAMESPACE = 'portal:limit:';

/** SCAN's pattern characters in a key stand for themselves. */
const globPrefix = (prefix: string) => `${NAMESPACE}${prefix.replace(/[*?[\]\\]/g, (character) => `\\${character}`)}*`;

const toState = ([count, ttl]: [number, number]): CounterState => ({ count, resetInMs: Math.max(0, ttl) });

/** Counters in Redis (REDIS_URL): every process of the portal that points at the same server shares them. */
export function createRedisCounters(url: string, log: FastifyBaseLogger): LimitCounters {
  // A request waits for at most two reconnection attempts; meanwhile an error is logged, not thrown at the process.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis (limity zapytań) niedostępny'));
  const run = async (script: string, key: string, ...args: (string | number)[]) =>
    (await redis.eval(script, 1, NAMESPACE + key, ...args)) as [number, number];
  return {
    hit: async (key, windowMs) => toState(await run(HIT, key, Math.ceil(windowMs))),
    async take(key, windowMs, max) {
      const [count, ttl] = await run(TAKE, key, Math.ceil(windowMs), max);
      return count < 0 ? null : toState([count, ttl]);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(NAMESPACE + key), redis.pttl(NAMESPACE + key)]);
      return count === null || ttl <= 0 ? EMPTY_COUNTER : { count: Number(count), resetInMs: ttl };
    },
    async giveBack(key) {
      await run(GIVE_BACK, key);
    },
    async reset(key) {
      await redis.del(NAMESPACE + key);
    },
    async resetPrefix(prefix) {
      const stream = redis.scanStream({ match: globPrefix(prefix), count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
