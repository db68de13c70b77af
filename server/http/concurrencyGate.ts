/** What `run` answers for a task dropped unrun because its client left while it waited. */
export const CLIENT_LEFT = Symbol('client left');

export interface ConcurrencyGate {
  /**
   * Runs `task` when fewer than the gate's limit run, else once every task that came before it has started
   * (first come, first served). A task whose client has left by its turn (`clientLeft`) is not run: CLIENT_LEFT.
   */
  run: <T>(task: () => Promise<T>, clientLeft: () => boolean) => Promise<T | typeof CLIENT_LEFT>;
}

/**
 * At most `limit` tasks at once, the others waiting in the order they came (docs/wydajnosc.md, 'Kolejka wyszukiwań').
 * When more searches arrive than the database can serve, starting all of them at once only makes every one wait for
 * every other: each takes as long as the slowest, and a search abandoned by its visitor (a page closed, a word typed
 * further) still costs its full work. Queued, each runs on a machine shared with a few others, answers come in the
 * order of the questions, and an abandoned search is dropped before it costs anything.
 */
export function concurrencyGate(limit: number): ConcurrencyGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its place straight to the first waiting one, so a newcomer cannot overtake the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task, clientLeft) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return clientLeft() ? CLIENT_LEFT : await task();
      } finally {
        release();
      }
    },
  };
}
