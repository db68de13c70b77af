import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NEEDS_TEXTS as T, type MyNeeds } from '../../shared/needs';
import type { SearchQuery } from '../pages/search/searchQuery';
import { needsFilters } from './needsFilters';
import { writeNeedsText } from './needsStore';

// The profile's form loads when it is opened: most searches never open it.
const NeedsDialog = lazy(() => import('./NeedsDialog'));

interface NeedsBarProps {
  query: SearchQuery;
  needs: MyNeeds | null;
  /** Searches without one of the profile's filters. */
  onRemove: (query: SearchQuery) => void;
}

/**
 * The search page's 'Moje potrzeby': the button that opens the profile, one 'Usuń filtr: …' button per filter the
 * profile set, and 'Wyczyść moje potrzeby'. The page applies and removes the filters when the profile changes.
 */
export function NeedsBar({ query, needs, onRemove }: NeedsBarProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const filters = needs ? needsFilters(query, needs) : [];
  const openerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal the focus goes to the filter now in its place, or to 'Moje potrzeby' when none is left.
  // It waits for the list to have the expected number of filters: the search changes after the click.
  const [focusAt, setFocusAt] = useState<{ index: number; left: number } | null>(null);
  useEffect(() => {
    if (!focusAt || filters.length !== focusAt.left) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons?.length ? buttons[Math.min(focusAt.index, buttons.length - 1)] : openerRef.current;
    target?.focus();
    setFocusAt(null);
  }, [focusAt, filters.length]);

  const clear = () => {
    writeNeedsText(null);
    setMessage(T.cleared);
    setFocusAt({ index: 0, left: 0 });
  };

  return (
    <div className="needs-bar">
      <button
        ref={openerRef}
        type="button"
        className="btn btn-secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setMessage('');
          setOpen(true);
        }}
      >
        {T.open}
      </button>
      {filters.length > 0 && (
        <ul className="needs-filters" aria-label={T.chipsHeading} ref={listRef}>
          {filters.map((filter, index) => (
            <li key={filter.key}>
              <button
                type="button"
                className="btn btn-sm needs-filter"
                onClick={() => {
                  setMessage('');
                  onRemove(filter.without);
                  setFocusAt({ index, left: filters.length - 1 });
                }}
              >
                {T.removeFilter(filter.words)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {needs && (
        <button type="button" className="btn btn-sm btn-secondary" onClick={clear}>
          {T.clear}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {open && (
        <Suspense fallback={null}>
          <NeedsDialog
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              setMessage(T.saved);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
