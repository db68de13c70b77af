import {
  ACCESSIBILITY_FEATURES,
  DEFAULT_RADIUS_KM,
  RADIUS_KM_MAX,
  RADIUS_KM_MIN,
  SERVICE_MODES,
  TARGET_GROUPS,
  VOIVODESHIPS,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
  type Voivodeship,
} from '../../../shared/discovery';
import { FUNDING_ROUTES, isAgeText, type FundingRoute } from '../../../shared/eligibilityCodes';
import { PRICE_TYPES, type PriceType } from '../../../shared/labels/offers';
import { OFFER_SORTS, type OfferSort } from '../../../shared/search';
import type { SearchSuggestion } from '../../../shared/types';

/** The search state; it lives in the URL so that it survives reloads and can be shared and bookmarked. */
export interface SearchQuery {
  q: string;
  category: string;
  price_type: PriceType | '';
  city: string;
  sort: OfferSort;
  page: number;
  features: AccessibilityFeature[];
  groups: TargetGroup[];
  mode: ServiceMode | '';
  voivodeship: Voivodeship | '';
  near: string;
  radius_km: number;
  /** An age in whole years as typed ('' for any): offers whose age range includes it. */
  age: string;
  /** 'none': only offers that need no orzeczenie. */
  certificate: 'none' | '';
  funding: FundingRoute[];
  /** Open at this moment (Warsaw time). */
  open_now: boolean;
  /** A day 'YYYY-MM-DD' the offer has opening hours on ('' for any day). */
  open_on: string;
  /** Takes people in, or has a short waiting list. */
  available: boolean;
  /** The organisation confirmed its data in the last FRESH_DAYS. */
  fresh: boolean;
  /** The words exactly as typed, without typo corrections ('Szukaj dokładnie'). */
  exact: boolean;
  /** A town named in the text is a word, not a place to search near ('Szukaj w całej Polsce'). */
  everywhere: boolean;
}

/** Codes of a comma-separated parameter that are in the vocabulary (an edited URL cannot break the page). */
function codesParam<T extends string>(params: URLSearchParams, name: string, codes: readonly T[]): T[] {
  const given = (params.get(name) ?? '').split(',');
  return codes.filter((code) => given.includes(code));
}

export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const priceType = params.get('price_type') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const near = params.get('near')?.trim() ?? '';
  const radius = Number(params.get('radius_km') ?? DEFAULT_RADIUS_KM);
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    price_type: PRICE_TYPES.find((type) => type === priceType) ?? '',
    city: params.get('city')?.trim() ?? '',
    // Distance needs a place to measure from; without one the search falls back to relevance.
    sort: OFFER_SORTS.find((value) => value === sort && (value !== 'distance' || near)) ?? 'relevance',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    features: codesParam(params, 'features', ACCESSIBILITY_FEATURES),
    groups: codesParam(params, 'groups', TARGET_GROUPS),
    mode: SERVICE_MODES.find((value) => value === params.get('mode')) ?? '',
    voivodeship: VOIVODESHIPS.find((value) => value === params.get('voivodeship')) ?? '',
    near,
    radius_km:
      Number.isInteger(radius) && radius >= RADIUS_KM_MIN && radius <= RADIUS_KM_MAX ? radius : DEFAULT_RADIUS_KM,
    age: isAgeText(params.get('age') ?? '') ? String(Number(params.get('age'))) : '',
    certificate: params.get('certificate') === 'none' ? 'none' : '',
    funding: codesParam(params, 'funding', FUNDING_ROUTES),
    open_now: params.get('open_now') === 'true',
    // The form only: a day that is not in the calendar is explained by the server, the first page stays light.
    open_on: /^\d{4}-\d{2}-\d{2}$/.test(params.get('open_on') ?? '') ? params.get('open_on')! : '',
    available: params.get('available') === 'true',
    fresh: params.get('fresh') === 'true',
    exact: params.get('exact') === '1',
    everywhere: params.get('everywhere') === '1',
  };
}

/** Only values that differ from the defaults go into the URL, so a plain search stays a short link. */
export function searchQueryToParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.price_type) params.set('price_type', query.price_type);
  if (query.city) params.set('city', query.city);
  if (query.features.length) params.set('features', query.features.join(','));
  if (query.groups.length) params.set('groups', query.groups.join(','));
  if (query.mode) params.set('mode', query.mode);
  if (query.voivodeship) params.set('voivodeship', query.voivodeship);
  if (query.near) params.set('near', query.near);
  if (query.near && query.radius_km !== DEFAULT_RADIUS_KM) params.set('radius_km', String(query.radius_km));
  if (query.age) params.set('age', query.age);
  if (query.certificate) params.set('certificate', query.certificate);
  if (query.funding.length) params.set('funding', query.funding.join(','));
  for (const flag of ['open_now', 'available', 'fresh'] as const) if (query[flag]) params.set(flag, 'true');
  if (query.open_on) params.set('open_on', query.open_on);
  if (query.exact) params.set('exact', '1');
  if (query.everywhere) params.set('everywhere', '1');
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function searchHref(query: SearchQuery): string {
  const text = searchQueryToParams(query).toString();
  return text ? `/search?${text}` : '/search';
}

/**
 * Where a suggestion of the search box leads: an offer to its page, a category or a place to the search filtered
 * by it (the other choices of `base` kept, the text dropped: the suggestion replaced it).
 */
export function suggestionHref(suggestion: SearchSuggestion, base: SearchQuery): string {
  if (suggestion.type === 'offer') return `/offer/${encodeURIComponent(suggestion.value)}`;
  const filter = suggestion.type === 'category' ? { category: suggestion.value } : { city: suggestion.value };
  return searchHref({ ...base, q: '', ...filter, page: 1 });
}

/** How many filters the search applies (the 'Filtry (N)' of the phone layout): each chosen value counts once. */
export function activeFilterCount(query: SearchQuery): number {
  const chosen = [
    query.category,
    query.price_type,
    query.city,
    query.mode,
    query.voivodeship,
    query.near,
    query.age,
    query.certificate,
    query.open_on,
  ];
  const flags = [query.open_now, query.available, query.fresh].filter(Boolean).length;
  return (
    chosen.filter((value) => value !== '').length +
    flags +
    query.features.length +
    query.groups.length +
    query.funding.length
  );
}
