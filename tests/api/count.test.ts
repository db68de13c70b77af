import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { countRows } from '../../server/http/count.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror');
  for (let i = 0; i < 40; i++) await insertOffer(ctx, owner.id, { title: `Oferta numer ${i}` });
  await ctx.db.execute(sql`analyze offers`);
});
afterAll(() => ctx.close());

describe('list totals', () => {
  it('counts exactly while the estimate is small', async () => {
    expect(await countRows(ctx.db, ctx.db.select({ id: offers.id }).from(offers))).toBe(40);
    expect(
      await countRows(
        ctx.db,
        ctx.db
          .select({ id: offers.id })
          .from(offers)
          .where(sql`${offers.title} like 'Oferta numer 1%'`),
      ),
    ).toBe(11);
  });

  it("takes the planner's estimate above the limit instead of counting every row", async () => {
    const estimate = await countRows(ctx.db, ctx.db.select({ id: offers.id }).from(offers), 10);
    expect(estimate).toBeGreaterThan(10);
    expect(estimate).toBeLessThanOrEqual(80);
  });

  it('never answers less than it counted, even when the planner underestimates', async () => {
    // The planner cannot see into this condition and guesses a third of the table (~13); 30 rows match (numbers 10–39).
    const twoDigitTitles = ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`length(${offers.title}) > 14`);
    expect(await countRows(ctx.db, twoDigitTitles, 20)).toBeGreaterThanOrEqual(21);
  });
});
