import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { PriceType } from '../../shared/labels.js';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import type { OfferSearchFacets, OfferSearchResult, OfferSummary, SearchRelaxation } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories, offers } from '../db/schema.js';
import { likePattern } from '../http/list.js';
import { matchedWords } from '../search/highlight.js';
import { didYouMean } from '../search/suggest.js';
import { synonymGroups } from '../search/synonyms.js';
import { buildTextQuery, type TextQuery } from '../search/textQuery.js';
import { publicOfferCondition, selectOffers, toOffer } from './queries.js';
import { distanceKm } from '../../shared/discovery.js';
import { resolveNear } from '../places/nearPlace.js';
import {
  discoveryFacetsJson,
  discoveryFacets,
  discoveryFilter,
  distanceOrder,
  DISCOVERY_FACETS,
  type DiscoveryColumns,
  type NearPoint,
} from './discoveryFilters.js';

const CITY_FACET_LIMIT = 20;

/** The parameters, and the place `near` names once it is resolved (runSearchStatements). */
export type OfferSearchQuery = z.output<typeof offerSearchQuerySchema> & { near_point?: NearPoint };

interface TextMatch {
  condition: SQL;
  rank: SQL;
}

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * Matching on the lexemes of the Polish analysis (server/search/): any form of each word, its synonyms, the category
 * an offer is filed under. 'all' needs every word (or a synonym); 'some' is the fallback to offers matching most of
 * the words. A part of a word inside a title ("ózek") is still found by LIKE on the folded title (trigram index).
 * Rank, highest first: the whole text in the title, every word in the title, every word in the text, with synonyms;
 * in the fallback, the number of words matched.
 */
function textMatch(text: string, query: TextQuery | undefined, mode: 'all' | 'some'): TextMatch {
  const titleLike = sql`${offers.title_key} like lower(f_unaccent(${likePattern(text)}::text))`;
  const titleBonus = sql`case when ${titleLike} then 1 else 0 end`;
  // Without a word to match (punctuation, stop words only) only the literal text in a title can match.
  if (!query) return { condition: titleLike, rank: titleBonus };
  const vector = offers.search_vector;
  if (mode === 'some') {
    const any = tsQuery(query.units.map((unit) => `(${unit})`).join(' | '));
    const matched = query.units.map((unit) => sql`(${vector} @@ ${tsQuery(unit)})::int`);
    return {
      condition: sql`${vector} @@ ${any}`,
      rank: sql`(${sql.join(matched, sql` + `)} + ts_rank(${vector}, ${any}, 32))`,
    };
  }
  const expanded = tsQuery(query.expanded);
  const level = sql`case when ${titleLike} then 4 when ${vector} @@ ${tsQuery(query.title)} then 3
    when ${vector} @@ ${tsQuery(query.literal)} then 2 else 1 end`;
  return {
    condition: sql`(${vector} @@ ${expanded} or ${titleLike})`,
    rank: sql`(${level} + ts_rank(${vector}, ${expanded}, 32))`,
  };
}

const FACETS = ['category', 'price_type', 'city', ...DISCOVERY_FACETS] as const;
type Facet = (typeof FACETS)[number];

/**
 * The offer columns a search filters, sorts and counts on: the table's own, or the same columns of the rows a
 * text search matched (see textSearchStatement).
 */
interface SearchColumns extends DiscoveryColumns {
  id: AnyColumn;
  is_promoted: AnyColumn;
  created_at: AnyColumn;
  price: AnyColumn;
  category_id: AnyColumn;
  price_type: AnyColumn;
  city_key: AnyColumn;
  address_city: AnyColumn;
}

function categoryCondition(columns: SearchColumns, slug: string): SQL {
  // A parent category also finds the offers of its direct subcategories.
  return sql`${columns.category_id} in (
    select c.id from ${categories} c
    where c.slug = ${slug} or c.parent_id = (select p.id from ${categories} p where p.slug = ${slug})
  )`;
}

