import { PRICE_TYPES, type PriceType } from '../../../shared/labels';

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Najtrafniejsze',
  newest: 'Najnowsze',
  price_asc: 'Cena: od najniższej',
  price_desc: 'Cena: od najwyższej',
};

export const SEARCH_PER_PAGE = 12;

/** The search state; it lives in the URL so that it survives reloads and can be shared and bookmarked. */
export interface SearchQuery {
  q: string;
  category: string;
  price_type: PriceType | '';
  city: string;
  sort: SearchSort;
  page: number;
}

export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const priceType = params.get('price_type') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    price_type: PRICE_TYPES.find((type) => type === priceType) ?? '',
    city: params.get('city')?.trim() ?? '',
    sort: SEARCH_SORTS.find((value) => value === sort) ?? 'relevance',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Only values that differ from the defaults go into the URL, so a plain search stays a short link. */
export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.price_type) params.set('price_type', query.price_type);
  if (query.city) params.set('city', query.city);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function searchHref(query: SearchQuery): string {
  const text = searchQueryToParams(query).toString();
  return text ? `/search?${text}` : '/search';
}
