import { lazy, Suspense, useState } from 'react';
import { SAVED_SEARCH_TEXTS as T } from '../../../shared/savedSearches';
import { useSession } from '../../session/SessionProvider';
import type { SavedSearchValues } from './SavedSearchDialog';

// The form loads when someone first asks for alerts: the search page's first load stays within its budget.
const SavedSearchDialog = lazy(() => import('./SavedSearchDialog'));

interface SavedSearchButtonProps {
  /** The search page's query string, as the address bar has it. */
  query: string;
  /** What the alert is called unless the person names it otherwise. */
  suggestedName: string;
}

/** 'Powiadom mnie o nowych ofertach': saves the search on screen with every filter; also without an account. */
export function SavedSearchButton({ query, suggestedName }: SavedSearchButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SavedSearchValues | null>(null);
  const initial: SavedSearchValues = { name: suggestedName, frequency: 'daily', email: '' };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm saved-search-button" onClick={() => setOpen(true)}>
        {T.openButton}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            query={query}
            signedIn={Boolean(user)}
            values={values ?? initial}
            onChange={setValues}
            onClose={() => setOpen(false)}
            onSaved={() => setValues(null)}
          />
        </Suspense>
      )}
    </>
  );
}
