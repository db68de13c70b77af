import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { union } from 'drizzle-orm/pg-core';
import type { PriceType } from '../../shared/labels/offers.js';
import type { CountAccuracy } from '../../shared/search.js';
import type { OfferSearchFacets, SearchFacetList, SearchRelaxation } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories, offers } from '../db/schema.js';
import { OPTIMISATION_FENCE } from '../db/fence.js';
import { DEFAULT_SEARCH_SAMPLE_PAGES, EXACT_SEARCH_COUNT as EXACT_COUNT_LIMIT } from '../../shared/search.js';
import { discoveryFacets, hasMode, type DiscoveryCounts } from './discoveryFilters.js';
import { freshAvailabilitySql } from './hours.js';
import { AVAILABILITY_STATES, type AvailabilityState } from '../../shared/offerAvailability.js';
import { eligibilityFacets } from './eligibilityFilters.js';
import { publicOfferCondition } from './queries.js';
import type { RunStatement } from './runStatement.js';
import {
  FACETS,
  facetFilter,
  isFilterSet,
  setFilters,
  type Facet,
  type OfferSearchQuery,
  type SearchColumns,
} from './searchFilters.js';

const CITY_FACET_LIMIT = 20;

/** The sample's seed: the same pages for every search, so an estimate does not change between one page and the next. */
const SAMPLE_SEED = 7;
/**
 * A set of offers (those matching every filter, or every filter but one) that may hold no more than EXACT_COUNT_LIMIT
 * offers is counted exactly: one estimated at most at this many offers (unless the sample holds enough of its offers
 * to rule that out, surelyAboveLimit), or found fewer than MIN_SAMPLE_HITS_TO_SKIP times in the sample (too few to
 * rule it out, even when the pages sampled happen to hold a cluster of them).
 */
const POSSIBLY_SMALL = 2.5 * EXACT_COUNT_LIMIT;
const MIN_SAMPLE_HITS_TO_SKIP = 16;
/** How much larger the second sample of an ambiguous total is. */
const RESAMPLE = 3;
/**
 * Fewer matches than this, by the sample: the page of an explicit order reads every match and sorts them (search.ts).
 * Walking an index in the page's order instead reads about `per_page × offers / matches` rows before it has a page:
 * at 100,000 offers, the whole table when nothing matches, some 8,000 rows for a hundred matches (about what reading
 * the hundred through the indexes of their conditions costs), fewer above.
 */
const FEW_MATCHES = 100;
/** Below this many sampled offers an estimate is too rough to show as a number: the total reads 'ponad 1000'. */
const MIN_SAMPLE_HITS = 30;

const verdict = (facet: Facet) => sql.identifier(`holds_${facet}`);

/**
 * What the summary reads of each candidate offer: the values it counts and, for every filter the visitor set, whether
 * the offer meets it. Selected with `offset 0` (or through a UNION) so that each verdict (a distance among them) is
 * computed once per row instead of once per count that reads it. A filter every row read meets (`met`: the read's
 * own conditions include it) is simply true: neither written out again nor evaluated once more per row.
 */
