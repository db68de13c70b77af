import { lazy, Suspense, useState } from 'react';
import { SAVED_SEARCH_BUTTON_LABEL } from '../../../shared/savedSearches';
import type { SavedSearchValues } from './SavedSearchDialog';

// The form loads when someone first asks for alerts: the search page's first load stays within its budget.
const SavedSearchDialog = lazy(() => import('./SavedSearchDialog'));

interface SavedSearchButtonProps {
  /** The search page's query string, as the address bar has it. */
  query: string;
}

/** 'Powiadom mnie o nowych ofertach': saves the search on screen with every filter; also without an account. */
export function SavedSearchButton({ query }: SavedSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SavedSearchValues | null>(null);

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm saved-search-button" onClick={() => setOpen(true)}>
        {SAVED_SEARCH_BUTTON_LABEL}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            query={query}
            values={values}
            onChange={setValues}
            onClose={() => setOpen(false)}
            onSaved={() => setValues(null)}
          />
        </Suspense>
      )}
    </>
  );
}
