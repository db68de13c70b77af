/** Thrown when `maxWaiting` tasks already wait: the caller answers "busy" instead of queueing without end. */
export class QueueFullError extends Error {
  constructor() {
    super('decode queue full');
  }
}

/**
 * Runs at most `concurrency` tasks at once; at most `maxWaiting` others wait their turn in order, any more are
 * refused at once with QueueFullError.
 */
export function createLimiter(
  concurrency: number,
  maxWaiting = Number.POSITIVE_INFINITY,
): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays the same) or is freed.
      if (waiting.length > 0) waiting.shift()!();
      else running -= 1;
    }
  };
}
