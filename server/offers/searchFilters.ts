import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import { categories } from '../db/schema.js';
import { freshCondition } from '../freshness/conditions.js';
import { defaultAvailableBy } from '../../shared/offerAvailability.js';
import { warsawMoment } from '../../shared/openingHours.js';
import { DISCOVERY_FACETS, discoveryFilter, type DiscoveryColumns, type NearPoint } from './discoveryFilters.js';
import {
  availableCondition,
  openNowCondition,
  openOnCondition,
  type AvailabilityColumns,
  type HoursColumns,
} from './hours.js';
import {
  ELIGIBILITY_FACETS,
  eligibilityFilter,
  isEligibilityFacet,
  type EligibilityColumns,
} from './eligibilityFilters.js';

/**
 * The parameters, the place `near` names once it is resolved (runSearchStatements), and the moment the search is made:
 * one clock for every statement of a search. `within_ids` is never a parameter of the API: the digests of saved
 * searches (server/savedSearches/digest.ts) run the same search over the offers that became public since their last
 * run.
 */
export type OfferSearchQuery = z.output<typeof offerSearchQuerySchema> & {
  near_point?: NearPoint;
  within_ids?: string[];
  now?: Date;
};

export const HOURS_FACETS = ['open_now', 'open_on', 'available'] as const;
export const FACETS = [
  'category',
  'price_type',
  'city',
  ...DISCOVERY_FACETS,
  ...ELIGIBILITY_FACETS,
  ...HOURS_FACETS,
  'fresh',
] as const;
export type Facet = (typeof FACETS)[number];

/**
 * The offer columns a search filters, sorts and counts on: the table's own, or the same columns of the rows a
 * text search matched (see textSearchStatement).
 */
export interface SearchColumns extends DiscoveryColumns, EligibilityColumns, AvailabilityColumns, HoursColumns {
  id: AnyColumn;
  is_promoted: AnyColumn;
  created_at: AnyColumn;
  price: AnyColumn;
  category_id: AnyColumn;
  price_type: AnyColumn;
  city_key: AnyColumn;
  address_city: AnyColumn;
  confirmed_at: AnyColumn;
  confirmation_requested_at: AnyColumn;
}

function categoryCondition(columns: SearchColumns, slug: string): SQL {
  // A parent category also finds the offers of its direct subcategories.
  return sql`${columns.category_id} in (
    select c.id from ${categories} c
    where c.slug = ${slug} or c.parent_id = (select p.id from ${categories} p where p.slug = ${slug})
  )`;
}

/** Whether the visitor set this filter (`near` counts once it names a known place). */
export function isFilterSet(query: OfferSearchQuery, facet: Facet): boolean {
  if (facet === 'fresh') return query.fresh;
  const value = facet === 'near' ? query.near_point : query[facet];
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
}

/** A filter that holds, or `true` when the visitor did not set it. */
export function facetFilter(query: OfferSearchQuery, columns: SearchColumns, facet: Facet): SQL {
  if (facet === 'category' && query.category) return categoryCondition(columns, query.category);
  if (facet === 'price_type' && query.price_type) return eq(columns.price_type, query.price_type);
  if (facet === 'city' && query.city) return sql`${columns.city_key} = lower(f_unaccent(${query.city}::text))`;
  if (facet === 'fresh') return query.fresh ? freshCondition(columns) : sql`true`;
  if (facet === 'category' || facet === 'price_type' || facet === 'city') return sql`true`;
  const now = query.now ?? new Date();
  if (facet === 'open_now') return query.open_now ? openNowCondition(columns, warsawMoment(now)) : sql`true`;
  if (facet === 'open_on') return query.open_on ? openOnCondition(columns, query.open_on) : sql`true`;
  if (facet === 'available') {
    return query.available
      ? availableCondition(columns, now, query.available_by ?? defaultAvailableBy(now))
      : sql`true`;
  }
  if (isEligibilityFacet(facet)) return eligibilityFilter(query, columns, facet);
  return discoveryFilter(query, columns, facet);
}

/** The filters the visitor set (a filter not set holds for every offer: it is left out, not written as `true`). */
export const setFilters = (query: OfferSearchQuery, columns: SearchColumns, except?: Facet): SQL[] =>
  FACETS.filter((facet) => facet !== except && isFilterSet(query, facet)).map((facet) =>
    facetFilter(query, columns, facet),
  );

/** Every filter the visitor set (and the offers a digest looks at); undefined when there is none. */
export const allFilters = (query: OfferSearchQuery, columns: SearchColumns): SQL | undefined =>
  and(...setFilters(query, columns), query.within_ids && inArray(columns.id, query.within_ids));
