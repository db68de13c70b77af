import { EMPTY_COUNTER, type LimitCounters } from './counters.js';

/** Past this many keys the oldest one gives way, so memory stays bounded. */
const MAX_KEYS = 100_000;
const SWEEP_INTERVAL_MS = 60_000;

interface Window {
  count: number;
  endsAt: number;
}

/** Counters of this process: for the embedded database, which one process serves. */
export function createMemoryCounters(now: () => number = () => Date.now()): LimitCounters {
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  function makeRoom(time: number) {
    if (time >= nextSweep) {
      nextSweep = time + SWEEP_INTERVAL_MS;
      for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    }
    // A Map keeps insertion order: its first key is the one opened longest ago.
    const oldest = windows.keys().next();
    if (windows.size >= MAX_KEYS && !oldest.done) windows.delete(oldest.value);
  }

  /** The key's open window, or a fresh one starting now. */
  function current(key: string, windowMs: number, time: number): Window {
    const open = windows.get(key);
    if (open && open.endsAt > time) return open;
    makeRoom(time);
    const fresh = { count: 0, endsAt: time + windowMs };
    windows.delete(key);
    windows.set(key, fresh);
    return fresh;
  }

  const state = (window: Window, time: number) => ({ count: window.count, resetInMs: window.endsAt - time });

  return {
    async hit(key, windowMs) {
      const time = now();
      const window = current(key, windowMs, time);
      window.count += 1;
      return state(window, time);
    },
    async take(key, windowMs, max) {
      const time = now();
      const window = current(key, windowMs, time);
      if (window.count >= max) return null;
      window.count += 1;
      return state(window, time);
    },
    async peek(key) {
      const time = now();
      const window = windows.get(key);
      return window && window.endsAt > time ? state(window, time) : EMPTY_COUNTER;
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async resetPrefix(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
