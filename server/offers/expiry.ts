import { and, isNotNull, lte, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { offers } from '../db/schema.js';

/** Marks active offers whose `expires_at` has passed as `expired`. Public reads also filter on `expires_at`, so nothing shows in between. */
export async function expireOffers(db: Db): Promise<number> {
  const rows = await db
    .update(offers)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(and(eq(offers.status, 'active'), isNotNull(offers.expires_at), lte(offers.expires_at, sql`now()`)))
    .returning({ id: offers.id });
  return rows.length;
}

/** Sweeps now and every `intervalMs`; the answer stops the timer and resolves once a sweep in progress has ended. */
export function startExpirySweep(
  db: Db,
  log: FastifyBaseLogger,
  onExpired: () => void,
  intervalMs = 60_000,
): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  const sweep = () =>
    expireOffers(db)
      .then((count) => {
        if (!count) return;
        onExpired();
        log.info({ count }, 'oferty oznaczone jako wygasłe');
      })
      .catch((error) => log.error(error, 'wygaszanie ofert nie powiodło się'));
  const run = () => {
    current = sweep();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return current;
  };
}
