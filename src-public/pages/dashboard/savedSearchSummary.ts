import { polishPlural } from '../../../shared/plural';
import { SAVED_SEARCH_TEXTS } from '../../../shared/savedSearches';

/** Parameters the summary names by their value; every other one counts as a filter. */
const NAMED = new Set(['q', 'near', 'city', 'radius_km']);

/** A short reading of a saved query ("„rehabilitacja”, w pobliżu: Łódź (25 km), 2 filtry"). */
export function describeSavedQuery(query: string): string {
  const params = new URLSearchParams(query);
  const text = params.get('q');
  const near = params.get('near');
  const city = params.get('city');
  const radius = params.get('radius_km');
  const filters = [...params.keys()].filter((name) => !NAMED.has(name)).length;
  const parts = [
    text ? `„${text}”` : null,
    near ? `w pobliżu: ${near}${radius ? ` (${radius} km)` : ''}` : null,
    city ? `miejscowość: ${city}` : null,
    filters ? `${filters} ${polishPlural(filters, 'filtr', 'filtry', 'filtrów')}` : null,
  ].filter(Boolean);
  return parts.join(', ') || SAVED_SEARCH_TEXTS.everything;
}
