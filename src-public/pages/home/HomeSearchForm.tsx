import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchTextField } from '../../components/SearchTextField';
import { readSearchQuery, suggestionHref } from '../search/searchQuery';

/** The phrase field, which the location error of 'W pobliżu mnie' points to. */
export const HOME_SEARCH_FIELD_ID = 'home-search-q';

export function HomeSearchForm() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <form role="search" className="home-search" onSubmit={onSubmit} aria-label="Wyszukaj oferty">
      <label htmlFor={HOME_SEARCH_FIELD_ID} className="form-label">
        Czego szukasz?
      </label>
      <p id="home-search-hint" className="form-hint">
        Na przykład: wózek, rehabilitacja, tłumacz języka migowego, Łódź.
      </p>
      <div className="home-search-row">
        <SearchTextField
          id={HOME_SEARCH_FIELD_ID}
          name="q"
          value={query}
          onChange={setQuery}
          onSuggestion={(suggestion) =>
            void navigate(suggestionHref(suggestion, readSearchQuery(new URLSearchParams())))
          }
          aria-describedby="home-search-hint"
        />
        <button type="submit" className="btn btn-primary">
          Szukaj
        </button>
      </div>
    </form>
  );
}
