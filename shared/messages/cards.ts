/**
 * What a screen reader hears before an offer card's lists (hidden from the eye: the pictograms and labels show it).
 * A file of its own: only the lazily loaded lists import it, so these words stay out of the first page's script
 * (docs/wydajnosc.md).
 */
export const DISCOVERY_LIST_LABELS = {
  features: 'Udogodnienia:',
  groups: 'Dla kogo:',
} as const;