function orderFor(query: OfferSearchQuery, columns: SearchColumns, rank: SQLWrapper | undefined): SQL[] {
  const promotedFirst = desc(columns.is_promoted);
  const sort = query.sort ?? (rank ? 'relevance' : 'newest');
  const newest = [desc(columns.created_at), desc(columns.id)];
  if (sort === 'distance') return [distanceOrder(query, columns), ...newest];
  if (sort === 'price_asc') return [promotedFirst, asc(sql`coalesce(${columns.price}, 0)`), ...newest];
  if (sort === 'price_desc') return [promotedFirst, desc(sql`coalesce(${columns.price}, 0)`), ...newest];
  if (sort === 'relevance' && rank) return [promotedFirst, desc(rank), ...newest];
  return [promotedFirst, ...newest];
}

/** A filter that holds, or `true` when the visitor did not set it. */
function facetFilter(query: OfferSearchQuery, columns: SearchColumns, facet: Facet): SQL {
  if (facet === 'category' && query.category) return categoryCondition(columns, query.category);
  if (facet === 'price_type' && query.price_type) return eq(columns.price_type, query.price_type);
  if (facet === 'city' && query.city) return sql`${columns.city_key} = lower(f_unaccent(${query.city}::text))`;
  if (facet === 'category' || facet === 'price_type' || facet === 'city') return sql`true`;
  return discoveryFilter(query, columns, facet);
}

/** Every filter but one: a facet's values are counted without the visitor's choice in that facet. */
const filtersExcept = (query: OfferSearchQuery, columns: SearchColumns, facet: Facet | null) =>
  and(...FACETS.filter((other) => other !== facet).map((other) => facetFilter(query, columns, other)))!;

const countWhere = (...conditions: SQL[]) => sql<number>`(count(*) filter (where ${and(...conditions)}))::int`;

/**
 * The total and the three facets, counted in ONE pass over the candidate rows (GROUPING SETS), instead of four
 * scans. Facets are counted the "disjunctive" way: each facet applies the query text and every other filter but
 * not its own, so a visitor who picked one city still sees how many offers the other cities have.
 */
function summaryFields(query: OfferSearchQuery, columns: SearchColumns, rows: { from: SQL; where: SQL }) {
  const others = (facet: Facet | null) => filtersExcept(query, columns, facet);
  return {
    byCategory: sql<number>`grouping(${categories.slug}, ${categories.name})`,
    byPrice: sql<number>`grouping(${columns.price_type})`,
    byCity: sql<number>`grouping(${columns.city_key})`,
    slug: categories.slug,
    name: categories.name,
    priceType: sql<PriceType>`${columns.price_type}`,
    cityKey: sql<string | null>`${columns.city_key}`,
    city: sql<string>`min(${columns.address_city})`,
    categoryCount: countWhere(others('category')),
    priceCount: countWhere(others('price_type')),
    cityCount: countWhere(others('city')),
    total: countWhere(others(null)),
    discovery: discoveryFacetsJson(columns, rows.from, rows.where, others),
    // What removing each filter would give, offered when the filters together leave nothing.
    ...Object.fromEntries(FACETS.map((facet) => [`without_${facet}`, countWhere(others(facet))])),
  };
}

const summaryGroups = (columns: SearchColumns) =>
  sql`grouping sets ((${categories.slug}, ${categories.name}), (${columns.price_type}), (${columns.city_key}), ())`;

const allFilters = (query: OfferSearchQuery, columns: SearchColumns) => filtersExcept(query, columns, null);

const pageOffset = (query: OfferSearchQuery) => (query.page - 1) * query.per_page;

/**
 * A search by filters alone: the page and the summary, run side by side. The page is chosen on the offers by
 * the facets index and only its dozen rows are joined to owners and categories; the summary reads that index only.
 */
