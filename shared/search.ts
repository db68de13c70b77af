// The search's vocabulary without zod, so that the public first page can read it within its JavaScript budget;
// the query schema built from it is shared/schemas/search.ts.

/** Orders of the public offer search (`sort`); `distance` needs `near`. */
export const OFFER_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const OFFER_SORT_LABELS: Record<OfferSort, string> = {
  relevance: 'Najtrafniejsze',
  newest: 'Najnowsze',
  price_asc: 'Cena: od najniższej',
  price_desc: 'Cena: od najwyższej',
  distance: 'Odległość: od najbliższej',
};

/** Results on one page of the public search and blog lists when `per_page` is not given. */
export const DEFAULT_PER_PAGE = 12;

/**
 * Up to this many offers the search counts its total and facets exactly; above it they are estimated. It is also
 * how deep the results can be paged (as Meilisearch's maxTotalHits), so every page offered exists and none costs
 * more than the first thousand results.
 */
export const EXACT_SEARCH_COUNT = 1000;

/**
 * How many pages of the offers table the search's counts read at most by default (SEARCH_SAMPLE_PAGES): a larger
 * table is sampled, so the summary's work is bounded by this whatever the number of offers or of matches. 500 pages
 * (1,500–3,000 offers) estimate a total within a few per cent (docs/wydajnosc.md) at a third of 1,500 pages' cost.
 */
export const DEFAULT_SEARCH_SAMPLE_PAGES = 500;

/**
 * How exact a count of the search is: `exact`; `approximate` – estimated from a sample of the offers and rounded
 * ('~12 400'); `at_least` – more than the number given ('ponad 1000').
 */
export const COUNT_ACCURACIES = ['exact', 'approximate', 'at_least'] as const;
export type CountAccuracy = (typeof COUNT_ACCURACIES)[number];

/** What a suggestion while typing names (`GET /api/v1/search/suggestions`): an offer, a category or a place. */
export const SEARCH_SUGGESTION_TYPES = ['offer', 'category', 'place'] as const;
export type SearchSuggestionType = (typeof SEARCH_SUGGESTION_TYPES)[number];

/** Read after a suggestion's label ("Rehabilitacja (kategoria)"). */
export const SEARCH_SUGGESTION_KIND_LABELS: Record<SearchSuggestionType, string> = {
  offer: 'oferta',
  category: 'kategoria',
  place: 'miejscowość',
};

/** At most this many suggestions are shown (and answered) together. */
export const SEARCH_SUGGESTIONS_MAX = 8;
/** Typed texts shorter than this ask for no suggestions. */
export const SEARCH_SUGGESTIONS_MIN_CHARS = 2;
