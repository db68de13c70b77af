import type { FastifyBaseLogger } from 'fastify';

/**
 * The server between its first stop signal and its exit. Readiness and the `Connection: close` header read
 * `draining`; work that runs beside the requests (the expiry sweep, job runners) registers how it stops, and the
 * database closes only after every registered stop has settled. The steps and their order: docs/ or README
 * „Wdrożenie”, and server/main.ts.
 */
export interface Lifecycle {
  /** True from the first SIGTERM/SIGINT on: readiness answers 503 while requests are still served. */
  readonly draining: boolean;
  /**
   * `stop` is called as draining begins: it takes no new work from then on and resolves once the work in flight is
   * done. Registering after draining began calls it at once.
   */
  register: (name: string, stop: () => Promise<void>) => void;
  /** Begins draining and calls every registered stop; resolves when all have settled (a failure is logged). */
  drain: (log: FastifyBaseLogger) => Promise<void>;
}

export function createLifecycle(): Lifecycle {
  const stops = new Map<string, () => Promise<void>>();
  const stopping: Promise<void>[] = [];
  let draining = false;
  let log: FastifyBaseLogger | undefined;
  const runStop = (name: string, stop: () => Promise<void>) =>
    stop().catch((error: unknown) => log?.error({ err: error }, `zatrzymanie „${name}” nie powiodło się`));
  return {
    get draining() {
      return draining;
    },
    register(name, stop) {
      if (draining) stopping.push(runStop(name, stop));
      else stops.set(name, stop);
    },
    async drain(logger) {
      log = logger;
      if (!draining) {
        draining = true;
        for (const [name, stop] of stops) stopping.push(runStop(name, stop));
      }
      await Promise.all(stopping);
    },
  };
}
