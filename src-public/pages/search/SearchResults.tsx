import { Link } from 'react-router-dom';
import type { Category } from '../../../shared/types';
import { EmptyState } from '../../components/EmptyState';
import { searchHref, type SearchQuery } from './searchQuery';

interface NoResultsProps {
  query: SearchQuery;
  categories: Category[];
}

/** An empty result says what was searched and offers concrete ways forward. */
export function NoResults({ query, categories }: NoResultsProps) {
  const hasFilters = Boolean(query.category || query.price_type || query.city);
  return (
    <EmptyState title="Nie znaleźliśmy pasujących ofert">
      <p>
        {query.q ? <>Dla frazy „{query.q}”</> : 'Dla wybranych kryteriów'} nie ma teraz żadnej aktywnej oferty. Możesz:
      </p>
      <ul>
        {query.q && <li>sprawdzić pisownię albo wpisać krótszą frazę, np. jedno słowo zamiast całego zdania,</li>}
        {hasFilters && (
          <li>
            <Link to={searchHref({ ...query, category: '', price_type: '', city: '', page: 1 })}>
              szukać bez filtrów
            </Link>{' '}
            (kategorii, odpłatności i miejscowości),
          </li>
        )}
        {query.city && (
          <li>
            <Link to={searchHref({ ...query, city: '', page: 1 })}>szukać we wszystkich miejscowościach</Link> — część
            usług jest świadczona zdalnie lub z dojazdem,
          </li>
        )}
        <li>
          <Link to="/search?sort=newest">przejrzeć wszystkie najnowsze oferty</Link>,
        </li>
        <li>
          <Link to="/contact">napisać do nas</Link> — pomożemy znaleźć organizację, która zajmuje się Twoją sprawą.
        </li>
      </ul>
      {categories.length > 0 && (
        <>
          <h3>Przeglądaj kategorie</h3>
          <ul className="tag-list">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="tag" to={searchHref({ ...query, q: '', category: category.slug, page: 1 })}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </EmptyState>
  );
}
