import { and, asc, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { distanceKm } from '../../shared/discovery.js';
import type { OfferSearchResult, OfferSummary } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { offers } from '../db/schema.js';
import { likePattern } from '../http/list.js';
import { resolveNear } from '../places/nearPlace.js';
import { matchedWords } from '../search/highlight.js';
import { didYouMean } from '../search/suggest.js';
import { synonymGroups } from '../search/synonyms.js';
import { buildTextQuery, type TextQuery } from '../search/textQuery.js';
import { distanceOrder, type NearPoint } from './discoveryFilters.js';
import { publicOfferCondition, selectOffers, toOffer } from './queries.js';
import { allFilters, type OfferSearchQuery, type SearchColumns } from './searchFilters.js';
import type { RunStatement } from './runStatement.js';
import { DEFAULT_SUMMARY_OPTIONS, summariseSearch, type SummaryOptions } from './searchSummary.js';

export type { OfferSearchQuery } from './searchFilters.js';

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

const pageOffset = (query: OfferSearchQuery) => (query.page - 1) * query.per_page;

/**
 * The page of results: its ids chosen on the offers alone, in the chosen order, by the indexes of the text and the
 * filters; only its dozen rows are then joined to owners and categories. The total and the facets are counted apart,
 * at a bounded cost (summariseSearch).
 */
function pageStatement(db: Db, query: OfferSearchQuery, match: TextMatch | undefined) {
  const order = orderFor(query, offers, match?.rank);
  const pageIds = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(publicOfferCondition, match?.condition, allFilters(query, offers)))
    .orderBy(...order)
    .limit(query.per_page)
    .offset(pageOffset(query));
  return selectOffers(db)
    .where(inArray(offers.id, pageIds))
    .orderBy(...order);
}

export type { RunStatement, SearchStatement } from './runStatement.js';

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
  summaryOptions: SummaryOptions = DEFAULT_SUMMARY_OPTIONS,
) {
  const query = parameters.near
    ? { ...parameters, near_point: await resolveNear(db, parameters.near, run) }
    : parameters;
  const text = query.q ? buildTextQuery(query.q, synonyms) : undefined;
  const match = query.q ? textMatch(query.q, text, mode) : undefined;
  const [rows, summary] = await Promise.all([
    run(pageStatement(db, query, match)),
    summariseSearch(db, query, run, match?.condition, summaryOptions),
  ]);
  return { rows, summary, near: query.near_point, query, text };
}

/** Below this many offers the answer also suggests a spelling ("did you mean"). */
const FEW_RESULTS = 3;

/**
 * The public search: only public offers, promoted first, then by the chosen order. When no offer has every word,
 * the offers with most of them (`partial`); when few match, a respelling from the portal's words (`suggestion`).
 */
export async function searchOffers(
  db: Db,
  query: OfferSearchQuery,
  summaryOptions: SummaryOptions = DEFAULT_SUMMARY_OPTIONS,
): Promise<OfferSearchResult> {
  const synonyms = query.q ? await synonymGroups(db) : [];
  const direct: RunStatement = (statement) => Promise.resolve(statement);
  let found = await runSearchStatements(db, query, direct, synonyms, 'all', summaryOptions);
  let partial = false;
  if (found.summary.total === 0 && found.text && found.text.units.length > 1) {
    const some = await runSearchStatements(db, query, direct, synonyms, 'some', summaryOptions);
    if (some.summary.total > 0) [found, partial] = [some, true];
  }
  const { summary } = found;
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
