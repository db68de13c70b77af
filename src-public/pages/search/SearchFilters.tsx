import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PRICE_TYPE_LABELS, PRICE_TYPES } from '../../../shared/labels/offers';
import type { Category } from '../../../shared/types';
import { DiscoveryFilters } from './DiscoveryFilters';
import { ageFilterError, EligibilityFilters, SEARCH_AGE_ID } from './EligibilityFilters';
import { HoursFilters } from './HoursFilters';
import { PlaceFilter } from './PlaceFilter';
import { OFFER_SORT_LABELS, OFFER_SORTS } from '../../../shared/search';
import { activeFilterCount, suggestionHref, type SearchQuery } from './searchQuery';
import { NARROW_VIEWPORT, useMediaQuery } from '../../hooks/useMediaQuery';
import { SearchTextField } from '../../components/SearchTextField';
import { facetCount, optionWithCount, type SearchFacetCounts } from './facetCounts';

interface SearchFiltersProps {
  query: SearchQuery;
  categories: Category[];
  /** The facets of the search shown, once it has answered. */
  counts: SearchFacetCounts | undefined;
  onSearch: (query: SearchQuery) => void;
  /** Right after the phrase: the way past the many filters to the results. */
  resultsLink: ReactNode;
}

/** Every change is applied with the button, never on selection alone, so nothing moves while a person explores the options. */
export function SearchFilters({ query, categories, counts, onSearch, resultsLink }: SearchFiltersProps) {
  const [draft, setDraft] = useState(query);
  const navigate = useNavigate();
  // Back/forward and links change the URL: the form shows what is actually searched.
  useEffect(() => setDraft(query), [query]);

  const set = <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  // An age that cannot be searched is explained at its field, which gets the focus, and nothing is searched.
  const [ageTried, setAgeTried] = useState(false);
  const [focusAge, setFocusAge] = useState(false);
  useEffect(() => {
    if (!focusAge) return;
    document.getElementById(SEARCH_AGE_ID)?.focus();
    setFocusAge(false);
  }, [focusAge]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ageFilterError(draft.age)) {
      setAgeTried(true);
      setFiltersOpen(true);
      setFocusAge(true);
      return;
    }
    const near = draft.near.trim();
    // Sorting by distance needs a place; without one the search sorts by relevance.
    const sort = draft.sort === 'distance' && !near ? 'relevance' : draft.sort;
    const q = draft.q.trim();
    // New words are read afresh: corrected, and a town in them understood as a place.
    const sameWords = q === query.q;
    onSearch({
      ...draft,
      q,
      // A saved address may hold a town and a place to measure from; the form shows the place, and searches it.
      city: near ? '' : draft.city.trim(),
      age: draft.age.trim() && String(Number(draft.age.trim())),
      near,
      sort,
      page: 1,
      exact: sameWords && draft.exact,
      everywhere: sameWords && draft.everywhere,
    });
  };
  // With the search's facets known, an option that none of the offers has shows '(0)', not no number at all.
  const categoryCount = (slug: string) => facetCount(counts, 'categories', (facet) => facet.slug === slug);
  const priceCount = (type: string) => facetCount(counts, 'price_types', (facet) => facet.value === type);
  // On a phone the filters fold into a disclosure, so that the phrase, 'Szukaj' and the results come first.
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <form role="search" aria-label="Wyszukiwanie ofert" className="search-form" onSubmit={onSubmit}>
      <div className="form-field search-q">
        <label htmlFor="search-q" className="form-label">
          Szukana fraza
        </label>
        <SearchTextField
          id="search-q"
          value={draft.q}
          onChange={(value) => set('q', value)}
          onSuggestion={(suggestion) => void navigate(suggestionHref(suggestion, draft))}
          aria-describedby="search-q-hint"
        />
        <p id="search-q-hint" className="form-hint">
          Polskie znaki nie są wymagane: „wozek” znajdzie „wózek”.
        </p>
      </div>
      {resultsLink}
      {narrow && (
        <button
          type="button"
          className="btn btn-secondary search-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filtry ({activeFilterCount(query)})
        </button>
      )}
      <div id={filtersId} className="search-filters-panel" hidden={narrow && !filtersOpen}>
        <div className="search-filter-grid">
          <div className="form-field">
            <label htmlFor="search-category" className="form-label">
              Kategoria
            </label>
            <select
              id="search-category"
              className="select"
              value={draft.category}
              onChange={(e) => set('category', e.target.value)}
            >
              <option value="">Wszystkie kategorie</option>
              {categories.map((category) => {
                const option = optionWithCount(category.name, categoryCount(category.slug));
                return (
                  <option key={category.id} value={category.slug} aria-label={option.spoken}>
                    {option.text}
                  </option>
                );
              })}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="search-price" className="form-label">
              Odpłatność
            </label>
            <select
              id="search-price"
              className="select"
              value={draft.price_type}
              onChange={(e) => set('price_type', e.target.value as SearchQuery['price_type'])}
            >
              <option value="">Dowolna</option>
              {PRICE_TYPES.map((type) => {
                const option = optionWithCount(PRICE_TYPE_LABELS[type], priceCount(type));
                return (
                  <option key={type} value={type} aria-label={option.spoken}>
                    {option.text}
                  </option>
                );
              })}
            </select>
          </div>
          <PlaceFilter draft={draft} set={set} />
          <div className="form-field">
            <label htmlFor="search-sort" className="form-label">
              Sortowanie
            </label>
            <select
              id="search-sort"
              className="select"
              value={draft.sort}
              onChange={(e) => set('sort', e.target.value as SearchQuery['sort'])}
            >
              {OFFER_SORTS.filter((sort) => sort !== 'distance' || draft.near.trim()).map((sort) => (
                <option key={sort} value={sort}>
                  {OFFER_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <DiscoveryFilters draft={draft} counts={counts} set={set} />
        <EligibilityFilters draft={draft} counts={counts} set={set} showAgeError={ageTried} />
        <HoursFilters draft={draft} counts={counts} set={set} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Szukaj
        </button>
        <Link to="/search" className="btn btn-secondary">
          Wyczyść filtry
        </Link>
      </div>
    </form>
  );
}
