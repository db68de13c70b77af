import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema.js';
import { analyseOneBatch, startBackgroundAnalysis } from '../../server/search/backgroundAnalysis.js';
import { ANALYSIS_VERSION, indexOffers, rowsOf } from '../../server/search/indexing.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

/**
 * A server that finds offers written by SQL (never analysed) or by an older version of the analysis analyses them
 * in the background, batch after batch, after it listens; meanwhile a stale offer is still found by its old vector.
 */
describe('search analysis in the background', () => {
  let ctx: TestContext;
  let ownerId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ownerId = (await createUser(ctx, 'offeror')).id;
  });
  afterAll(() => ctx.close());

  const foundTitles = async (q: string) =>
    (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`))
      .json<{ items: { title: string }[] }>()
      .items.map((item) => item.title);

  /**
   * An offer as a restore or an older release leaves it: written by SQL, never analysed. Its word is in its text only
   * (a title is also found by its letters, without the analysis).
   */
  async function insertUnanalysed(title: string, word: string): Promise<string> {
    const [row] = await ctx.db
      .insert(offers)
      .values({
        owner_id: ownerId,
        title,
        short_description: `${word}: opis zapisany bez analizy tekstu.`,
        long_description: 'Długi opis oferty zapisanej poleceniem SQL, bez analizy tekstu przez serwer.',
        contact_email: 'kontakt@example.pl',
        status: 'active',
      })
      .returning({ id: offers.id });
    return row.id;
  }

  const versionOf = async (id: string) =>
    (await ctx.db.select({ version: offers.search_version }).from(offers).where(eq(offers.id, id)))[0].version;

  it('analyses offers never analysed, after which the search finds them', async () => {
    const ids = await Promise.all(
      ['Spływy adaptacyjne', 'Spływy dla seniorów'].map((title) => insertUnanalysed(title, 'Kajakarstwo')),
    );
    expect(await foundTitles('kajakarstwo')).toEqual([]);

    const done = await startBackgroundAnalysis(ctx.db, { onError: (error) => expect.fail(String(error)) }).done;

    expect(done.offers).toBeGreaterThanOrEqual(2);
    expect((await foundTitles('kajakarstwo')).sort()).toEqual(['Spływy adaptacyjne', 'Spływy dla seniorów']);
    for (const id of ids) expect(await versionOf(id)).toBe(ANALYSIS_VERSION);
    expect(await analyseOneBatch(ctx.db)).toEqual({ state: 'analysed', offers: 0, articles: 0 });
  });

  it('keeps an offer of an older analysis searchable by its old vector until it is analysed again', async () => {
    const id = await insertOffer(ctx, ownerId, { title: 'Żeglarstwo bez barier' });
    await ctx.db
      .update(offers)
      .set({ search_version: ANALYSIS_VERSION - 1 })
      .where(eq(offers.id, id));

    expect(await foundTitles('żeglarstwo')).toEqual(['Żeglarstwo bez barier']);
    await startBackgroundAnalysis(ctx.db, { onError: (error) => expect.fail(String(error)) }).done;
    expect(await versionOf(id)).toBe(ANALYSIS_VERSION);
    expect(await foundTitles('żeglarstwo')).toEqual(['Żeglarstwo bez barier']);
  });

  it('leaves the batch to the process that holds the analysis lock', async () => {
    await insertUnanalysed('Sport na wózkach', 'Szermierka');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => undefined;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    // Another process's batch: its transaction holds the lock.
    const other = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:search-analysis'))`);
      holding();
      await held;
    });
    await isHolding;
    // PGlite serves one connection: its batch would wait for the other transaction, so only PostgreSQL can ask.
    if (process.env.DATABASE_URL) expect(await analyseOneBatch(ctx.db)).toEqual({ state: 'busy' });
    release();
    await other;
    expect(await analyseOneBatch(ctx.db)).toMatchObject({ state: 'analysed', offers: 1 });
    expect(await foundTitles('szermierka')).toEqual(['Sport na wózkach']);
  });
});

/**
 * The background reads a stale offer, then a save of the same offer commits its new text and vector before the
 * background writes: the background must not put the old text's vector back (PostgreSQL only: PGlite runs one
 * transaction at a time, so the two cannot overlap).
 */
describe.runIf(process.env.DATABASE_URL)('search analysis in the background beside a save on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('keeps the vector of the text a save wrote meanwhile', async () => {
    const owner = await createUser(ctx, 'offeror');
    const id = await insertOffer(ctx, owner.id, { title: 'Stara nazwa oferty' });
    await ctx.db.update(offers).set({ search_version: null }).where(eq(offers.id, id));

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The save changed the title and analysed it, but has not committed yet: its row stays locked.
    const save = ctx.db.transaction(async (tx) => {
      await tx.update(offers).set({ title: 'Nowa nazwa oferty' }).where(eq(offers.id, id));
      await indexOffers(tx, { ids: [id] });
      await held;
    });
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ version: number }>(
              ctx.db,
              sql`select 1 as version from offers where id = ${id} and search_version is null`,
            )
          ).length,
      )
      .toBe(1);
    const background = analyseOneBatch(ctx.db);
    // The background read the old, committed title and waits for the save's row lock to write its vector.
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ waiting: number }>(
              ctx.db,
              sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          )[0].waiting,
      )
      .toBe(1);
    release();
    await save;
    await background;

    const [row] = await rowsOf<{ vector: string }>(
      ctx.db,
      sql`select search_vector::text as vector from offers where id = ${id}`,
    );
    expect(row.vector).toContain("'nowy'");
    expect(row.vector).not.toContain("'stary'");
  });
});
