import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BLOG_SEARCH_TEXTS as T } from '../../../shared/messages';

interface BlogSearchFormProps {
  /** The text searched now (the URL's `q`). */
  q: string;
  onSearch: (q: string) => void;
  /** The list without the text (keeping the other choices). */
  clearHref: string;
}

/** The blog's search box: the text goes into the URL (`q`), where the list reads it. */
export function BlogSearchForm({ q, onSearch, clearHref }: BlogSearchFormProps) {
  const [draft, setDraft] = useState(q);
  // Back/forward and links change the URL: the box shows what is actually searched.
  useEffect(() => setDraft(q), [q]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={T.formLabel} className="blog-search" onSubmit={onSubmit}>
      <label htmlFor="blog-search-q" className="form-label">
        {T.label}
      </label>
      <p id="blog-search-hint" className="form-hint">
        {T.hint}
      </p>
      <div className="search-box-row">
        <input
          id="blog-search-q"
          className="input"
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby="blog-search-hint"
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary">
          {T.submit}
        </button>
      </div>
      {q && (
        <p>
          <Link to={clearHref}>{T.clear}</Link>
        </p>
      )}
    </form>
  );
}
