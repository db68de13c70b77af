import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/ErrorNotice';
import { OfferCard } from '../../components/OfferCard';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { SEARCH_TEXTS } from '../../../shared/messages';
import { SEARCH_COUNT_TEXTS } from '../../../shared/searchCountTexts';
import { polishPlural } from '../../format';
import { shownCount } from '../../counts';
import { CountText } from '../../components/CountText';
import { EXACT_SEARCH_COUNT } from '../../../shared/search';
import { focusInView, isInView } from '../../a11y/focus';
import { useApiData } from '../../hooks/useApiData';
import { categoriesRequest, searchResultsRequest } from '../../requests';
import { SearchFilters } from './SearchFilters';
import type { SearchFacetCounts } from './facetCounts';
import { SavedSearchButton } from './SavedSearchButton';
import { NoResults } from './SearchResults';
import { DidYouMean, ExactSearch, FilterRelaxations, SearchEverywhere } from './SearchHints';
import { readSearchQuery, searchHref, searchQueryToParams, type SearchQuery } from './searchQuery';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { NeedsBar } from '../../needs/NeedsBar';
import { NEEDS_PRESETS_OFF, useNeedsPresets } from '../../needs/useNeedsPresets';

export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paramsKey = searchQueryToParams(readSearchQuery(params)).toString();
  const query = useMemo(() => readSearchQuery(new URLSearchParams(paramsKey)), [paramsKey]);
  useDocumentTitle(query.q ? `Wyniki wyszukiwania: ${query.q}` : PUBLIC_PAGES.search.title);

  const categories = useApiData(categoriesRequest);
  const resultsRequest = searchResultsRequest(query);
  const results = useApiData(resultsRequest);

  // A new page of results starts at its heading, where the count is read out.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(query.page);
  useEffect(() => {
    if (query.page !== firstPage.current) focusInView(resultsHeading.current);
    firstPage.current = -1;
  }, [query.page]);

  // After 'Szukaj' the count must be in sight: on a phone it lies under the form, so the view (and focus, which
  // must never stay off-screen) moves to the results' heading once they are there. 'Szukaj dokładnie' and
  // 'Szukaj w całej Polsce' disappear with the search they start, so focus moves to the heading after them always.
  const countRef = useRef<HTMLParagraphElement>(null);
  const [searches, setSearches] = useState({ count: 0, toHeading: false });
  const revealed = useRef(0);
  useEffect(() => {
    if (revealed.current === searches.count || results.state === 'loading') return;
    revealed.current = searches.count;
    const hidden = countRef.current && !isInView(countRef.current);
    if (searches.toHeading || hidden) focusInView(resultsHeading.current);
  }, [searches, results.state]);
  const markSearch = (toHeading: boolean) => setSearches((current) => ({ count: current.count + 1, toHeading }));
  // 'Szukaj' on the search already shown runs it again: the count's live region empties while it runs and gets the
  // fresh count when it answers, so the count is read out again (an unchanged text would be read by no screen reader).
  const search = (next: SearchQuery, toHeading = false) => {
    markSearch(toHeading);
    if (searchQueryToParams(next).toString() === paramsKey) results.reload();
    else void navigate(searchHref(next));
  };

  // The profile's filters change the search without moving the focus: the person stays at the button they pressed.
  const needs = useNeedsPresets(query, (next, replace) => void navigate(searchHref(next), { replace }));

  // While a search runs the filters keep the last search's counts, so nothing beside the options comes and goes.
  const [facets, setFacets] = useState<SearchFacetCounts | undefined>(results.data);
  if (results.data && results.data !== facets) setFacets(results.data);

  const highlight = useMemo(() => new Set(results.data?.highlight_words), [results.data]);
  const total = results.data?.total ?? 0;
  // Pages reach the first EXACT_SEARCH_COUNT results: a total above it is an estimate, and every page offered exists.
  const reachable = Math.min(total, EXACT_SEARCH_COUNT);
  const totalPages = results.data ? Math.max(1, Math.ceil(reachable / results.data.per_page)) : 1;
  // Only the outcome is announced, once: 'searching…' before it would make every search and page change speak twice.
  // What the search made of the words (a correction, a place) is part of it, said before the count.
  const understood = results.state === 'success' ? results.data.understood_place : null;
  const corrected = results.state === 'success' ? results.data.corrected_query : null;
  const statusText = (count: string) =>
    [
      results.data?.partial ? SEARCH_TEXTS.partialMatch : '',
      corrected ? `${SEARCH_TEXTS.correctedQuery} ${corrected}.` : '',
      understood ? `${SEARCH_TEXTS.understoodPlace} ${understood.name}.` : '',
      SEARCH_COUNT_TEXTS.found(count, polishPlural(total, 'ofertę', 'oferty', 'ofert')),
      totalPages > 1 ? SEARCH_COUNT_TEXTS.pageOf(query.page, totalPages) : '',
    ]
      .filter(Boolean)
      .join(' ');
  const count = results.state === 'success' ? shownCount(total, results.data.total_accuracy) : undefined;
  // The filters are dozens of Tab stops: this link skips them to the heading the count is read under.
  const toResults = (event: MouseEvent) => {
    event.preventDefault();
    focusInView(resultsHeading.current);
  };

  return (
    <div className="search-page">
      <PageHeading>{PUBLIC_PAGES.search.title}</PageHeading>
      <NeedsBar
        query={query}
        needs={needs}
        onRemove={(next) => void navigate(searchHref(next), { state: NEEDS_PRESETS_OFF })}
      />
      <SearchFilters
        query={query}
        categories={categories.data ?? []}
        counts={facets}
        onSearch={(next) => search(next)}
        resultsLink={
          <p className="search-skip">
            <a href="#search-results-heading" onClick={toResults}>
              {count ? (
                <CountText
                  count={{
                    shown: SEARCH_COUNT_TEXTS.skipToResults(count.shown),
                    spoken: SEARCH_COUNT_TEXTS.skipToResults(count.spoken),
                  }}
                />
              ) : (
                SEARCH_COUNT_TEXTS.skipToResults()
              )}
            </a>
          </p>
        }
      />
      <section aria-labelledby="search-results-heading" className="search-results">
        <h2 id="search-results-heading" ref={resultsHeading} tabIndex={-1}>
          Wyniki
        </h2>
        <p role="status" aria-live="polite" className="search-count" ref={countRef}>
          {count && <CountText count={{ shown: statusText(count.shown), spoken: statusText(count.spoken) }} />}
        </p>
        <SavedSearchButton query={params.toString()} />
        {corrected && <ExactSearch query={query} onFollow={() => markSearch(true)} />}
        {understood && <SearchEverywhere query={query} onSearch={(next) => search(next, true)} />}
        {results.state === 'success' && results.data.suggestion && (
          <DidYouMean query={query} suggestion={results.data.suggestion} />
        )}
        {results.state === 'loading' && (
          <p className="search-loading">
            <span className="spinner" aria-hidden="true" /> Wyszukiwanie ofert…
          </p>
        )}
        {results.state === 'error' && <ErrorNotice error={results.error} onRetry={results.reload} />}
        {results.state === 'success' && results.data.items.length === 0 && (
          <>
            <FilterRelaxations
              query={query}
              relaxations={results.data.relaxations}
              categories={categories.data ?? []}
            />
            <NoResults query={query} categories={categories.data ?? []} />
          </>
        )}
        {results.state === 'success' && results.data.items.length > 0 && (
          <ul className="grid-cards">
            {results.data.items.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} nearName={results.data.near?.name} highlight={highlight} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={query.page} totalPages={totalPages} hrefFor={(page) => searchHref({ ...query, page })} />
        {results.data?.total_accuracy !== 'exact' && results.state === 'success' && query.page === totalPages && (
          <p className="search-window">{SEARCH_COUNT_TEXTS.beyondResults}</p>
        )}
      </section>
    </div>
  );
}