export function verdictFields(
  query: OfferSearchQuery,
  columns: SearchColumns,
  met: (facet: Facet) => boolean = () => false,
) {
  const verdicts = FACETS.filter((facet) => isFilterSet(query, facet)).map((facet) => [
    `holds_${facet}`,
    (met(facet) ? sql<boolean>`true` : sql<boolean>`${facetFilter(query, columns, facet)}`).as(`holds_${facet}`),
  ]);
  const values = {
    // Tells two offers with the same values apart when the exact count's reads are joined by UNION.
    id: sql<string>`${columns.id}`.as('id'),
    category_id: sql<string | null>`${columns.category_id}`.as('category_id'),
    price_type: sql<PriceType>`${columns.price_type}`.as('price_type'),
    city_key: sql<string | null>`${columns.city_key}`.as('city_key'),
    address_city: sql<string | null>`${columns.address_city}`.as('address_city'),
    // Online offers belong to every voivodeship: they are counted once, under "*".
    voivodeship_code: sql<string | null>`case when ${hasMode(columns, 'online')} then '*'
      else ${columns.voivodeship} end`.as('voivodeship_code'),
    accessibility_features: sql<string[]>`${columns.accessibility_features}`.as('accessibility_features'),
    target_groups: sql<string[]>`${columns.target_groups}`.as('target_groups'),
    service_modes: sql<string[]>`${columns.service_modes}`.as('service_modes'),
    // Older than AVAILABILITY_FRESH_DAYS, a state counts as unknown (null), like on the offer page.
    availability_code: sql<string | null>`${freshAvailabilitySql(columns, query.now ?? new Date())}`.as(
      'availability_code',
    ),
    funding_routes: sql<string[]>`${columns.funding_routes}`.as('funding_routes'),
  };
  // The verdicts are read by name (`holds_<filter>`, see othersHold), so their keys vary with the query.
  return Object.assign(values, Object.fromEntries(verdicts)) as typeof values;
}

type VerdictRows = SubqueryWithSelection<ReturnType<typeof verdictFields>, 'verdicts'>;

/** The filters the visitor set, except one: the rows a facet's values are counted on. */
function othersHold(query: OfferSearchQuery, facet: Facet | null): SQL {
  const others = FACETS.filter((other) => other !== facet && isFilterSet(query, other));
  return others.length ? and(...others.map((other) => sql`${verdict(other)}`))! : sql`true`;
}

/** A row that fails two filters is counted in no facet (each facet drops one filter at most), so it is left out. */
function failsAtMostOne(query: OfferSearchQuery): SQL {
  const set = FACETS.filter((facet) => isFilterSet(query, facet));
  if (set.length < 2) return sql`true`;
  return sql`(${sql.join(
    set.map((facet) => sql`(not ${verdict(facet)})::int`),
    sql` + `,
  )}) <= 1`;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Per code of the three lists and the funding routes, the offers having it, each list counted under every filter but its own. The rows are
 * first grouped by their whole list (a few hundred distinct lists at most), and only those groups are unnested:
 * cheaper than testing every row for every code.
 */
function discoveryCountsJson(
  query: OfferSearchQuery,
  judged: SQL,
): SQL<Omit<DiscoveryCounts, 'voivodeships'> & { funding: Record<string, number> }> {
  const perCode = (list: string, facet: Facet) => sql`(select coalesce(json_object_agg(code, n), '{}'::json) from (
      select code, sum(n)::int as n from (
        select ${sql.identifier(list)} as list, count(*) as n from ${judged} where ${othersHold(query, facet)} group by 1
      ) lists cross join lateral unnest(lists.list) as code group by code) counted)`;
  return sql`json_build_object(
    'features', ${perCode('accessibility_features', 'features')},
    'groups', ${perCode('target_groups', 'groups')},
    'modes', ${perCode('service_modes', 'mode')},
    'funding', ${perCode('funding_routes', 'funding')})`;
}

/**
 * The total, the facets and what removing each filter would give, from ONE read of the candidate rows (`verdicts`):
 * the rows that fail at most one filter are kept once (`judged`, materialised because it is read twice), the
 * category, price, city and voivodeship facets are its GROUPING SETS, and the three lists are counted per code in
 * one more pass over it. Facets are counted the "disjunctive" way: each applies every other filter but not its own,
 * so a visitor who picked one city still sees how many offers the other cities have.
 */
function summaryStatement(db: Db, query: OfferSearchQuery, verdicts: VerdictRows) {
  const judged = db.$with('judged').as(db.select().from(verdicts).where(failsAtMostOne(query)));
  const others = (facet: Facet | null) => othersHold(query, facet);
  return db
    .with(judged)
    .select({
      byCategory: sql<number>`grouping(${categories.slug}, ${categories.name})`,
      byPrice: sql<number>`grouping(${judged.price_type})`,
      byCity: sql<number>`grouping(${judged.city_key})`,
      byVoivodeship: sql<number>`grouping(${judged.voivodeship_code})`,
      byAvailability: sql<number>`grouping(${judged.availability_code})`,
      slug: categories.slug,
      name: categories.name,
      priceType: sql<PriceType>`${judged.price_type}`,
      cityKey: sql<string | null>`${judged.city_key}`,
      city: sql<string>`min(${judged.address_city})`,
      voivodeshipCode: sql<string | null>`${judged.voivodeship_code}`,
      availabilityCode: sql<string | null>`${judged.availability_code}`,
      availabilityCount: countWhere(others('available')),
      categoryCount: countWhere(others('category')),
      priceCount: countWhere(others('price_type')),
      cityCount: countWhere(others('city')),
      voivodeshipCount: countWhere(others('voivodeship')),
      total: countWhere(others(null)),
      // In the grand total's row only: every other row would carry (and the driver parse) the same JSON again.
      discovery: sql<ReturnType<typeof discoveryCountsJson>['_']['type'] | null>`case when grouping(${categories.slug},
        ${categories.name}, ${judged.price_type}, ${judged.city_key}, ${judged.voivodeship_code},
        ${judged.availability_code}) = 63 then ${discoveryCountsJson(query, sql`${judged}`)} end`,
      ...(Object.fromEntries(FACETS.map((facet) => [`without_${facet}`, countWhere(others(facet))])) as Record<
        `without_${Facet}`,
        SQL<number>
      >),
    })
    .from(judged)
    .leftJoin(categories, eq(categories.id, judged.category_id))
    .groupBy(
      sql`grouping sets ((${categories.slug}, ${categories.name}), (${judged.price_type}), (${judged.city_key}),
        (${judged.voivodeship_code}), (${judged.availability_code}), ())`,
    );
}

type SummaryRow = Awaited<ReturnType<typeof summaryStatement>>[number];

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b), 'pl');

