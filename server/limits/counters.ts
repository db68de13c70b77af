/** A counter's state after a call: how many hits its window holds and how long until the window ends. */
export interface CounterState {
  count: number;
  resetInMs: number;
}

/**
 * Counters in fixed windows that open at a key's first hit (as @fastify/rate-limit counts): the storage every limit
 * and throttle of the portal counts in. Each call is one atomic step, so N processes (or N concurrent requests) that
 * share the storage never let more than the limit through. Three implementations behind this one interface:
 * in this process (PGlite: one process), in PostgreSQL, in Redis (REDIS_URL) — server/limits/index.ts picks one.
 */
export interface LimitCounters {
  /** Counts one more hit, whatever the count (a request limit: the plugin refuses above its maximum). */
  hit: (key: string, windowMs: number) => Promise<CounterState>;
  /** Counts one more only while fewer than `max` were counted in the window: a reservation; null when refused. */
  take: (key: string, windowMs: number, max: number) => Promise<CounterState | null>;
  /** The state without counting (after a refused take: how long until the window ends). */
  peek: (key: string) => Promise<CounterState>;
  /** Gives back one reservation of a window still open. */
  giveBack: (key: string) => Promise<void>;
  /** Forgets the key (its window and count). */
  reset: (key: string) => Promise<void>;
  /** Forgets every key that starts with `prefix`. */
  resetPrefix: (prefix: string) => Promise<void>;
  close: () => Promise<void>;
}

/** A key that is not counted: count 0, no window. */
export const EMPTY_COUNTER: CounterState = { count: 0, resetInMs: 0 };
