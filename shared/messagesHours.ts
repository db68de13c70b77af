import { HOURS_LIMITS } from './openingHours.js';

/**
 * Validation messages of opening hours and the texts of the hours editor; used only by lazily loaded screens (offer
 * page, offer form, dashboard) and the server, so they stay out of the first page.
 */
export const HOURS_MESSAGES = {
  invalid: 'Nie udało się odczytać godzin otwarcia. Wypełnij je ponownie.',
  day: 'Dzień tygodnia musi być liczbą od 1 (poniedziałek) do 7 (niedziela).',
  time: 'Podaj godzinę w formacie GG:MM, np. 8:00 lub 16:30.',
  sameTimes: 'Godzina zamknięcia musi być inna niż godzina otwarcia.',
  tooManyRanges: `Dzień może mieć najwyżej ${HOURS_LIMITS.rangesPerDay} przedziały godzin.`,
  overlap: 'Przedziały godzin tego samego dnia nie mogą na siebie nachodzić.',
  date: 'Podaj datę w formacie RRRR-MM-DD, np. 2026-11-11.',
  /** An exception's date left empty or half typed: the date fields show the day first, so no format is named. */
  dateMissing: 'Podaj datę dnia wyjątkowego: dzień, miesiąc i rok.',
  tooManyExceptions: `Możesz podać najwyżej ${HOURS_LIMITS.exceptions} dni wyjątkowych.`,
  exceptionTimes: 'Dzień wyjątkowy jest zamknięty albo ma godzinę otwarcia i zamknięcia.',
  closedWithTimes: 'Zamknięty dzień wyjątkowy nie ma godzin.',
  note: `Uwaga może mieć najwyżej ${HOURS_LIMITS.noteMax} znaków.`,
} as const;

/** The weekly hours editor of the offer form. */
export const HOURS_EDITOR_TEXTS = {
  legend: 'Godziny otwarcia',
  hint: 'Podaj godziny, w których można przyjść lub zadzwonić. W święta państwowe oferta jest zamknięta, chyba że dodasz dzień wyjątkowy. Godzina zamknięcia wcześniejsza niż otwarcia oznacza godziny nocne (do następnego dnia).',
  noHours: 'Nie podaję godzin (osoby zobaczą: „Godziny: zapytaj oferenta”)',
  giveHours: 'Podaję godziny otwarcia',
  closedDay: 'Zamknięte',
  openDay: 'Otwarte',
  opens: 'Od',
  closes: 'Do',
  rangeLabel: (day: string, index: number) => `${day}, przedział ${index}`,
  addRange: (day: string) => `Dodaj przedział godzin: ${day}`,
  removeRange: (day: string, index: number) => `Usuń przedział ${index}: ${day}`,
  rangeAdded: (day: string) => `Dodano przedział godzin: ${day}.`,
  rangeRemoved: (day: string) => `Usunięto przedział godzin: ${day}.`,
  exceptionsLegend: 'Dni wyjątkowe (np. święta, przerwy)',
  exceptionDate: 'Data',
  exceptionClosed: 'Zamknięte cały dzień',
  exceptionNote: 'Uwaga (opcjonalnie)',
  addException: 'Dodaj dzień wyjątkowy',
  removeException: (index: number) => `Usuń dzień wyjątkowy ${index}`,
  exceptionLabel: (index: number) => `Dzień wyjątkowy ${index}`,
  exceptionAdded: 'Dodano dzień wyjątkowy.',
  exceptionRemoved: 'Usunięto dzień wyjątkowy.',
  allDayHint: 'Całą dobę: od 0:00 do 24:00.',
  timePlaceholder: 'GG:MM',
} as const;

/** The offer page's section. */
export const HOURS_SECTION_TEXTS = {
  heading: 'Godziny i dostępność miejsc',
  weeklyCaption: 'Godziny otwarcia w tygodniu',
  dayColumn: 'Dzień',
  hoursColumn: 'Godziny',
  upcomingHeading: 'Najbliższe dni wyjątkowe i święta',
  dateColumn: 'Data',
  noteColumn: 'Uwagi',
  holidaysRule: 'W święta państwowe zamknięte, chyba że podano inaczej.',
  availabilityHeading: 'Wolne miejsca',
} as const;

/** The search's parameters of hours and availability. */
export const HOURS_SEARCH_MESSAGES = {
  openOn: 'Parametr open_on musi być datą w formacie RRRR-MM-DD, np. 2026-11-11.',
  availableBy: 'Parametr available_by musi być datą w formacie RRRR-MM-DD, np. 2026-04-30.',
} as const;

/** The search page's controls of hours, room and fresh data (the parameters open_now, open_on, available, fresh). */
export const HOURS_FILTER_TEXTS = {
  legend: 'Kiedy i czy są miejsca',
  openNow: 'Otwarte teraz',
  openOn: 'Otwarte w dniu',
  openOnHint: 'Pokażemy oferty, które mają godziny otwarcia tego dnia (z uwzględnieniem świąt).',
  availableHint: 'Organizacja potwierdziła wolne miejsca w ostatnich 30 dniach.',
  availabilityCounts: 'Stan miejsc w wynikach:',
  fresh: 'Dane potwierdzone w ostatnich 6 miesiącach',
} as const;
