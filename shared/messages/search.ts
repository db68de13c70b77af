import {
  ACCESSIBILITY_FEATURES,
  LOCALITY_LIMIT_MAX,
  PROFILE_DESCRIPTION_MAX,
  RADIUS_KM_MAX,
  RADIUS_KM_MIN,
  SERVICE_MODES,
  SERVICE_RADIUS_KM_MAX,
  SERVICE_RADIUS_KM_MIN,
  TARGET_GROUPS,
  VOIVODESHIPS,
} from '../discovery.js';

/** Query parameters of the public search and lists (400 answers). */
export const SEARCH_MESSAGES = {
  page: 'Numer strony musi być liczbą całkowitą większą od zera.',
  perPage: 'Na stronie można wyświetlić od 1 do 50 wyników.',
  sort: 'Nieprawidłowe sortowanie (dozwolone: relevance, newest, price_asc, price_desc).',
  priceType: 'Nieprawidłowy typ odpłatności.',
  articleType: 'Nieprawidłowy rodzaj artykułu.',
  textTooLong: 'Wyszukiwany tekst jest zbyt długi (najwyżej 200 znaków).',
  suggestionsText: 'Podaj od 2 do 100 znaków tekstu, do którego szukać podpowiedzi.',
  flag: (name: string) => `Parametr ${name} może mieć wartość 1 (tak) albo 0 (nie).`,
} as const;

/**
 * The search's own texts beyond validation: its fallbacks, its hint and the suggestions while typing
 * (docs/wyszukiwanie.md).
 */
export const SEARCH_TEXTS = {
  partialMatch: 'Brak ofert ze wszystkimi słowami. Pokazujemy oferty pasujące do części z nich.',
  didYouMean: 'Czy chodziło Ci o:',
  removeFilter: (label: string, count: string) => `Usuń filtr „${label}” (${count})`,
  relaxIntro: 'Żadna oferta nie spełnia wszystkich filtrów. Możesz usunąć jeden z nich:',
  correctedQuery: 'Pokazujemy wyniki dla:',
  exactQuery: 'Szukaj dokładnie:',
  understoodPlace: 'Szukamy w pobliżu:',
  searchEverywhere: 'Szukaj w całej Polsce',
} as const;

/** Accessibility, target groups, service modes, places and distance. */
export const DISCOVERY_MESSAGES = {
  unknownFeature: `Nieznana cecha dostępności. Dozwolone: ${ACCESSIBILITY_FEATURES.join(', ')}.`,
  unknownGroup: `Nieznana grupa odbiorców. Dozwolone: ${TARGET_GROUPS.join(', ')}.`,
  unknownMode: `Nieznany sposób realizacji. Dozwolone: ${SERVICE_MODES.join(', ')}.`,
  unknownVoivodeship: `Nieznane województwo. Dozwolone: ${VOIVODESHIPS.join(', ')}.`,
  modesRequired: 'Wybierz co najmniej jeden sposób realizacji.',
  serviceRadius: `Zasięg dojazdu musi być liczbą całkowitą od ${SERVICE_RADIUS_KM_MIN} do ${SERVICE_RADIUS_KM_MAX} km.`,
  radius: `Promień wyszukiwania musi być liczbą całkowitą od ${RADIUS_KM_MIN} do ${RADIUS_KM_MAX} km.`,
  distanceNeedsNear: 'Sortowanie według odległości wymaga podania miejscowości (parametr near).',
  placeTooLong: 'Nazwa miejscowości jest zbyt długa (najwyżej 100 znaków).',
  localityQuery: 'Wpisz co najmniej jedną literę nazwy miejscowości (najwyżej 100 znaków).',
  localityLimit: `Liczba podpowiedzi musi być liczbą całkowitą od 1 do ${LOCALITY_LIMIT_MAX}.`,
  unknownPlace: (name: string, suggestions: readonly string[]) =>
    suggestions.length
      ? `Nie znamy miejscowości „${name}”. Czy chodziło o: ${suggestions.join(', ')}?`
      : `Nie znamy miejscowości „${name}”. Sprawdź pisownię i wybierz miejscowość z listy podpowiedzi.`,
  placeNotListed: 'Tej miejscowości nie ma na liście: oferta nie będzie znajdowana w wyszukiwaniu według odległości.',
  profilePlaceNotListed:
    'Tej miejscowości nie ma na liście: oferty bez własnego adresu nie będą znajdowane w wyszukiwaniu według odległości.',
  website: 'Nieprawidłowy adres strony internetowej (podaj pełny adres, np. https://fundacja.pl).',
  phone: 'Nieprawidłowy numer telefonu.',
  descriptionTooLong: `Opis organizacji może mieć najwyżej ${PROFILE_DESCRIPTION_MAX} znaków.`,
  streetTooShort: 'Ulica i numer muszą mieć co najmniej 3 znaki.',
  cityTooShort: 'Nazwa miejscowości musi mieć co najmniej 2 znaki.',
  geolocationUnavailable: 'Twoja przeglądarka nie udostępnia lokalizacji.',
  geolocationDenied: 'Nie udało się ustalić Twojej lokalizacji.',
  /** After a location error on the home page: a link to the field that is there (it finds offers by town too). */
  typePlaceOnHome: 'Wpisz miejscowość w polu „Czego szukasz?”',
} as const;

/** The suggestion list of a search field (src-public/components/Combobox.tsx). */
export const COMBOBOX_MESSAGES = {
  listLabel: 'Podpowiedzi',
  none: 'Brak podpowiedzi.',
  // Polish: 1 podpowiedź, 2–4 and 5+ podpowiedzi alike.
  count: (count: number) =>
    `${count} ${count === 1 ? 'podpowiedź' : 'podpowiedzi'}. Wybierz strzałkami w górę i w dół, zatwierdź klawiszem Enter.`,
} as const;
