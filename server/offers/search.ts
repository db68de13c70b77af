import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { distanceKm } from '../../shared/discovery.js';
import type { OfferSearchResult, OfferSummary } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { offers } from '../db/schema.js';
import { likePattern } from '../http/list.js';
import { resolveNear } from '../places/nearPlace.js';
import type { Execute } from '../search/execute.js';
import { matchedWords } from '../search/highlight.js';
import { rowsOf } from '../search/indexing.js';
import { correctedQuery, planQuery, type QueryPlan } from '../search/queryPlan.js';
import { rankText, type RankedSearch } from '../search/ranking.js';
import { anyUnitQuery } from '../search/retrieval.js';
import { didYouMean } from '../search/suggest.js';
import { synonymGroups } from '../search/synonyms.js';
import { distanceOrder, type NearPoint } from './discoveryFilters.js';
import { publicOfferCondition, selectOffers, toOffer } from './queries.js';
import { allFilters, type OfferSearchQuery, type SearchColumns } from './searchFilters.js';
import { summaryStatement, summaryToFacets, verdictFields } from './searchSummary.js';

export type { OfferSearchQuery } from './searchFilters.js';

/** Offers scored in full per text search (more for a deep page); the rest of the candidates keep their estimate. */
const DETAIL = 300;

function orderFor(query: OfferSearchQuery, columns: SearchColumns): SQL[] {
  const promotedFirst = desc(columns.is_promoted);
  const newest = [desc(columns.created_at), desc(columns.id)];
  const sort = query.sort ?? 'newest';
  if (sort === 'distance') return [distanceOrder(query, columns), ...newest];
  if (sort === 'price_asc') return [promotedFirst, asc(sql`coalesce(${columns.price}, 0)`), ...newest];
  if (sort === 'price_desc') return [promotedFirst, desc(sql`coalesce(${columns.price}, 0)`), ...newest];
  return [promotedFirst, ...newest];
}

const pageOffset = (query: OfferSearchQuery) => (query.page - 1) * query.per_page;

/**
 * A search by filters alone: the page and the summary, run side by side. The page is chosen on the offers by
 * the indexes of its filters and only its dozen rows are joined to owners and categories; the summary reads the
 * public offers once, from the covering index offers_facets_idx.
 */
function filterSearchStatements(db: Db, query: OfferSearchQuery) {
  const order = orderFor(query, offers);
  const pageIds = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(publicOfferCondition, allFilters(query, offers)))
    .orderBy(...order)
    .limit(query.per_page)
    .offset(pageOffset(query));
  const verdicts = db
    .select(verdictFields(query, offers))
    .from(offers)
    .where(publicOfferCondition)
    .offset(0)
    .as('verdicts');
  return {
    items: selectOffers(db)
      .where(inArray(offers.id, pageIds))
      .orderBy(...order),
    summary: summaryStatement(db, query, verdicts),
  };
}

/**
 * The summary (total, facets) of a text search over the offers its text matches, read once (the `matching` rows,
 * which Postgres materialises because they are used twice); with an order other than relevance the same statement
 * answers the page's ids in that order. Relevance ranks separately (server/search/ranking.ts).
 */
function textSearchStatement(db: Db, query: OfferSearchQuery, condition: SQL, withPage: boolean) {
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
      })
      .from(offers)
      .where(and(publicOfferCondition, condition)),
  );
  const pageIds = withPage
    ? db
        .select({ id: matching.id })
        .from(matching)
        .where(allFilters(query, matching))
        .orderBy(...orderFor(query, matching))
        .limit(query.per_page)
        .offset(pageOffset(query))
    : undefined;
  const verdicts = db.select(verdictFields(query, matching)).from(matching).offset(0).as('verdicts');
  return summaryStatement(db, query, verdicts, { ctes: [matching], pageIds });
}

/** The page's offers with their owners and categories (in no particular order). */
function offersByIds(db: Db, ids: string[]) {
  return selectOffers(db).where(inArray(offers.id, ids));
}

/** A statement the search runs: a drizzle query, which both executes and shows its SQL. */
export interface SearchStatement<Row> extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] };
}

/** Executes one statement: drizzle itself in the app, the bare driver in the benchmark's floor. */
export type RunStatement = <Row>(statement: SearchStatement<Row>) => Promise<Row[]>;

const dialect = new PgDialect();

/** A statement of the search engine (server/search/) as a SearchStatement. */
function rawStatement<Row>(db: Db, statement: SQL): SearchStatement<Row> {
  return {
    toSQL: () => dialect.sqlToQuery(statement),
    then: (onFulfilled, onRejected) => rowsOf<Row>(db, statement).then(onFulfilled, onRejected),
  };
}

const tsQuery = (text: string) => sql`${offers.search_vector} @@ ${text}::tsquery`;

/** Without a word the index knows, a part of a word inside a title ('ózk' in 'wózków') still matches. */
const titleContains = (text: string) => sql`${offers.title_key} like lower(f_unaccent(${likePattern(text)}::text))`;

/** A text search's rows, summary and what it understood of the text. */
interface Found {
  rows: Awaited<ReturnType<typeof offersByIds>>;
  summaryRows: Awaited<ReturnType<typeof summaryStatement>>;
  query: OfferSearchQuery;
  plan?: QueryPlan;
  ranked?: RankedSearch;
  partial: boolean;
}

