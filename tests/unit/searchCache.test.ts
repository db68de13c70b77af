import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCache } from '../../server/offers/searchCache.js';

afterEach(() => vi.useRealTimers());

describe('SearchCache', () => {
  it('shares one load between identical concurrent requests', async () => {
    const cache = new SearchCache<number>(10_000);
    const load = vi.fn(async () => 42);
    const answers = await Promise.all([cache.get('q=wozek', load), cache.get('q=wozek', load)]);
    expect(answers).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a request peek at an answer cached or being loaded, until it expires, and never when off', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<number>(1000);
    expect(cache.peek('k')).toBeUndefined();
    const loading = cache.get('k', async () => 7);
    expect(cache.peek('k')).toBe(loading);
    vi.advanceTimersByTime(1500);
    expect(cache.peek('k')).toBeUndefined();
    const off = new SearchCache<number>(0);
    await off.get('k', async () => 7);
    expect(off.peek('k')).toBeUndefined();
  });

  it('loads again after the TTL and after clear()', async () => {
    vi.useFakeTimers();
    const cache = new SearchCache<number>(1000);
    let value = 1;
    const load = vi.fn(async () => value++);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new SearchCache<number>(10_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('never caches when the TTL is 0', async () => {
    const cache = new SearchCache<number>(0);
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
