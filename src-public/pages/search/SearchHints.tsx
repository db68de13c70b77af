import { Link } from 'react-router-dom';
import { PRICE_TYPE_LABELS } from '../../../shared/labels/offers';
import { SEARCH_TEXTS } from '../../../shared/messages';
import type { Category, SearchFilter, SearchRelaxation } from '../../../shared/types';
import { CountText } from '../../components/CountText';
import { shownCount } from '../../counts';
import { searchHref, type SearchQuery } from './searchQuery';

/** "Did you mean": the respelled query as a link that searches it. */
export function DidYouMean({ query, suggestion }: { query: SearchQuery; suggestion: string }) {
  return (
    <p className="search-suggestion">
      {SEARCH_TEXTS.didYouMean} <Link to={searchHref({ ...query, q: suggestion, page: 1 })}>{suggestion}</Link>?
    </p>
  );
}

/**
 * After a typo correction: the same words searched exactly as typed. The correction itself is said by the
 * results' status ('Pokazujemy wyniki dla: …'), read out once with the count.
 */
export function ExactSearch({ query, onFollow }: { query: SearchQuery; onFollow: () => void }) {
  return (
    <p>
      <Link to={searchHref({ ...query, exact: true, page: 1 })} onClick={onFollow}>
        {SEARCH_TEXTS.exactQuery} {query.q}
      </Link>
    </p>
  );
}

/** After a town in the text was understood as a place (said by the status): the words searched all over Poland. */
export function SearchEverywhere({ query, onSearch }: { query: SearchQuery; onSearch: (query: SearchQuery) => void }) {
  return (
    <p>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => onSearch({ ...query, everywhere: true, page: 1 })}
      >
        {SEARCH_TEXTS.searchEverywhere}
      </button>
    </p>
  );
}

const FILTER_NAMES: Record<Exclude<SearchFilter, 'category' | 'price_type' | 'city' | 'near'>, string> = {
  features: 'udogodnienia dostępności',
  groups: 'grupy odbiorców',
  mode: 'sposób realizacji',
  voivodeship: 'województwo',
  age: 'wiek',
  certificate: 'bez orzeczenia',
  funding: 'dofinansowanie',
  open_now: 'otwarte teraz',
  open_on: 'otwarte w wybranym dniu',
  available: 'wolne miejsca',
  fresh: 'dane potwierdzone w ostatnich 6 miesiącach',
};

function filterLabel(filter: SearchFilter, query: SearchQuery, categories: Category[]): string {
  if (filter === 'category') return categories.find((c) => c.slug === query.category)?.name ?? query.category;
  if (filter === 'price_type') return query.price_type ? PRICE_TYPE_LABELS[query.price_type] : '';
  if (filter === 'city') return query.city;
  if (filter === 'near') return query.near;
  return FILTER_NAMES[filter];
}

function without(query: SearchQuery, filter: SearchFilter): SearchQuery {
  const cleared = { ...query, page: 1 };
  if (filter === 'features' || filter === 'groups' || filter === 'funding') return { ...cleared, [filter]: [] };
  if (filter === 'open_now' || filter === 'available' || filter === 'fresh') return { ...cleared, [filter]: false };
  if (filter === 'near')
    return { ...cleared, near: '', sort: cleared.sort === 'distance' ? 'relevance' : cleared.sort };
  return { ...cleared, [filter]: '' };
}

/** When the filters together leave nothing: one link per filter, saying how many offers its removal gives. */
export function FilterRelaxations(props: {
  query: SearchQuery;
  relaxations: SearchRelaxation[];
  categories: Category[];
}) {
  if (!props.relaxations.length) return null;
  return (
    <>
      <p>{SEARCH_TEXTS.relaxIntro}</p>
      <ul className="search-relaxations">
        {props.relaxations.map(({ filter, count, count_accuracy }) => {
          const label = filterLabel(filter, props.query, props.categories);
          const shown = shownCount(count, count_accuracy);
          return (
            <li key={filter}>
              <Link to={searchHref(without(props.query, filter))}>
                <CountText
                  count={{
                    shown: SEARCH_TEXTS.removeFilter(label, shown.shown),
                    spoken: SEARCH_TEXTS.removeFilter(label, shown.spoken),
                  }}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
