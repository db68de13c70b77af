import type { CountAccuracy } from '../shared/search';
import { SEARCH_COUNT_TEXTS } from '../shared/searchCountTexts';

// Apart from format.ts, which the first page loads: counts are shown by the lazily loaded search page and forms.
const NBSP = '\u00a0';

/** "780", "1000", "12 400": Polish digit groups start at five digits, as in formatMoney. */
export function formatCount(count: number): string {
  const digits = String(count);
  return digits.length > 4 ? digits.replace(/\B(?=(\d{3})+$)/g, NBSP) : digits;
}

/** A count as shown ('~12 400', an estimate) and as read out ('około 12 400'): the tilde is not read by default. */
export interface ShownCount {
  shown: string;
  spoken: string;
}

export function shownCount(count: number, accuracy: CountAccuracy = 'exact'): ShownCount {
  const digits = formatCount(count);
  return { shown: SEARCH_COUNT_TEXTS.shown(digits, accuracy), spoken: SEARCH_COUNT_TEXTS.spoken(digits, accuracy) };
}