/** The counts of one read: the facets, and how many of the rows read match every filter or every filter but one. */
interface Counted {
  facets: OfferSearchFacets;
  /** `null`: every filter; a filter: every other one (equal to the total when that filter is not set). */
  setSize: (set: Facet | null) => number;
}

/** Splits the GROUPING SETS rows into the facets (only values with offers) and the sizes of the sets they count. */
function countedFrom(rows: SummaryRow[]): Counted {
  const totalRow = rows.find(
    (row) => row.byCategory && row.byPrice && row.byCity && row.byVoivodeship && row.byAvailability,
  );
  const categoryRows = rows
    .filter((row) => !row.byCategory && row.slug !== null && row.categoryCount > 0)
    .map((row) => ({ slug: row.slug!, name: row.name!, count: row.categoryCount }))
    .sort(byCountThenName((row) => row.name));
  const priceRows = rows
    .filter((row) => !row.byPrice && row.priceCount > 0)
    .map((row) => ({ value: row.priceType, count: row.priceCount }))
    .sort(byCountThenName((row) => row.value));
  const cityRows = rows
    .filter((row) => !row.byCity && row.cityKey && row.cityCount > 0)
    .map((row) => ({ name: row.city, count: row.cityCount }))
    .sort(byCountThenName((row) => row.name))
    .slice(0, CITY_FACET_LIMIT);
  const voivodeships = Object.fromEntries(
    rows
      .filter((row) => !row.byVoivodeship && row.voivodeshipCode)
      .map((row) => [row.voivodeshipCode!, row.voivodeshipCount]),
  );
  const availabilityRows = rows
    .filter((row) => !row.byAvailability && row.availabilityCode && row.availabilityCount > 0)
    .map((row) => ({ value: row.availabilityCode as AvailabilityState, count: row.availabilityCount }))
    .sort((a, b) => AVAILABILITY_STATES.indexOf(a.value) - AVAILABILITY_STATES.indexOf(b.value));
  return {
    facets: {
      availability: availabilityRows,
      categories: categoryRows,
      price_types: priceRows,
      cities: cityRows,
      ...discoveryFacets(totalRow?.discovery && { ...totalRow.discovery, voivodeships }),
      ...eligibilityFacets(totalRow?.discovery?.funding),
    },
    setSize: (set) => Number((set ? totalRow?.[`without_${set}`] : totalRow?.total) ?? 0),
  };
}

