import type { Category, OfferSearchResult, OfferSummary } from '../../shared/types.js';
import { makeCategory } from './apiFixtures.js';
import { NO_DISCOVERY_FACETS } from './discoveryFixtures.js';

/** The two categories GET /api/v1/categories lists in the search page's tests. */
export const SEARCH_CATEGORIES: Category[] = [
  makeCategory({ id: 'c1', name: 'Rehabilitacja', slug: 'rehabilitacja' }),
  makeCategory({ id: 'c2', name: 'Wypożyczalnia sprzętu', slug: 'wypozyczalnia-sprzetu' }),
];

/** GET /api/v1/offers's answer: `items` on page `page` of `total`, all in 'Wypożyczalnia sprzętu', nothing relaxed. */
export function makeSearchResult(items: OfferSummary[], total = items.length, page = 1): OfferSearchResult {
  return {
    items,
    total,
    total_accuracy: 'exact',
    page,
    per_page: 12,
    facets: {
      categories: [{ slug: 'wypozyczalnia-sprzetu', name: 'Wypożyczalnia sprzętu', count: total }],
      price_types: [],
      cities: [],
      ...NO_DISCOVERY_FACETS,
    },
    estimated_facets: [],
    partial: false,
    suggestion: null,
    relaxations: [],
    near: null,
    corrected_query: null,
    understood_place: null,
    highlight_words: [],
  };
}
