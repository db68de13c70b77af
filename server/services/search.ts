import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PER_PAGE, PRICE_TYPES, type PriceType } from '../../shared/labels.js';
import { GENERIC_MESSAGES, SEARCH_MESSAGES as M } from '../../shared/messages.js';
import { blankToUndefined } from '../../shared/schemas/common.js';
import type { OfferSearchFacets, OfferSearchResult } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories, offers } from '../db/schema.js';
import { likePattern } from '../lib/list.js';
import { publicOfferCondition, selectOffers, toOffer } from './offerQueries.js';

export const OFFER_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export const DEFAULT_PER_PAGE = 12;
const MAX_QUERY_WORDS = 10;
const CITY_FACET_LIMIT = 20;

const optionalText = (max: number, tooLong: string = GENERIC_MESSAGES.invalidQuery) =>
  z.preprocess(blankToUndefined, z.string({ error: GENERIC_MESSAGES.invalidQuery }).trim().max(max, tooLong).optional());

/** 1-based page and page size of the public lists; shared by the offer search and the blog list. */
export const pagingQuery = {
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: M.page }).int(M.page).min(1, M.page).max(100_000, M.page).default(1)),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: M.perPage }).int(M.perPage).min(1, M.perPage).max(MAX_PER_PAGE, M.perPage).default(DEFAULT_PER_PAGE),
  ),
};

/** Unknown parameters are dropped by the object schema; known ones with bad values are a 400. */
export const offerSearchQuerySchema = z.object({
  q: optionalText(200, M.textTooLong),
  category: optionalText(120),
  price_type: z.preprocess(blankToUndefined, z.enum(PRICE_TYPES, { error: M.priceType }).optional()),
  city: optionalText(100),
  sort: z.preprocess(blankToUndefined, z.enum(OFFER_SORTS, { error: M.sort }).optional()),
  ...pagingQuery,
});

export type OfferSearchQuery = z.output<typeof offerSearchQuerySchema>;

/** The words of a query, letters and digits only, so that they are safe to join into a tsquery. */
export function queryWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_QUERY_WORDS);
}

interface TextMatch {
  condition: SQL;
  rank: SQL;
}

/**
 * Accent- and case-insensitive: the vector holds f_unaccent'ed words of title, descriptions and city; the
 * query's words are folded the same way and matched as prefixes. Partial words inside a title ("ózek")
 * are found by LIKE on the folded title (trigram index). A title hit ranks above a hit in the description.
 */
function textMatch(text: string): TextMatch {
  const words = queryWords(text);
  const titleLike = sql`${offers.title_key} like lower(f_unaccent(${likePattern(text)}::text))`;
  const titleBonus = sql`case when ${titleLike} then 1 else 0 end`;
  // Without a single letter or digit ("%", "&&") only the literal text in a title can match.
  if (!words.length) return { condition: titleLike, rank: titleBonus };
  const tsQuery = sql`to_tsquery('simple', lower(f_unaccent(${words.map((word) => `${word}:*`).join(' & ')}::text)))`;
  return {
    condition: sql`(${offers.search_vector} @@ ${tsQuery} or ${titleLike})`,
    rank: sql`(ts_rank(${offers.search_vector}, ${tsQuery}) + ${titleBonus})`,
  };
}

type Facet = 'category' | 'price_type' | 'city';

function categoryCondition(slug: string): SQL {
  // A parent category also finds the offers of its direct subcategories.
  return sql`${offers.category_id} in (
    select c.id from ${categories} c
    where c.slug = ${slug} or c.parent_id = (select p.id from ${categories} p where p.slug = ${slug})
  )`;
}

function orderFor(query: OfferSearchQuery, match: TextMatch | undefined): SQL[] {
  const promotedFirst = desc(offers.is_promoted);
  const sort = query.sort ?? (match ? 'relevance' : 'newest');
  const newest = [desc(offers.created_at), desc(offers.id)];
  if (sort === 'price_asc') return [promotedFirst, asc(sql`coalesce(${offers.price}, 0)`), ...newest];
  if (sort === 'price_desc') return [promotedFirst, desc(sql`coalesce(${offers.price}, 0)`), ...newest];
  if (sort === 'relevance' && match) return [promotedFirst, desc(match.rank), ...newest];
  return [promotedFirst, ...newest];
}

