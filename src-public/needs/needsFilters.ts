import { ACCESSIBILITY_FEATURES, foldPlaceName } from '../../shared/discovery';
import { NEEDS_FEATURE_WORDS, NEEDS_TEXTS as T, needsAgeWords, type MyNeeds } from '../../shared/needs';
import type { SearchQuery } from '../pages/search/searchQuery';

const sameTown = (a: string, b: string) => foldPlaceName(a) === foldPlaceName(b);

/** The search with the filters the profile sets: age, no orzeczenie, the features, the home town as `near`. */
export function withNeeds(query: SearchQuery, needs: MyNeeds): SearchQuery {
  return {
    ...query,
    age: needs.age || query.age,
    certificate: needs.certificate === 'none' ? 'none' : query.certificate,
    features: ACCESSIBILITY_FEATURES.filter(
      (feature) => query.features.includes(feature) || needs.features.includes(feature),
    ),
    near: needs.town || query.near,
    page: 1,
  };
}

/** One filter of the profile the search applies, with the search without it. */
export interface NeedsFilter {
  key: string;
  /** 'wiek 7 lat', 'tłumacz PJM': the button reads 'Usuń filtr: …'. */
  words: string;
  without: SearchQuery;
}

/** The profile's filters the search applies now, in the order of the profile; each removable on its own. */
export function needsFilters(query: SearchQuery, needs: MyNeeds): NeedsFilter[] {
  const base = { ...query, page: 1 };
  const filters: NeedsFilter[] = [];
  if (needs.age && query.age === needs.age) {
    filters.push({ key: 'age', words: needsAgeWords(needs.age), without: { ...base, age: '' } });
  }
  if (needs.certificate === 'none' && query.certificate === 'none') {
    filters.push({ key: 'certificate', words: T.noCertificateWords, without: { ...base, certificate: '' } });
  }
  for (const feature of needs.features.filter((code) => query.features.includes(code))) {
    filters.push({
      key: feature,
      words: NEEDS_FEATURE_WORDS[feature],
      without: { ...base, features: query.features.filter((code) => code !== feature) },
    });
  }
  if (needs.town && query.near && sameTown(query.near, needs.town)) {
    filters.push({
      key: 'near',
      words: T.nearWords(query.near),
      without: { ...base, near: '', sort: query.sort === 'distance' ? 'relevance' : query.sort },
    });
  }
  return filters;
}

/** The search without every filter the profile set (when it is cleared or changed). */
export function withoutNeeds(query: SearchQuery, needs: MyNeeds): SearchQuery {
  const applied = new Set(needsFilters(query, needs).map((filter) => filter.key));
  return {
    ...query,
    age: applied.has('age') ? '' : query.age,
    certificate: applied.has('certificate') ? '' : query.certificate,
    features: query.features.filter((code) => !applied.has(code)),
    near: applied.has('near') ? '' : query.near,
    sort: applied.has('near') && query.sort === 'distance' ? 'relevance' : query.sort,
    page: 1,
  };
}
