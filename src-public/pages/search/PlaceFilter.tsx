import { useState } from 'react';
import { RADIUS_CHOICES_KM } from '../../../shared/discovery';
import { SEARCH_PLACE_TEXTS as T } from '../../../shared/searchPlaceTexts';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { SelectField } from '../../forms/fields';
import type { SearchQuery } from './searchQuery';

interface PlaceFilterProps {
  draft: SearchQuery;
  set: <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) => void;
}

const TOWN_ONLY = 'town';

/**
 * One place and how far from it, instead of a town filter and a separate 'near' field that depended on each other
 * unseen. The addresses stay as they were, so saved searches and alerts keep working: 'tylko ta miejscowość' is
 * `city`, a distance is `near` with `radius_km` (docs/wyszukiwanie.md).
 */
export function PlaceFilter({ draft, set }: PlaceFilterProps) {
  // Remembered for the moment no place is typed yet; with a place, the address says which one was chosen.
  const [townOnly, setTownOnly] = useState(Boolean(draft.city && !draft.near));
  const place = draft.near || draft.city;
  const choice = draft.near ? String(draft.radius_km) : draft.city || townOnly ? TOWN_ONLY : String(draft.radius_km);
  const radii: number[] = RADIUS_CHOICES_KM.includes(draft.radius_km as (typeof RADIUS_CHOICES_KM)[number])
    ? [...RADIUS_CHOICES_KM]
    : [...RADIUS_CHOICES_KM, draft.radius_km].sort((a, b) => a - b);
  const setPlace = (text: string, toTown: boolean) => {
    set('city', toTown ? text : '');
    set('near', toTown ? '' : text);
  };
  const choose = (value: string) => {
    setTownOnly(value === TOWN_ONLY);
    if (value !== TOWN_ONLY) set('radius_km', Number(value));
    setPlace(place, value === TOWN_ONLY);
  };
  return (
    <>
      <PlaceCombobox
        id="search-near"
        name="place"
        label={T.where}
        hint={T.whereHint}
        value={place}
        onChange={(text) => setPlace(text, choice === TOWN_ONLY)}
      />
      <SelectField
        id="search-radius"
        label={T.radius}
        hint={place.trim() ? undefined : T.radiusNeedsPlace}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        options={[
          { value: TOWN_ONLY, label: T.townOnly },
          ...radii.map((km) => ({ value: String(km), label: T.upTo(km) })),
        ]}
      />
    </>
  );
}