function filterSearchStatements(db: Db, query: OfferSearchQuery) {
  const order = orderFor(query, offers, undefined);
  const pageIds = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(publicOfferCondition, allFilters(query, offers)))
    .orderBy(...order)
    .limit(query.per_page)
    .offset(pageOffset(query));
  return {
    items: selectOffers(db)
      .where(inArray(offers.id, pageIds))
      .orderBy(...order),
    summary: db
      .select(summaryFields(query, offers, { from: sql`${offers}`, where: publicOfferCondition }))
      .from(offers)
      .leftJoin(categories, eq(categories.id, offers.category_id))
      .where(publicOfferCondition)
      .groupBy(summaryGroups(offers)),
  };
}

/**
 * A search with text reads every offer the text matches: ranking needs each one, and so do the facets. One
 * statement reads them once (the `matching` rows, which Postgres materialises because they are used twice) and
 * answers both the summary and the ids of the page, in order; the page's rows are fetched by id afterwards.
 * Two statements each reading the matching offers cost twice the time.
 */
function textSearchStatement(db: Db, query: OfferSearchQuery, match: TextMatch) {
  const matching = db.$with('matching').as(
    db
      .select({
        id: offers.id,
        is_promoted: offers.is_promoted,
        created_at: offers.created_at,
        price: offers.price,
        category_id: offers.category_id,
        price_type: offers.price_type,
        city_key: offers.city_key,
        address_city: offers.address_city,
        accessibility_features: offers.accessibility_features,
        target_groups: offers.target_groups,
        service_modes: offers.service_modes,
        service_radius_km: offers.service_radius_km,
        geo_lat: offers.geo_lat,
        geo_lon: offers.geo_lon,
        voivodeship: offers.voivodeship,
        rank: sql<number>`${match.rank}`.as('rank'),
      })
      .from(offers)
      .where(and(publicOfferCondition, match.condition)),
  );
  const pageIds = db
    .select({ id: matching.id })
    .from(matching)
    .where(allFilters(query, matching))
    .orderBy(...orderFor(query, matching, matching.rank))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return db
    .with(matching)
    .select({
      ...summaryFields(query, matching, { from: sql`${matching}`, where: sql`true` }),
      page_ids: sql<string[]>`array(${pageIds})`.as('page_ids'),
    })
    .from(matching)
    .leftJoin(categories, eq(categories.id, matching.category_id))
    .groupBy(summaryGroups(matching));
}

/** The page's offers with their owners and categories (in no particular order). */
function offersByIds(db: Db, ids: string[]) {
  return selectOffers(db).where(inArray(offers.id, ids));
}

type SummaryRow = Awaited<ReturnType<typeof filterSearchStatements>['summary']>[number];

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b), 'pl');

/** Splits the GROUPING SETS rows into the total and the three facets (only values with offers). */
export function summaryToFacets(
  rows: SummaryRow[],
  query: OfferSearchQuery,
): { total: number; facets: OfferSearchFacets; relaxations: SearchRelaxation[] } {
  const total = rows.find((row) => row.byCategory && row.byPrice && row.byCity)?.total ?? 0;
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
  const totalRow = rows.find((row) => row.byCategory && row.byPrice && row.byCity);
  return {
    total,
    facets: {
      categories: categoryRows,
      price_types: priceRows,
      cities: cityRows,
      ...discoveryFacets(totalRow?.discovery),
    },
    relaxations: total ? [] : relaxations(query, totalRow),
  };
}

/** For each filter the visitor set, how many offers its removal would give (only those that would give some). */
function relaxations(query: OfferSearchQuery, totalRow: Record<string, unknown> | undefined): SearchRelaxation[] {
  const isSet = (facet: Facet) => {
    const value = facet === 'near' ? query.near_point : query[facet];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  };
  return FACETS.filter(isSet)
    .map((filter) => ({ filter, count: Number(totalRow?.[`without_${filter}`] ?? 0) }))
    .filter((relaxation) => relaxation.count > 0);
}