/** The filter whose own values a facet list shows (it is counted under every other filter). */
const LIST_FILTER: Record<SearchFacetList, Facet> = {
  categories: 'category',
  price_types: 'price_type',
  cities: 'city',
  features: 'features',
  groups: 'groups',
  modes: 'mode',
  voivodeships: 'voivodeship',
  availability: 'available',
  funding: 'funding',
};
const FACET_LISTS = Object.keys(LIST_FILTER) as SearchFacetList[];

/** The set a list is counted on: every filter but its own, which is every filter when its own is not set. */
const listSet = (query: OfferSearchQuery, list: SearchFacetList): Facet | null =>
  isFilterSet(query, LIST_FILTER[list]) ? LIST_FILTER[list] : null;

/**
 * The sets of 'every filter but one' the answer shows counts of: those the facet lists of the filters the visitor set
 * are counted on and, only when nothing matches every filter, every one (the relaxations: what removing one filter
 * would give). A set no one reads is not counted: with 'open now', 'age' or 'fresh' set and offers found, counting
 * what their removal would give read thousands of rows for nothing.
 */
function setsShown(query: OfferSearchQuery, total: number): Facet[] {
  if (total === 0) return FACETS.filter((facet) => isFilterSet(query, facet));
  return [...new Set(FACET_LISTS.map((list) => listSet(query, list)))].filter((set): set is Facet => set !== null);
}

/**
 * An estimate, rounded so that it does not look exact: to hundreds from 1000 on ('~12 400'), to tens below (a facet),
 * never below 10.
 */
export function roundEstimate(value: number): number {
  if (value >= 1000) return Math.round(value / 100) * 100;
  return Math.max(10, Math.round(value / 10) * 10);
}

function scaledFacets(facets: OfferSearchFacets, scale: number): OfferSearchFacets {
  const scaled = <T extends { count: number }>(list: T[]) =>
    list.map((item) => ({ ...item, count: roundEstimate(item.count * scale) }));
  return {
    categories: scaled(facets.categories),
    price_types: scaled(facets.price_types),
    cities: scaled(facets.cities),
    features: scaled(facets.features),
    groups: scaled(facets.groups),
    modes: scaled(facets.modes),
    voivodeships: scaled(facets.voivodeships),
    availability: scaled(facets.availability),
    funding: scaled(facets.funding),
  };
}

export interface SearchSummary {
  total: number;
  total_accuracy: CountAccuracy;
  facets: OfferSearchFacets;
  /** The facet lists whose counts are estimates. */
  estimated_facets: SearchFacetList[];
  relaxations: SearchRelaxation[];
}

/** A count of one set: exact, estimated from the sample, or known only to exceed EXACT_COUNT_LIMIT. */
interface SetCount {
  count: number;
  accuracy: CountAccuracy;
}

function summaryOf(
  query: OfferSearchQuery,
  sizeOf: (set: Facet | null) => SetCount,
  facets: OfferSearchFacets,
  estimated: SearchFacetList[],
): SearchSummary {
  const total = sizeOf(null);
  const relaxations =
    total.count === 0
      ? FACETS.filter((facet) => isFilterSet(query, facet))
          .map((filter) => ({ filter, ...sizeOf(filter) }))
          .filter((set) => set.count > 0)
          .map(({ filter, count, accuracy }) => ({ filter, count, count_accuracy: accuracy }))
      : [];
  return { total: total.count, total_accuracy: total.accuracy, facets, estimated_facets: estimated, relaxations };
}

