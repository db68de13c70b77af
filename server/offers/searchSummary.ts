import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { PriceType } from '../../shared/labels/offers.js';
import type { OfferSearchFacets, SearchRelaxation } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories } from '../db/schema.js';
import { discoveryFacets, hasMode, type DiscoveryCounts } from './discoveryFilters.js';
import {
  FACETS,
  facetFilter,
  isFilterSet,
  type Facet,
  type OfferSearchQuery,
  type SearchColumns,
} from './searchFilters.js';

const CITY_FACET_LIMIT = 20;

const verdict = (facet: Facet) => sql.identifier(`holds_${facet}`);

/**
 * What the summary reads of each candidate offer: the values it counts and, for every filter the visitor set, whether
 * the offer meets it. The caller selects these from the offers or from the rows a text matched, with `offset 0` so
 * that each verdict (a distance among them) is computed once per row instead of once per count that reads it.
 */
export function verdictFields(query: OfferSearchQuery, columns: SearchColumns) {
  const verdicts = FACETS.filter((facet) => isFilterSet(query, facet)).map((facet) => [
    `holds_${facet}`,
    sql<boolean>`${facetFilter(query, columns, facet)}`.as(`holds_${facet}`),
  ]);
  const values = {
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
 * Per code of the three lists, the offers having it, each list counted under every filter but its own. The rows are
 * first grouped by their whole list (a few hundred distinct lists at most), and only those groups are unnested:
 * cheaper than testing every row for every code.
 */
function discoveryCountsJson(query: OfferSearchQuery, judged: SQL): SQL<Omit<DiscoveryCounts, 'voivodeships'>> {
  const perCode = (list: string, facet: Facet) => sql`(select coalesce(json_object_agg(code, n), '{}'::json) from (
      select code, sum(n)::int as n from (
        select ${sql.identifier(list)} as list, count(*) as n from ${judged} where ${othersHold(query, facet)} group by 1
      ) lists cross join lateral unnest(lists.list) as code group by code) counted)`;
  return sql`json_build_object(
    'features', ${perCode('accessibility_features', 'features')},
    'groups', ${perCode('target_groups', 'groups')},
    'modes', ${perCode('service_modes', 'mode')})`;
}

/**
 * The total, the facets and what removing each filter would give, from ONE read of the candidate rows (`verdicts`):
 * the rows that fail at most one filter are kept once (`judged`, materialised because it is read twice), the
 * category, price, city and voivodeship facets are its GROUPING SETS, and the three lists are counted per code in
 * one more pass over it. Facets are counted the "disjunctive" way: each applies every other filter but not its own,
 * so a visitor who picked one city still sees how many offers the other cities have.
 */
export function summaryStatement(
  db: Db,
  query: OfferSearchQuery,
  verdicts: VerdictRows,
  textSearch?: { ctes: WithSubquery[]; pageIds?: SQLWrapper },
) {
  const judged = db.$with('judged').as(db.select().from(verdicts).where(failsAtMostOne(query)));
  const others = (facet: Facet | null) => othersHold(query, facet);
  return db
    .with(...(textSearch?.ctes ?? []), judged)
    .select({
      byCategory: sql<number>`grouping(${categories.slug}, ${categories.name})`,
      byPrice: sql<number>`grouping(${judged.price_type})`,
      byCity: sql<number>`grouping(${judged.city_key})`,
      byVoivodeship: sql<number>`grouping(${judged.voivodeship_code})`,
      slug: categories.slug,
      name: categories.name,
      priceType: sql<PriceType>`${judged.price_type}`,
      cityKey: sql<string | null>`${judged.city_key}`,
      city: sql<string>`min(${judged.address_city})`,
      voivodeshipCode: sql<string | null>`${judged.voivodeship_code}`,
      categoryCount: countWhere(others('category')),
      priceCount: countWhere(others('price_type')),
      cityCount: countWhere(others('city')),
      voivodeshipCount: countWhere(others('voivodeship')),
      total: countWhere(others(null)),
      discovery: discoveryCountsJson(query, sql`${judged}`),
      // A text search picks its page's ids in the same statement, from the rows it read once.
      page_ids: textSearch?.pageIds ? sql<string[]>`array(${textSearch.pageIds})` : sql<null>`null`,
      ...(Object.fromEntries(FACETS.map((facet) => [`without_${facet}`, countWhere(others(facet))])) as Record<
        `without_${Facet}`,
        SQL<number>
      >),
    })
    .from(judged)
    .leftJoin(categories, eq(categories.id, judged.category_id))
    .groupBy(
      sql`grouping sets ((${categories.slug}, ${categories.name}), (${judged.price_type}), (${judged.city_key}),
        (${judged.voivodeship_code}), ())`,
    );
}

export type SummaryRow = Awaited<ReturnType<typeof summaryStatement>>[number];

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b), 'pl');

/** Splits the GROUPING SETS rows into the total and the facets (only values with offers). */
export function summaryToFacets(
  rows: SummaryRow[],
  query: OfferSearchQuery,
): { total: number; facets: OfferSearchFacets; relaxations: SearchRelaxation[] } {
  const totalRow = rows.find((row) => row.byCategory && row.byPrice && row.byCity && row.byVoivodeship);
  const total = totalRow?.total ?? 0;
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
  return {
    total,
    facets: {
      categories: categoryRows,
      price_types: priceRows,
      cities: cityRows,
      ...discoveryFacets(totalRow?.discovery && { ...totalRow.discovery, voivodeships }),
    },
    relaxations: total ? [] : relaxations(query, totalRow),
  };
}

/** For each filter the visitor set, how many offers its removal would give (only those that would give some). */
function relaxations(query: OfferSearchQuery, totalRow: SummaryRow | undefined): SearchRelaxation[] {
  return FACETS.filter((facet) => isFilterSet(query, facet))
    .map((filter) => ({ filter, count: Number(totalRow?.[`without_${filter}`] ?? 0) }))
    .filter((relaxation) => relaxation.count > 0);
}
