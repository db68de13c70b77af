import type { FastifyBaseLogger } from 'fastify';

/** Work a route starts after it has answered; the server waits for it when closing. */
export interface BackgroundTasks {
  /** Starts the task without waiting for it; a failure is only logged under `what`. */
  run: (what: string, log: FastifyBaseLogger, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has finished. */
  idle: () => Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, log, task) {
      // setImmediate: the task begins only after the handler has returned its answer.
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, what))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The same tasks as AppContext.background: tests wait for them before reading the outbox. */
    backgroundTasks: BackgroundTasks;
  }
}
