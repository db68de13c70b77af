/**
 * The search form's one place field and its distance (src-public/pages/search/PlaceFilter.tsx). Apart from
 * messages.ts, which the public first page loads: only the lazily loaded search page shows these.
 */
export const SEARCH_PLACE_TEXTS = {
  where: 'Gdzie?',
  whereHint: 'Miejscowość, najlepiej z listy podpowiedzi. Przy odległości w km pasują też oferty online.',
  radius: 'Odległość',
  townOnly: 'tylko ta miejscowość',
  upTo: (km: number) => `do ${km} km`,
  /** Under 'Odległość' until a place is given: what it is measured from, and the sorting it opens. */
  radiusNeedsPlace:
    'Liczona od miejscowości z pola „Gdzie?”. Po jej wpisaniu wyniki można też sortować od najbliższej.',
} as const;
