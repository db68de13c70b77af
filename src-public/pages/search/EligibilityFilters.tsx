import { ELIGIBILITY_MESSAGES as M, FUNDING_ROUTES, isAgeText } from '../../../shared/eligibility';
import { ELIGIBILITY_TEXTS as T, FUNDING_ROUTE_LABELS } from '../../../shared/eligibilityLabels';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { TextField } from '../../forms/fields';
import { facetCount, type SearchFacetCounts } from './facetCounts';
import type { SearchQuery } from './searchQuery';

export const SEARCH_AGE_ID = 'search-age';

/** The age typed in the filter is not one the search can use: the message shown at the field. */
export const ageFilterError = (age: string) => (age.trim() && !isAgeText(age) ? M.age : undefined);

interface EligibilityFiltersProps {
  draft: SearchQuery;
  counts: SearchFacetCounts | undefined;
  set: <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) => void;
  /** Shown once the person tried to search with an age that cannot be read. */
  showAgeError: boolean;
}

/** Can I use it: the person's age, no orzeczenie needed, and who may pay (docs/wyszukiwanie.md). */
export function EligibilityFilters({ draft, counts, set, showAgeError }: EligibilityFiltersProps) {
  return (
    <div className="eligibility-filters">
      <TextField
        id={SEARCH_AGE_ID}
        name="age"
        label={T.ageFilter}
        hint={T.ageFilterHint}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        size={4}
        value={draft.age}
        error={showAgeError ? ageFilterError(draft.age) : undefined}
        onChange={(event) => set('age', event.target.value)}
      />
      <CheckboxGroup
        idPrefix="search-certificate"
        name="certificate"
        legend={T.certificateFilterLegend}
        hint={T.certificateFilterHint}
        options={[{ value: 'none' as const, label: T.certificateFilter }]}
        values={draft.certificate ? [draft.certificate] : []}
        onChange={(values) => set('certificate', values.includes('none') ? 'none' : '')}
      />
      <CheckboxGroup
        idPrefix="search-funding"
        name="funding"
        legend={T.fundingFacet}
        hint={T.fundingFilterHint}
        options={FUNDING_ROUTES.map((value) => ({
          value,
          label: FUNDING_ROUTE_LABELS[value],
          count: counts && facetCount(counts, 'funding', (item) => item.value === value),
        }))}
        values={draft.funding}
        onChange={(funding) => set('funding', funding)}
      />
    </div>
  );
}
