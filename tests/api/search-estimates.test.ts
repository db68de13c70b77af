import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_TEXTS } from '../../shared/searchCountTexts.js';
import type { OfferSearchResult } from '../../shared/types.js';
import { indexStale, rowsOf } from '../../server/search/indexing.js';
import { runSearchStatements, type RunStatement } from '../../server/offers/search.js';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

/** A RunStatement that runs each statement as the search would and keeps its SQL text. */
function recordingStatements() {
  const statements: string[] = [];
  const recording: RunStatement = (statement) => {
    statements.push(statement.toSQL().sql);
    return Promise.resolve(statement);
  };
  return { statements, recording };
}

/**
 * Above 1000 offers the search estimates its total and facets from a sample of the offers table, so that its work does
 * not grow with the number of matches; up to 1000 they stay exact. The sample here is a handful of pages
 * (SEARCH_SAMPLE_PAGES), so that a few thousand offers are a "large" table.
 */
describe('GET /api/v1/offers: totals and facets exact up to 1000, estimated above', () => {
  let ctx: TestContext;
  let tablePages = 0;
  const BIKES = 2400;
  const SCOOTERS = 50;
  /** Three bath lifts, too few for the sample to count: the dearest is the oldest. */
  const LIFTS = [
    { n: 1, price: 900 },
    { n: 2, price: 300 },
    { n: 3, price: 600 },
  ];

  beforeAll(async () => {
    ctx = await createTestContext({ searchSamplePages: 20 });
    const owner = await createUser(ctx, 'offeror');
    // Bikes in 20 towns (Kalisz has 2400 / 20 = 120 of them), a few scooters in Kalisz only; newest last.
    await ctx.db.execute(sql`
      insert into offers (owner_id, title, short_description, long_description, contact_email, status,
        address_city, price_type, price, created_at)
      select ${owner.id}, 'Rower trójkołowy nr ' || i, 'Rower rehabilitacyjny do wypożyczenia.',
        'Rower trójkołowy dla dorosłych, z koszem i niskim wejściem, wypożyczany na tygodnie.',
        'kontakt@example.pl', 'active',
        (array['Kalisz','Radom','Opole','Płock','Tarnów','Legnica','Słupsk','Gniezno','Elbląg','Konin',
               'Leszno','Piła','Sieradz','Kutno','Chełm','Zamość','Łomża','Ełk','Suwałki','Nysa'])[1 + i % 20],
        (array['free','paid'])[1 + (i / 20) % 2], case when (i / 20) % 2 = 1 then 10 + i % 90 end,
        now() - (${BIKES} - i) * interval '1 minute'
      from generate_series(1, ${BIKES}) as i`);
    await ctx.db.execute(sql`
      insert into offers (owner_id, title, short_description, long_description, contact_email, status, address_city)
      select ${owner.id}, 'Hulajnoga elektryczna nr ' || i, 'Hulajnoga do wypożyczenia.',
        'Hulajnoga elektryczna z siedziskiem, wypożyczana na dni i tygodnie, z dowozem.',
        'kontakt@example.pl', 'active', 'Kalisz'
      from generate_series(1, ${SCOOTERS}) as i`);
    for (const lift of LIFTS)
      await ctx.db.execute(sql`
        insert into offers (owner_id, title, short_description, long_description, contact_email, status,
          address_city, price_type, price, created_at)
        values (${owner.id}, ${`Podnośnik wannowy nr ${lift.n}`}, 'Podnośnik do wanny do wypożyczenia.',
          'Podnośnik wannowy z pilotem, wypożyczany na miesiące, z montażem w łazience.', 'kontakt@example.pl',
          'active', 'Radom', 'paid', ${lift.price}, now() - ${10 - lift.n} * interval '1 day')`);
    await indexStale(ctx.db);
    await ctx.db.execute(sql`analyze offers`);
    const [{ pages }] = await rowsOf<{ pages: number }>(
      ctx.db,
      sql`select (pg_relation_size('offers') / current_setting('block_size')::int)::int as pages`,
    );
    // Larger than the sample, or this file would test nothing.
    expect(pages).toBeGreaterThan(ctx.config.searchSamplePages);
    tablePages = pages;
  }, 120_000);
  afterAll(() => ctx.close());

  const search = async (query: string) => {
    const response = await ctx.call('GET', `/api/v1/offers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OfferSearchResult>();
  };
  const facetCounts = (result: OfferSearchResult) =>
    Object.values(result.facets).flatMap((list: { count: number }[]) => list.map((item) => item.count));

  it('estimates a total above 1000 and says so, rounded so that it never looks exact', async () => {
    const result = await search('q=rower');
    expect(result.total_accuracy).not.toBe('exact');
    expect(result.total).toBeGreaterThanOrEqual(1000);
    if (result.total_accuracy === 'approximate') {
      expect(result.total % 100).toBe(0);
      // An estimate from a sample, near the truth.
      expect(result.total).toBeGreaterThan(BIKES * 0.6);
      expect(result.total).toBeLessThan(BIKES * 1.4);
    } else {
      expect(result.total).toBe(1000);
    }
    // Every list counts the same 2400 bikes: every one is an estimate, rounded to tens or hundreds.
    expect([...result.estimated_facets].sort()).toEqual(
      [
        'availability',
        'categories',
        'cities',
        'features',
        'funding',
        'groups',
        'modes',
        'price_types',
        'voivodeships',
      ].sort(),
    );
    for (const count of facetCounts(result)) expect(count % 10).toBe(0);
  });

  it('counts a total of at most 1000 exactly, with exact facets', async () => {
    const result = await search('q=hulajnoga');
    expect(result).toMatchObject({ total: SCOOTERS, total_accuracy: 'exact', estimated_facets: [] });
    expect(result.facets.cities).toEqual([{ name: 'Kalisz', count: SCOOTERS }]);
  });

  it('keeps the total exact under a filter, and estimates only the facet of that filter', async () => {
    const result = await search(`q=rower&city=Kalisz`);
    expect(result).toMatchObject({ total: BIKES / 20, total_accuracy: 'exact' });
    // The towns are counted without the town filter: all 2400 bikes, so estimated; the rest count Kalisz's 120.
    expect(result.estimated_facets).toEqual(['cities']);
    expect(result.facets.price_types).toEqual([
      { value: 'free', count: BIKES / 40 },
      { value: 'paid', count: BIKES / 40 },
    ]);
  });

  it('answers the first page exactly in the chosen order, whatever the total', async () => {
    const newest = await search('q=rower&sort=newest&per_page=5');
    expect(newest.items.map((item) => item.title)).toEqual(
      [2400, 2399, 2398, 2397, 2396].map((n) => `Rower trójkołowy nr ${n}`),
    );
    const cheapest = await search('q=rower&sort=price_asc&price_type=paid&per_page=3');
    const expected = await rowsOf<{ title: string }>(
      ctx.db,
      sql`select title from offers where title like 'Rower%' and price_type = 'paid'
          order by coalesce(price, 0), created_at desc limit 3`,
    );
    expect(cheapest.items.map((item) => item.title)).toEqual(expected.map((row) => row.title));
    // Browsing without text or filters: the newest offers (the scooters, added last), the total estimated.
    const browse = await search('per_page=2');
    expect(browse.total_accuracy).not.toBe('exact');
    expect(browse.items.map((item) => item.title.replace(/\d+$/, ''))).toEqual([
      'Hulajnoga elektryczna nr ',
      'Hulajnoga elektryczna nr ',
    ]);
  });

  it('reads the page of a few matches by choosing them all first, in the chosen order', async () => {
    const { statements, recording } = recordingStatements();
    const pageOf = async (page: number) => {
      const query = offerSearchQuerySchema.parse({
        q: 'podnośnik',
        sort: 'price_desc',
        per_page: '2',
        page: String(page),
      });
      const found = await runSearchStatements(ctx.db, query, recording, [], {
        samplePages: ctx.config.searchSamplePages,
      });
      return found.rows.map((row) => row.title);
    };
    expect(await pageOf(1)).toEqual(['Podnośnik wannowy nr 1', 'Podnośnik wannowy nr 3']);
    expect(await pageOf(2)).toEqual(['Podnośnik wannowy nr 2']);
    // Chosen below an `offset 0`: planned for all the matches, not walked in the order of an index until two match.
    const page = statements.filter((text) => text.includes('"matching"'));
    expect(page).toHaveLength(2);
    for (const text of page) expect(text).toMatch(/offset 0\) "matching"/);
  });

  it('counts exactly only the sets the answer shows: a facet list of a filter set, or every relaxation when nothing matches', async () => {
    const { statements, recording } = recordingStatements();
    const setReads = async (parameters: Record<string, string>) => {
      statements.length = 0;
      const query = offerSearchQuerySchema.parse(parameters);
      const found = await runSearchStatements(ctx.db, query, recording, [], {
        samplePages: ctx.config.searchSamplePages,
      });
      return { found, reads: statements.map((text) => text.split('"set_rows"').length - 1).reduce((a, b) => a + b, 0) };
    };
    // Kalisz's 120 bikes, all confirmed today. What removing 'fresh' would give is shown nowhere while offers are
    // found, so setting it adds no read (how many the town's facet needs depends on the sample).
    const fresh = await setReads({ q: 'rower', city: 'Kalisz', fresh: 'true' });
    expect(fresh.found.summary).toMatchObject({ total: BIKES / 20, total_accuracy: 'exact', relaxations: [] });
    expect(fresh.reads).toBe((await setReads({ q: 'rower', city: 'Kalisz' })).reads);
    // Nothing matches: every relaxation is counted, 'fresh' among them (one more read).
    const none = await setReads({ q: 'hulajnoga', city: 'Radom', fresh: 'true' });
    expect(none.found.summary.total).toBe(0);
    expect(none.found.summary.relaxations).toEqual([{ filter: 'city', count: SCOOTERS, count_accuracy: 'exact' }]);
    expect(none.reads).toBe((await setReads({ q: 'hulajnoga', city: 'Radom' })).reads + 1);
  });

  it('samples fewer offers for a text that surely matches many, unless a filter is set', async () => {
    const { statements, recording } = recordingStatements();
    const sampledPercent = async (parameters: Record<string, string>) => {
      statements.length = 0;
      const query = offerSearchQuerySchema.parse(parameters);
      // A page fewer than the table: sampled, and with room for the usual 2000 offers.
      await runSearchStatements(ctx.db, query, recording, [], { samplePages: tablePages - 1 });
      const percents = statements.flatMap((text) =>
        [...text.matchAll(/tablesample system \(([\d.]+)\)/g)].map((m) => Number(m[1])),
      );
      expect(percents.length).toBeGreaterThan(0);
      return Math.min(...percents);
    };
    // Nearly every offer is a bike: 500 matches need about 500 offers, a quarter of the usual 2000.
    const broad = await sampledPercent({ q: 'rower' });
    const filtered = await sampledPercent({ q: 'rower', city: 'Kalisz' });
    expect(broad).toBeLessThan(filtered / 3);
    // The estimate from the smaller sample is still near the truth.
    const result = await search('q=rower');
    expect(result.total_accuracy).toBe('approximate');
    expect(Math.abs(result.total - BIKES) / BIKES).toBeLessThan(0.25);
  });

  it('gives the count of a relaxation above 1000 as an estimate', async () => {
    const result = await search('q=rower&city=Gdańsk');
    expect(result).toMatchObject({ total: 0, total_accuracy: 'exact', items: [] });
    expect(result.relaxations).toHaveLength(1);
    const [relaxation] = result.relaxations;
    expect(relaxation.filter).toBe('city');
    expect(relaxation.count_accuracy).not.toBe('exact');
    expect(relaxation.count).toBeGreaterThanOrEqual(1000);
  });

  it('pages through the first 1000 results only, with a Polish message past them', async () => {
    const last = await search('q=rower&per_page=50&page=20');
    expect(last.items).toHaveLength(50);
    const beyond = await ctx.call('GET', '/api/v1/offers?q=rower&per_page=50&page=21');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ detail: string }>().detail).toContain(SEARCH_COUNT_TEXTS.beyondResults);
  });
});
