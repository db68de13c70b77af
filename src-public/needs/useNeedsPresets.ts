import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { parseNeeds, type MyNeeds } from '../../shared/needs';
import { activeFilterCount, type SearchQuery } from '../pages/search/searchQuery';
import { withNeeds, withoutNeeds } from './needsFilters';
import { useNeedsText } from './needsStore';

/** The state a removal of a profile's filter navigates with: a reload of that search does not preset it again. */
export const NEEDS_PRESETS_OFF = { needsPresets: false } as const;

/**
 * 'Moje potrzeby' preset the search's filters: once when the page opens on a search with no filters of its own,
 * and again whenever the profile is saved or cleared (its old filters give way to the new ones). A filter removed
 * by its button stays removed: the page does not remount on its own searches.
 */
export function useNeedsPresets(
  query: SearchQuery,
  apply: (next: SearchQuery, replace: boolean) => void,
): MyNeeds | null {
  const text = useNeedsText();
  const needs = useMemo(() => parseNeeds(text), [text]);
  const location = useLocation();
  const presetsOff = (location.state as typeof NEEDS_PRESETS_OFF | null)?.needsPresets === false;
  const latest = useRef({ query, needs, apply, presetsOff });
  latest.current = { query, needs, apply, presetsOff };
  useEffect(() => {
    const current = latest.current;
    if (current.needs && !current.presetsOff && activeFilterCount(current.query) === 0) {
      current.apply(withNeeds(current.query, current.needs), true);
    }
  }, []);
  const previous = useRef(needs);
  useEffect(() => {
    const before = previous.current;
    previous.current = needs;
    if (before === needs) return;
    const current = latest.current;
    const cleared = before ? withoutNeeds(current.query, before) : current.query;
    current.apply(needs ? withNeeds(cleared, needs) : cleared, false);
  }, [needs]);
  return needs;
}