/**
 * The pages of the offers table, its size on disk (the planner's statistics are missing until ANALYZE), and its
 * rows as the last ANALYZE counted them (-1 before the first).
 */
const tableSize = (db: Db) =>
  db
    .select({
      pages: sql<number>`greatest(1, pg_relation_size(oid) / current_setting('block_size')::int)::int`,
      rows: sql<number>`reltuples::float8`,
    })
    .from(sql`pg_class`)
    .where(sql`oid = 'offers'::regclass`);

/**
 * Offers a sample needs to hold: what makes an estimate good is the number of offers read, not of pages, and a
 * compact table holds several times more offers per page than one full of free space after many saves.
 */
const SAMPLE_OFFERS = 2000;

/**
 * Matches a sample of a search with no filter holds at least: as many as the full sample (SAMPLE_OFFERS) holds of a
 * search matching every fourth offer, whose total and facets are estimated from them just as well.
 */
const SURE_SAMPLE_MATCHES = 500;
/** A sample of a broad search is never smaller than this. */
const MIN_SAMPLE_OFFERS = 500;

/**
 * The pages to sample: at most `samplePages`, fewer when SAMPLE_OFFERS fit in fewer, and fewer again when a share
 * `sureShare` of all offers surely matches (a word of the text that alone is in more than every fourth offer):
 * then SURE_SAMPLE_MATCHES of them are enough. A broad text needs no 2,000 offers for its estimate, and reading the text of
 * each sampled offer (stored apart, TOAST) was most of its cost.
 */
export function pagesToSample(samplePages: number, pages: number, rows: number, sureShare = 0): number {
  if (rows <= 0) return samplePages;
  const wanted =
    sureShare > 0
      ? Math.max(MIN_SAMPLE_OFFERS, Math.min(SAMPLE_OFFERS, SURE_SAMPLE_MATCHES / sureShare))
      : SAMPLE_OFFERS;
  return Math.max(1, Math.min(samplePages, Math.ceil(wanted / (rows / pages))));
}

/** Standard errors below its estimate that a set's size is still taken to be above EXACT_COUNT_LIMIT (one-sided, 99.4 %). */
const CONFIDENCE_Z = 2.5;

/**
 * The sample rules out that a set holds at most EXACT_COUNT_LIMIT offers: its estimate minus CONFIDENCE_Z standard
 * errors is above it. TABLESAMPLE SYSTEM reads whole pages, so the error is taken for the worst clustering it can
 * meet, every offer of a page alike (offers saved together by one organisation): the hits then come in groups of a
 * page's offers, and the variance of their number is `hits × offersPerPage` instead of `hits`. Without statistics
 * (`offersPerPage` unknown) nothing is ruled out.
 */
export function surelyAboveLimit(hits: number, scale: number, offersPerPage: number): boolean {
  if (!(offersPerPage > 0)) return false;
  const error = CONFIDENCE_Z * Math.sqrt(hits * Math.max(1, offersPerPage));
  return (hits - error) * scale > EXACT_COUNT_LIMIT;
}

/**
 * Fewer than MIN_SAMPLE_HITS_TO_SKIP hits in a sample this coarse may still stand for more than POSSIBLY_SMALL offers:
 * the sample cannot tell a large set from a small one (in a million offers, 16 hits of a 2,000-offer sample are 8,000).
 */
export const sampleTooCoarse = (scale: number) => MIN_SAMPLE_HITS_TO_SKIP * scale > POSSIBLY_SMALL;

export interface SummaryOptions {
  /** At most this many pages of the offers table are read (SEARCH_SAMPLE_PAGES). */
  samplePages: number;
  /**
   * A share of all offers the text surely matches, from its words' document frequencies (sureMatchShare in
   * server/search/retrieval.ts); with no filter set, the sample is that much smaller (pagesToSample).
   */
  sureShare?: number;
}