/** The text condition and, when no offer has every word, the fallback to offers with some (explicit orders). */
function textConditions(plan: QueryPlan | undefined, text: string): { all: SQL; some?: SQL } {
  const any = plan ? anyUnitQuery(plan) : undefined;
  if (!plan || !any) return { all: titleContains(text) };
  if (plan.units.length < 2) return { all: tsQuery(any) };
  const every = plan.units.map((unit) => `(${anyUnitQuery({ ...plan, units: [unit] }) ?? "''"})`).join(' & ');
  return { all: tsQuery(every), some: tsQuery(any) };
}

/**
 * The statements of one search, in the order and parallelism the endpoint runs them. The floor of
 * `npm run bench` calls it with the bare driver, so both execute exactly the same SQL.
 */
export async function runSearchStatements(
  db: Db,
  parameters: OfferSearchQuery,
  run: RunStatement,
  synonyms: string[][],
): Promise<Found> {
  const execute: Execute = (statement) => run(rawStatement(db, statement));
  let query = parameters.near ? { ...parameters, near_point: await resolveNear(db, parameters.near, run) } : parameters;
  const plan = query.q
    ? await planQuery(db, execute, query.q, {
        synonymGroups: synonyms,
        typos: !query.exact,
        places: !query.near && !query.city && !query.everywhere,
      })
    : undefined;
  if (plan?.place) query = { ...query, near_point: plan.place.point };
  if (!query.q || (plan && !plan.units.length)) {
    // No text, or only a place: the offers near it, nearest first unless another order was chosen.
    const ordered = plan?.place && !query.sort ? { ...query, sort: 'distance' as const } : query;
    const { items, summary } = filterSearchStatements(db, ordered);
    const [rows, summaryRows] = await Promise.all([run(items), run(summary)]);
    return { rows, summaryRows, query, plan, partial: false };
  }
  const conditions = textConditions(plan, query.q);
  const relevance = (query.sort ?? 'relevance') === 'relevance' && plan && anyUnitQuery(plan);
  if (relevance) {
    const near = query.near_point ? { point: query.near_point, radiusKm: query.radius_km } : undefined;
    const [summaryRows, ranked] = await Promise.all([
      run(textSearchStatement(db, query, conditions.some ?? conditions.all, false)),
      rankText(execute, plan, and(publicOfferCondition, allFilters(query, offers))!, {
        detail: Math.max(DETAIL, query.page * query.per_page),
        near,
      }),
    ]);
    const ids = ranked.ids.slice(pageOffset(query), pageOffset(query) + query.per_page);
    const rows = ids.length ? await run(offersByIds(db, ids)) : [];
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { rows, summaryRows, query, plan, ranked, partial: ranked.partial };
  }
  let partial = false;
  let summaryRows = await run(textSearchStatement(db, query, conditions.all, true));
  if (conditions.some && !summaryToFacets(summaryRows, query).total) {
    summaryRows = await run(textSearchStatement(db, query, conditions.some, true));
    partial = true;
  }
  const ids = summaryRows[0]?.page_ids ?? [];
  const rows = ids.length ? await run(offersByIds(db, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows, summaryRows, query, plan, partial: partial && summaryToFacets(summaryRows, query).total > 0 };
}

/** Below this many offers the answer also suggests a spelling ("did you mean"). */
const FEW_RESULTS = 3;

const placeAnswer = (point: NearPoint, radiusKm: number) => ({
  name: point.name,
  voivodeship: point.voivodeship,
  radius_km: radiusKm,
});

/**
 * The public search: only public offers. A text ranks by relevance unless another order is chosen
 * (server/search/: BM25F over the Polish analysis, typo corrections, places understood, bounded candidates).
 */
export async function searchOffers(db: Db, query: OfferSearchQuery): Promise<OfferSearchResult> {
  const synonyms = query.q ? await synonymGroups(db) : [];
  const direct: RunStatement = (statement) => Promise.resolve(statement);
  const found = await runSearchStatements(db, query, direct, synonyms);
  const summary = summaryToFacets(found.summaryRows, found.query);
  const corrected = found.plan && found.ranked ? correctedQuery(query.q!, found.plan, found.ranked.corrected) : null;
  const suggestion = query.q && !corrected && summary.total < FEW_RESULTS ? await didYouMean(db, query.q) : null;
  const near = found.query.near_point;
  const items = found.rows.map((row) => {
    const { long_description: _shownOnTheOfferPageOnly, ...offer } = toOffer(row, { withOwnerEmail: false });
    return near ? { ...offer, distance_km: matchDistance(offer, near, query.radius_km) } : offer;
  });
  const understood = found.plan?.place;
  return {
    items,
    page: query.page,
    per_page: query.per_page,
    ...summary,
    near: near && !understood ? placeAnswer(near, query.radius_km) : null,
    partial: found.partial,
    suggestion,
    highlight_words: matchedWords(
      items.flatMap((item) => [item.title, item.short_description]),
      found.plan,
    ),
    corrected_query: corrected,
    understood_place: understood ? placeAnswer(understood.point, query.radius_km) : null,
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
