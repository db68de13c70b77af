import { describe, expect, it } from 'vitest';
import { createLimiter, QueueFullError } from '../../server/uploads/limiter.js';

describe('the decode limiter', () => {
  it('runs at most `concurrency` tasks at once and every task to its end, failures included', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = (index: number) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (index === 3) throw new Error('zepsute zdjęcie');
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('the decode queue length', () => {
  it('refuses a task at once when `maxWaiting` already wait, and takes tasks again once they drain', async () => {
    const limit = createLimiter(1, 2);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [limit(() => gate), limit(() => gate), limit(() => gate)];
    await expect(limit(async () => 'za dużo')).rejects.toBeInstanceOf(QueueFullError);
    release();
    await Promise.all(held);
    await expect(limit(async () => 'znowu')).resolves.toBe('znowu');
  });
});
