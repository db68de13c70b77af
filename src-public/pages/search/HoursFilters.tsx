import { Fragment } from 'react';
import { AVAILABILITY_LABELS, AVAILABILITY_STATES, AVAILABILITY_TEXTS } from '../../../shared/offerAvailability';
import { HOURS_FILTER_TEXTS as T } from '../../../shared/messagesHours';
import { CountText } from '../../components/CountText';
import { TextField } from '../../forms/fields';
import { facetCount, type SearchFacetCounts } from './facetCounts';
import type { SearchQuery } from './searchQuery';

interface HoursFiltersProps {
  draft: SearchQuery;
  counts: SearchFacetCounts | undefined;
  set: <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) => void;
}

/** Can I go there: open now or on a day, taking people in, with data the organisation confirmed lately. */
export function HoursFilters({ draft, counts, set }: HoursFiltersProps) {
  const flag = (key: 'open_now' | 'available' | 'fresh', label: string, hintId?: string) => (
    <div className="form-check">
      <input
        type="checkbox"
        id={`search-${key.replace('_', '-')}`}
        name={key}
        checked={draft[key]}
        aria-describedby={hintId}
        onChange={(event) => set(key, event.target.checked)}
      />
      <label htmlFor={`search-${key.replace('_', '-')}`}>{label}</label>
    </div>
  );
  // Counted per state by the search (only states set in the last 30 days), without the 'available' filter itself.
  const stateCounts = AVAILABILITY_STATES.map((state) => ({
    state,
    count: facetCount(counts, 'availability', (item) => item.value === state),
  })).filter((item) => item.count !== undefined);
  return (
    <fieldset className="fieldset hours-filters">
      <legend className="legend">{T.legend}</legend>
      {flag('open_now', T.openNow)}
      <TextField
        id="search-open-on"
        name="open_on"
        label={T.openOn}
        hint={T.openOnHint}
        type="date"
        value={draft.open_on}
        onChange={(event) => set('open_on', event.target.value)}
      />
      {flag('available', AVAILABILITY_TEXTS.filterAvailable, 'search-available-hint')}
      <p id="search-available-hint" className="form-hint">
        {T.availableHint}
        {stateCounts.length > 0 && (
          <>
            {' '}
            {T.availabilityCounts}{' '}
            {stateCounts.map(({ state, count }, index) => (
              <Fragment key={state}>
                {AVAILABILITY_LABELS[state].toLowerCase()} (<CountText count={count!} />)
                {index < stateCounts.length - 1 ? ', ' : '.'}
              </Fragment>
            ))}
          </>
        )}
      </p>
      {flag('fresh', T.fresh)}
    </fieldset>
  );
}