export const DEFAULT_SUMMARY_OPTIONS: SummaryOptions = { samplePages: DEFAULT_SEARCH_SAMPLE_PAGES };

/**
 * The total, the facets and the relaxations of a search, at a bounded cost whatever the number of offers or matches,
 * the way Elasticsearch's `track_total_hits` and Typesense's facet sampling do it:
 * - a table of at most `samplePages` pages is read whole: every count exact;
 * - a larger one is sampled (TABLESAMPLE SYSTEM, the same pages every time; as many as hold SAMPLE_OFFERS offers,
 *   at most `samplePages`) and every count estimated from the sample. A set of offers the sample cannot show to be large is then read again, at most EXACT_SEARCH_COUNT + 1 of
 *   its offers through the indexes of its conditions, and counted exactly when it has no more: first the offers
 *   matching every filter (the total), then – only when those are few, since each set below holds them – the offers
 *   matching every filter but one (a facet list, a relaxation). So a total up to 1000 is always exact; a larger one
 *   is '~12 400' (`approximate`, rounded) or, when the sample holds too few of its offers to say more, 'ponad 1000'
 *   (`at_least`). A facet list is exact when the offers it counts are at most 1000, else estimated, and then names
 *   only the values the sample holds.
 * `match` is the condition of the text, if any: the offers the search finds are the public ones matching it.
 * `sampled` hears, as soon as the sample is read, whether it found the offers few (FEW_MATCHES): the page of an
 * explicit order is read differently then (search.ts). A table read whole says no: at that size either plan is cheap.
 */
