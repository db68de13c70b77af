/** Runs at most `concurrency` tasks at once; the others wait their turn in order. */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays the same) or is freed.
      if (waiting.length > 0) waiting.shift()!();
      else running -= 1;
    }
  };
}