/** A statement the search runs: a drizzle query, which both executes and shows its SQL. */
export interface SearchStatement<Row> extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] };
}

/** Executes one statement: drizzle itself in the app, the bare driver in the benchmark's floor. */
export type RunStatement = <Row>(statement: SearchStatement<Row>) => Promise<Row[]>;

/**
 * The statements of one search, in the order and parallelism the endpoint runs them. The floor of
 * `npm run bench` calls it with the bare driver, so both execute exactly the same SQL. `mode` 'some' is the
 * fallback when no offer has every word.
 */
export async function runSearchStatements(
  db: Db,
  parameters: OfferSearchQuery,
  run: RunStatement,
  synonyms: string[][],
  mode: 'all' | 'some' = 'all',
) {
  const query = parameters.near
    ? { ...parameters, near_point: await resolveNear(db, parameters.near, run) }
    : parameters;
  const text = query.q ? buildTextQuery(query.q, synonyms) : undefined;
  const match = query.q ? textMatch(query.q, text, mode) : undefined;
  if (!match) {
    const { items, summary } = filterSearchStatements(db, query);
    const [rows, summaryRows] = await Promise.all([run(items), run(summary)]);
    return { rows, summaryRows, near: query.near_point, query, text };
  }
  const summaryRows = await run(textSearchStatement(db, query, match));
  const ids = summaryRows[0]?.page_ids ?? [];
  const rows = ids.length ? await run(offersByIds(db, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  const sorted = rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows: sorted, summaryRows, near: query.near_point, query, text };
}

/** Below this many offers the answer also suggests a spelling ("did you mean"). */
const FEW_RESULTS = 3;

/**
 * The public search: only public offers, promoted first, then by the chosen order. When no offer has every word,
 * the offers with most of them (`partial`); when few match, a respelling from the portal's words (`suggestion`).
 */
export async function searchOffers(db: Db, query: OfferSearchQuery): Promise<OfferSearchResult> {
  const synonyms = query.q ? await synonymGroups(db) : [];
  const direct: RunStatement = (statement) => Promise.resolve(statement);
  let found = await runSearchStatements(db, query, direct, synonyms);
  let summary = summaryToFacets(found.summaryRows, found.query);
  let partial = false;
  if (summary.total === 0 && found.text && found.text.units.length > 1) {
    const some = await runSearchStatements(db, query, direct, synonyms, 'some');
    const someSummary = summaryToFacets(some.summaryRows, some.query);
    if (someSummary.total > 0) [found, summary, partial] = [some, someSummary, true];
  }
  const suggestion = query.q && summary.total < FEW_RESULTS ? await didYouMean(db, query.q) : null;
  const { near } = found;
  const items = found.rows.map((row) => {
    const { long_description: _shownOnTheOfferPageOnly, ...offer } = toOffer(row, { withOwnerEmail: false });
    return near ? { ...offer, distance_km: matchDistance(offer, near, query.radius_km) } : offer;
  });
  return {
    items,
    page: query.page,
    per_page: query.per_page,
    ...summary,
    near: near ? { name: near.name, voivodeship: near.voivodeship, radius_km: query.radius_km } : null,
    partial,
    suggestion,
    highlight_words: matchedWords(
      items.flatMap((item) => [item.title, item.short_description]),
      found.text,
    ),
  };
}

/** The km a card shows (the same rule as matchDistanceSql): null when the offer was found only as online. */
function matchDistance(offer: OfferSummary, near: NearPoint, radiusKm: number): number | null {
  const lat = offer.location?.lat;
  const lon = offer.location?.lon;
  if (lat == null || lon == null) return null;
  const km = distanceKm({ lat, lon }, near);
  const travels = offer.service_modes.includes('at_home') && km <= offer.service_radius_km;
  return km <= radiusKm || travels ? Math.round(km * 10) / 10 : null;
}
