import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { distanceKm } from '../../shared/discovery.js';
import type { OfferSearchResult, OfferSummary } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { offers } from '../db/schema.js';
import { OPTIMISATION_FENCE } from '../db/fence.js';
import { foldedLikePattern } from '../http/list.js';
import { resolveNear } from '../places/nearPlace.js';
import type { Execute } from '../search/execute.js';
import { matchedWords } from '../search/highlight.js';
import { rowsOf } from '../search/indexing.js';
import { correctedQuery, planQuery, type QueryPlan } from '../search/queryPlan.js';
import { rankText, type RankedSearch } from '../search/ranking.js';
import { anyUnitQuery, sureMatchShare } from '../search/retrieval.js';
import { didYouMean } from '../search/suggest.js';
import { synonymGroups } from '../search/synonyms.js';
import { distanceOrder, type DiscoveryColumns, type NearPoint } from './discoveryFilters.js';
import { offersByIds, publicOfferCondition, selectOffers, toOffer, type OfferQueryRow } from './queries.js';
import { allFilters, type OfferSearchQuery, type SearchColumns } from './searchFilters.js';
import type { RunStatement, SearchStatement } from './runStatement.js';
import { DEFAULT_SUMMARY_OPTIONS, summariseSearch, type SearchSummary, type SummaryOptions } from './searchSummary.js';

export type { OfferSearchQuery } from './searchFilters.js';

/**
 * Offers scored in full per text search (more for a deep page); the rest of the candidates keep their estimate. A
 * rescore window, as Elasticsearch's `rescore.window_size`: eight pages of twelve. Reading each scored offer's
 * positions is most of a search's database work, and 300 instead of 100 changed no result of the judged
 * evaluation (docs/wyszukiwanie.md), while it tripled that work.
 */
const DETAIL = 100;

/** The columns an explicit order reads. */
type OrderColumns = Pick<SearchColumns, 'id' | 'is_promoted' | 'created_at' | 'price'> & DiscoveryColumns;

function orderFor(query: OfferSearchQuery, columns: OrderColumns): SQL[] {
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
 * A page of results in an explicit order (anything but relevance): its ids chosen on the offers alone, over every
 * offer the text (if any) and the filters match, in that order, through their indexes; only its dozen rows are then
 * joined to owners and categories. The total and the facets are counted apart, at a bounded cost (summariseSearch),
 * so the page never comes from the sample or from a budget of candidates.
 *
 * `fewMatch` (the summary's sample finds the set small): the matching offers are chosen first, below an `offset 0`,
 * and then ordered. Planned for a dozen rows, the same page is read by walking an index in its order until a dozen
 * offers match, which reads every public offer when hardly any does (a Friday night's 'open now').
 */
function orderedPage(db: Db, query: OfferSearchQuery, text: SQL | undefined, fewMatch: boolean) {
  const where = and(publicOfferCondition, text, allFilters(query, offers));
  const order = orderFor(query, offers);
  const pageIds = fewMatch
    ? fewMatchingIds(db, query, where)
    : db
        .select({ id: offers.id })
        .from(offers)
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset(pageOffset(query));
  return selectOffers(db)
    .where(inArray(offers.id, pageIds))
    .orderBy(...order);
}

/** The page's ids among a few matching offers: all of them read through their conditions' indexes, then sorted. */
function fewMatchingIds(db: Db, query: OfferSearchQuery, where: SQL | undefined) {
  const matching = db
    .select({
      id: offers.id,
      is_promoted: offers.is_promoted,
      created_at: offers.created_at,
      price: offers.price,
      accessibility_features: offers.accessibility_features,
      target_groups: offers.target_groups,
      service_modes: offers.service_modes,
      service_radius_km: offers.service_radius_km,
      geo_lat: offers.geo_lat,
      geo_lon: offers.geo_lon,
      voivodeship: offers.voivodeship,
    })
    .from(offers)
    .where(where)
    .offset(OPTIMISATION_FENCE)
    .as('matching');
  return db
    .select({ id: matching.id })
    .from(matching)
    .orderBy(...orderFor(query, matching))
    .limit(query.per_page)
    .offset(pageOffset(query));
}

export type { RunStatement, SearchStatement } from './runStatement.js';

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
const titleContains = (text: string) => sql`${offers.title_key} like ${foldedLikePattern(text)}`;

/** A text search's rows, summary and what it understood of the text. */
interface Found {
  rows: OfferQueryRow[];
  summary: SearchSummary;
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
  summaryOptions: SummaryOptions = DEFAULT_SUMMARY_OPTIONS,
): Promise<Found> {
  // An explicit order's page and the summary: the page is read once the sample says how many offers match.
  const pageAndSummary = (ordered: OfferSearchQuery, text?: SQL, sureShare?: number) => {
    let sampled!: (fewMatch: boolean) => void;
    const fewMatch = new Promise<boolean>((resolve) => (sampled = resolve));
    return Promise.all([
      fewMatch.then((few) => run(orderedPage(db, ordered, text, few))),
      summariseSearch(db, ordered, run, text, { ...summaryOptions, sureShare }, sampled),
    ]);
  };
  const execute: Execute = (statement) => run(rawStatement(db, statement));
  const timed = { ...parameters, now: parameters.now ?? new Date() };
  let query = timed.near ? { ...timed, near_point: await resolveNear(db, timed.near, run) } : timed;
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
    const [rows, summary] = await pageAndSummary(ordered);
    return { rows, summary, query, plan, partial: false };
  }
  const conditions = textConditions(plan, query.q);
  // A share of offers surely matching any unit (anyUnitQuery): the offers found under relevance and by `some`, and by
  // `all` too when the text is one unit.
  const anyShare = plan ? sureMatchShare(plan) : 0;
  const relevance = (query.sort ?? 'relevance') === 'relevance' && plan && anyUnitQuery(plan);
  if (relevance) {
    const near = query.near_point ? { point: query.near_point, radiusKm: query.radius_km } : undefined;
    const [summary, ranked] = await Promise.all([
      summariseSearch(db, query, run, conditions.some ?? conditions.all, { ...summaryOptions, sureShare: anyShare }),
      rankText(execute, plan, and(publicOfferCondition, allFilters(query, offers))!, {
        detail: Math.max(DETAIL, query.page * query.per_page),
        near,
      }),
    ]);
    const ids = ranked.ids.slice(pageOffset(query), pageOffset(query) + query.per_page);
    const rows = ids.length ? await run(offersByIds(db, ids)) : [];
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { rows, summary, query, plan, ranked, partial: ranked.partial };
  }
  const [rows, summary] = await pageAndSummary(query, conditions.all, conditions.some ? 0 : anyShare);
  if (!conditions.some || summary.total) return { rows, summary, query, plan, partial: false };
  // No offer has every word: the offers with some of them, in the same order.
  const [someRows, someSummary] = await pageAndSummary(query, conditions.some, anyShare);
  return { rows: someRows, summary: someSummary, query, plan, partial: someSummary.total > 0 };
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
export async function searchOffers(
  db: Db,
  query: OfferSearchQuery,
  summaryOptions: SummaryOptions = DEFAULT_SUMMARY_OPTIONS,
): Promise<OfferSearchResult> {
  const synonyms = query.q ? await synonymGroups(db) : [];
  const direct: RunStatement = (statement) => Promise.resolve(statement);
  const found = await runSearchStatements(db, query, direct, synonyms, summaryOptions);
  const { summary } = found;
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