/** A filter that holds, or `true` when the visitor did not set it. */
function facetFilter(query: OfferSearchQuery, facet: Facet): SQL {
  if (facet === 'category' && query.category) return categoryCondition(query.category);
  if (facet === 'price_type' && query.price_type) return eq(offers.price_type, query.price_type);
  if (facet === 'city' && query.city) return sql`${offers.city_key} = lower(f_unaccent(${query.city}::text))`;
  return sql`true`;
}

const countWhere = (...conditions: SQL[]) => sql<number>`(count(*) filter (where ${and(...conditions)}))::int`;

/**
 * The two statements of one search: the page of offers, and a summary that counts the total and the three
 * facets in ONE pass over the offers matching the text (GROUPING SETS), instead of four scans.
 *
 * Facets are counted the "disjunctive" way: each facet applies the query text and every other filter but
 * not its own, so a visitor who picked one city still sees how many offers the other cities have.
 */
export function searchStatements(db: Db, query: OfferSearchQuery) {
  const match = query.q ? textMatch(query.q) : undefined;
  const [categoryOk, priceOk, cityOk] = (['category', 'price_type', 'city'] as const).map((facet) => facetFilter(query, facet));
  const base = match ? and(publicOfferCondition, match.condition)! : publicOfferCondition;
  const order = orderFor(query, match);
  // The page is chosen on the offers alone; only its dozen rows are joined to owners and categories.
  const pageIds = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(base, categoryOk, priceOk, cityOk))
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return [
    selectOffers(db).where(inArray(offers.id, pageIds)).orderBy(...order),
    db
      .select({
        byCategory: sql<number>`grouping(${categories.slug}, ${categories.name})`,
        byPrice: sql<number>`grouping(${offers.price_type})`,
        byCity: sql<number>`grouping(${offers.city_key})`,
        slug: categories.slug,
        name: categories.name,
        priceType: offers.price_type,
        cityKey: offers.city_key,
        city: sql<string>`min(${offers.address_city})`,
        categoryCount: countWhere(priceOk, cityOk),
        priceCount: countWhere(categoryOk, cityOk),
        cityCount: countWhere(categoryOk, priceOk),
        total: countWhere(categoryOk, priceOk, cityOk),
      })
      .from(offers)
      .leftJoin(categories, eq(categories.id, offers.category_id))
      .where(base)
      .groupBy(sql`grouping sets ((${categories.slug}, ${categories.name}), (${offers.price_type}), (${offers.city_key}), ())`),
  ] as const;
}

type SummaryRow = Awaited<ReturnType<typeof searchStatements>[1]>[number];

const byCountThenName = <T extends { count: number }>(key: (row: T) => string) => (a: T, b: T) =>
  b.count - a.count || key(a).localeCompare(key(b), 'pl');

/** Splits the GROUPING SETS rows into the total and the three facets (only values with offers). */
export function summaryToFacets(rows: SummaryRow[]): { total: number; facets: OfferSearchFacets } {
  const total = rows.find((row) => row.byCategory && row.byPrice && row.byCity)?.total ?? 0;
  const categoryRows = rows
    .filter((row) => !row.byCategory && row.slug !== null && row.categoryCount > 0)
    .map((row) => ({ slug: row.slug!, name: row.name!, count: row.categoryCount }))
    .sort(byCountThenName((row) => row.name));
  const priceRows = rows
    .filter((row) => !row.byPrice && row.priceCount > 0)
    .map((row) => ({ value: row.priceType as PriceType, count: row.priceCount }))
    .sort(byCountThenName((row) => row.value));
  const cityRows = rows
    .filter((row) => !row.byCity && row.cityKey && row.cityCount > 0)
    .map((row) => ({ name: row.city, count: row.cityCount }))
    .sort(byCountThenName((row) => row.name))
    .slice(0, CITY_FACET_LIMIT);
  return { total, facets: { categories: categoryRows, price_types: priceRows, cities: cityRows } };
}

/** The public search: only public offers, promoted first, then by the chosen order. */
export async function searchOffers(db: Db, query: OfferSearchQuery): Promise<OfferSearchResult> {
  const [items, summary] = searchStatements(db, query);
  const [rows, summaryRows] = await Promise.all([items, summary]);
  return {
    items: rows.map((row) => {
      const { long_description: _shownOnTheOfferPageOnly, ...summary } = toOffer(row, { withOwnerEmail: false });
      return summary;
    }),
    page: query.page,
    per_page: query.per_page,
    ...summaryToFacets(summaryRows),
  };
}