export async function summariseSearch(
  db: Db,
  query: OfferSearchQuery,
  run: RunStatement,
  match: SQL | undefined,
  options: SummaryOptions = DEFAULT_SUMMARY_OPTIONS,
  sampled?: (fewMatch: boolean) => void,
): Promise<SearchSummary> {
  const candidates = and(publicOfferCondition, match)!;
  const [{ pages, rows }] = await run(tableSize(db));
  if (pages <= options.samplePages) {
    sampled?.(false);
    const everyCandidate = db
      .select(verdictFields(query, offers))
      .from(offers)
      .where(candidates)
      .offset(OPTIMISATION_FENCE);
    const whole = countedFrom(await run(summaryStatement(db, query, everyCandidate.as('verdicts'))));
    return summaryOf(query, (set) => ({ count: whole.setSize(set), accuracy: 'exact' }), whole.facets, []);
  }

  const sampleOf = async (samplePages: number) => {
    const percent = (100 * samplePages) / pages;
    const sampled = sql`${offers} tablesample system (${sql.raw(percent.toFixed(6))}) repeatable (${sql.raw(String(SAMPLE_SEED))})`;
    const sampledCandidates = db
      .select(verdictFields(query, offers))
      .from(sampled)
      .where(candidates)
      .offset(OPTIMISATION_FENCE);
    return {
      sample: countedFrom(await run(summaryStatement(db, query, sampledCandidates.as('verdicts')))),
      scale: 100 / percent,
    };
  };
  // With a filter set, the share of offers matching the text says nothing of those matching the filters too.
  const anyFilterSet = FACETS.some((facet) => isFilterSet(query, facet));
  const samplePages = pagesToSample(options.samplePages, pages, rows, anyFilterSet ? 0 : options.sureShare);
  let { sample, scale } = await sampleOf(samplePages);
  const possiblySmall = (set: Facet | null) => {
    const hits = sample.setSize(set);
    return (
      hits < MIN_SAMPLE_HITS_TO_SKIP || (hits * scale <= POSSIBLY_SMALL && !surelyAboveLimit(hits, scale, rows / pages))
    );
  };
  // A total the sample places between EXACT_COUNT_LIMIT and POSSIBLY_SMALL is asked of a sample RESAMPLE times as
  // large before it is read through the indexes of its conditions: a set of a thousand or two offers among common
  // conditions (an accessibility feature, a group, a region) is read as a BitmapAnd of their whole indexes, which
  // grows with the table, while the larger sample's cost is still bounded.
  const ambiguous = sample.setSize(null) >= MIN_SAMPLE_HITS_TO_SKIP && possiblySmall(null);
  const canResample = pages > RESAMPLE * samplePages;
  let resampled = false;
  if (ambiguous && canResample) {
    ({ sample, scale } = await sampleOf(RESAMPLE * samplePages));
    resampled = true;
  }
  sampled?.(sample.setSize(null) * scale < FEW_MATCHES);

  // Reads a set apart from the others, so that the planner serves it through the indexes of its own conditions.
  // The rows are chosen below an `offset 0`, planned for the whole set: the sample says it is small, and a plan made
  // for the first EXACT_COUNT_LIMIT rows walks an index in its order hoping to meet them soon, which reads every
  // public offer when the set is empty. The limit still stops the read after EXACT_COUNT_LIMIT + 1 rows.
  const setRead = (set: Facet | null) =>
    db
      .select()
      .from(
        db
          .select(verdictFields(query, offers, (facet) => facet !== set))
          .from(offers)
          .where(and(candidates, ...setFilters(query, offers, set ?? undefined)))
          .offset(OPTIMISATION_FENCE)
          .as('set_rows'),
      )
      .limit(EXACT_COUNT_LIMIT + 1);
  const countRead = async (sets: (Facet | null)[]) => {
    const reads = sets.map(setRead);
    const verdicts = reads.length === 1 ? reads[0] : union(reads[0], reads[1], ...reads.slice(2));
    return countedFrom(await run(summaryStatement(db, query, verdicts.as('verdicts') as VerdictRows)));
  };
  const exactSets = new Map<Facet | null, Counted>();
  if (possiblySmall(null)) {
    const all = await countRead([null]);
    if (all.setSize(null) <= EXACT_COUNT_LIMIT) {
      exactSets.set(null, all);
      const shown = setsShown(query, all.setSize(null));
      // A set of every filter but one is read through the index of one of its conditions, which grows with the
      // table: in a million offers, the offers fresh, with room and funded that are not open at night (some 8,000)
      // took 140 ms to read. When the sample is too coarse to tell such a set from a handful of offers, the larger
      // sample is asked first.
      if (
        !resampled &&
        canResample &&
        sampleTooCoarse(scale) &&
        shown.some((set) => sample.setSize(set) < MIN_SAMPLE_HITS_TO_SKIP)
      )
        ({ sample, scale } = await sampleOf(RESAMPLE * samplePages));
      const others = shown.filter(possiblySmall);
      const read = others.length ? await countRead(others) : undefined;
      for (const set of others) if (read!.setSize(set) <= EXACT_COUNT_LIMIT) exactSets.set(set, read!);
    }
  }

  const sizeOf = (set: Facet | null): SetCount => {
    const exact = exactSets.get(set);
    if (exact) return { count: exact.setSize(set), accuracy: 'exact' };
    const hits = sample.setSize(set);
    const estimate = hits * scale;
    return hits >= MIN_SAMPLE_HITS && estimate > EXACT_COUNT_LIMIT
      ? { count: roundEstimate(estimate), accuracy: 'approximate' }
      : { count: EXACT_COUNT_LIMIT, accuracy: 'at_least' };
  };
  const scaled = scaledFacets(sample.facets, scale);
  const estimated = FACET_LISTS.filter((list) => !exactSets.has(listSet(query, list)));
  const facets = Object.fromEntries(
    FACET_LISTS.map((list) => [list, exactSets.get(listSet(query, list))?.facets[list] ?? scaled[list]]),
  ) as unknown as OfferSearchFacets;
  return summaryOf(query, sizeOf, facets, estimated);
}
