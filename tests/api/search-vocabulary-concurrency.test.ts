import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexOffers, rowsOf } from '../../server/search/indexing.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

/**
 * Saving an offer adds its new words to the search vocabulary inside the save's transaction. Two saves that add the
 * same new words in opposite order must not deadlock on PostgreSQL (PGlite serves one connection, so it cannot).
 */
describe.runIf(process.env.DATABASE_URL)('search vocabulary, two offers saved at once on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const sessionsWaitingOnLocks = async () => {
    const [{ waiting }] = await rowsOf<{ waiting: number }>(
      ctx.db,
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return waiting;
  };

  it('analyses both offers when each adds the other one’s new words in the opposite order', async () => {
    const owner = await createUser(ctx, 'offeror');
    const first = await insertOffer(ctx, owner.id, { title: 'Alfawyraz Blokadaprima Betawyraz' });
    const second = await insertOffer(ctx, owner.id, { title: 'Betawyraz Blokadasecunda Alfawyraz' });
    // As if both offers were new: their words are not in the vocabulary yet.
    await ctx.db.execute(sql`delete from search_vocabulary where word like '%wyraz' or word like 'blokada%'`);

    // A third save holds a word of each title uncommitted, so each analysis stops after its first new word.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into search_vocabulary (word, word_key)
                           values ('blokadaprima', 'blokadaprima'), ('blokadasecunda', 'blokadasecunda')`);
      await held;
    });
    const analyses = Promise.allSettled([
      ctx.db.transaction((tx) => indexOffers(tx, { ids: [first] })),
      ctx.db.transaction((tx) => indexOffers(tx, { ids: [second] })),
    ]);
    await expect.poll(sessionsWaitingOnLocks, { timeout: 10_000 }).toBe(2);
    release();
    await holder;

    // Drizzle wraps the database's error ('deadlock detected') as the cause of its own.
    const outcomes = (await analyses).map((outcome) =>
      outcome.status === 'fulfilled' ? 'saved' : String((outcome.reason as Error).cause ?? outcome.reason),
    );
    expect(outcomes).toEqual(['saved', 'saved']);
    const words = await rowsOf<{ word: string }>(
      ctx.db,
      sql`select word from search_vocabulary where word like '%wyraz' order by word`,
    );
    expect(words.map((row) => row.word)).toEqual(['alfawyraz', 'betawyraz']);
  });
});
