import { and, isNotNull, lte, eq, sql } from 'drizzle-orm';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { offers } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';

/** Marks active offers whose `expires_at` has passed as `expired`. Public reads also filter on `expires_at`, so nothing shows in between. */
export async function expireOffers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(offers)
      .set({ status: 'expired', updated_at: sql`now()` })
      .where(and(eq(offers.status, 'active'), isNotNull(offers.expires_at), lte(offers.expires_at, sql`now()`)))
      .returning({ id: offers.id });
    if (rows.length) await announceChange(tx, 'search');
    return rows.length;
  });
}

/** Once a minute, in one of the server processes. */
export const expireOffersJob = defineJob({
  name: 'offers.expire',
  schedule: { everySeconds: 60 },
  async run(ctx) {
    const count = await expireOffers(ctx.db);
    if (count) ctx.log.info({ count }, 'oferty oznaczone jako wygasłe');
  },
});
