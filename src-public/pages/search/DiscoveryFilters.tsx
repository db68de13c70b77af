import { SERVICE_MODE_LABELS, SERVICE_MODES, VOIVODESHIP_LABELS, VOIVODESHIPS } from '../../../shared/discovery';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { featureOptions, groupOptions } from '../../discovery/options';
import type { SearchQuery } from './searchQuery';
import { facetCount, optionWithCount, type SearchFacetCounts } from './facetCounts';

interface DiscoveryFiltersProps {
  draft: SearchQuery;
  counts: SearchFacetCounts | undefined;
  set: <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) => void;
}

/** The questions a person with a disability asks first: accessibility, who it is for and how (where: PlaceFilter). */
export function DiscoveryFilters({ draft, counts, set }: DiscoveryFiltersProps) {
  return (
    <div className="discovery-filters">
      <div className="search-filter-grid">
        <div className="form-field">
          <label htmlFor="search-mode" className="form-label">
            Sposób realizacji
          </label>
          <select
            id="search-mode"
            className="select"
            value={draft.mode}
            onChange={(event) => set('mode', event.target.value as SearchQuery['mode'])}
          >
            <option value="">Dowolny</option>
            {SERVICE_MODES.map((mode) => {
              const option = optionWithCount(
                SERVICE_MODE_LABELS[mode],
                facetCount(counts, 'modes', (item) => item.value === mode),
              );
              return (
                <option key={mode} value={mode} aria-label={option.spoken}>
                  {option.text}
                </option>
              );
            })}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="search-voivodeship" className="form-label">
            Województwo
          </label>
          <select
            id="search-voivodeship"
            className="select"
            value={draft.voivodeship}
            onChange={(event) => set('voivodeship', event.target.value as SearchQuery['voivodeship'])}
          >
            <option value="">Cała Polska</option>
            {VOIVODESHIPS.map((voivodeship) => {
              const option = optionWithCount(
                VOIVODESHIP_LABELS[voivodeship],
                facetCount(counts, 'voivodeships', (item) => item.value === voivodeship),
              );
              return (
                <option key={voivodeship} value={voivodeship} aria-label={option.spoken}>
                  {option.text}
                </option>
              );
            })}
          </select>
        </div>
      </div>
      <CheckboxGroup
        idPrefix="search-features"
        name="features"
        legend="Dostępność"
        hint="Pokażemy oferty, które mają wszystkie zaznaczone udogodnienia."
        options={featureOptions(counts && ((value) => facetCount(counts, 'features', (item) => item.value === value)))}
        values={draft.features}
        onChange={(features) => set('features', features)}
      />
      <CheckboxGroup
        idPrefix="search-groups"
        name="groups"
        legend="Dla kogo"
        hint="Pokażemy oferty dla którejkolwiek z zaznaczonych grup."
        options={groupOptions(counts && ((value) => facetCount(counts, 'groups', (item) => item.value === value)))}
        values={draft.groups}
        onChange={(groups) => set('groups', groups)}
      />
    </div>
  );
}
