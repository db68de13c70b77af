// Alerts for new offers ('Powiadom mnie o nowych ofertach'): the vocabulary, limits and texts shared by the search
// page, the dashboard, the server and its e-mails (docs/powiadomienia.md).

export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  daily: 'Codziennie',
  weekly: 'Co tydzień',
};

/** Alerts one person may keep: an account, or one e-mail address without an account (unconfirmed ones included). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
/** The saved search is the search page's query string; longer ones are no search a form can make. */
export const SAVED_SEARCH_QUERY_MAX = 2000;
/** Offers listed in one digest; the rest are one link away (the search, newest first). */
export const DIGEST_OFFERS_MAX = 20;
/** An alert saved without an account waits this long for its confirmation, then it is deleted. */
export const UNCONFIRMED_SAVED_SEARCH_HOURS = 48;

/** The search page's parameters that are not part of what is searched for: they are never saved. */
export const UNSAVED_SEARCH_PARAMS = ['page', 'per_page', 'sort'] as const;

/** The public page that shows one alert by the link of its e-mails (without an account). */
export const SAVED_SEARCH_PAGE_PATH = '/powiadomienie';
export const savedSearchPagePath = (id: string, token: string) =>
  `${SAVED_SEARCH_PAGE_PATH}?${new URLSearchParams({ id, token }).toString()}`;
/** Where a signed-in person manages their alerts. */
export const SAVED_SEARCHES_DASHBOARD_PATH = '/dashboard?view=alerts';

/** The search page's button: alone, so the page's first load carries none of the texts below (docs/wydajnosc.md). */
export const SAVED_SEARCH_BUTTON_LABEL = 'Powiadom mnie o nowych ofertach';

export const SAVED_SEARCH_TEXTS = {
  openButton: SAVED_SEARCH_BUTTON_LABEL,
  dialogTitle: 'Powiadom mnie o nowych ofertach',
  dialogIntro:
    'Zapiszemy to wyszukiwanie z wszystkimi wybranymi filtrami i wyślemy e-mail, gdy pojawią się nowe pasujące oferty.',
  nameLabel: 'Nazwa powiadomienia',
  nameHint: 'Na przykład „Rehabilitacja w Łodzi”. Zobaczysz ją w e-mailu i na liście powiadomień.',
  frequencyLegend: 'Jak często wysyłać',
  emailLabel: 'Adres e-mail',
  emailHint: 'Wyślemy na ten adres link potwierdzający. Powiadomienia zaczną przychodzić po potwierdzeniu.',
  save: 'Zapisz powiadomienie',
  cancel: 'Anuluj',
  close: 'Zamknij',
  savedSignedIn: 'Zapisano powiadomienie. Możesz nim zarządzać w panelu, w zakładce „Powiadomienia o ofertach”.',
  savedPending:
    'Sprawdź skrzynkę e-mail i kliknij link potwierdzający. Bez potwierdzenia powiadomienie zostanie usunięte po 48 godzinach.',
  manageLink: 'Zarządzaj powiadomieniami',
  dashboardTitle: 'Powiadomienia o nowych ofertach',
  dashboardIntro:
    'Wysyłamy e-mail z ofertami, które pojawiły się od ostatniej wiadomości i pasują do zapisanego wyszukiwania.',
  dashboardEmpty: 'Nie masz zapisanych powiadomień. Na stronie wyszukiwania wybierz „Powiadom mnie o nowych ofertach”.',
  tableCaption: 'Twoje powiadomienia',
  columnName: 'Nazwa',
  columnSearch: 'Wyszukiwanie',
  columnFrequency: 'Częstotliwość',
  columnActions: 'Działania',
  showResults: 'Pokaż wyniki',
  deleteButton: 'Usuń',
  deleteLabel: (name: string) => `Usuń powiadomienie „${name}”`,
  deleted: (name: string) => `Usunięto powiadomienie „${name}”.`,
  countOf: (count: number) => `Zapisane powiadomienia: ${count} z ${SAVED_SEARCHES_MAX}.`,
  pageTitle: 'Twoje powiadomienie o nowych ofertach',
  pageLoading: 'Wczytywanie powiadomienia…',
  pageConfirmIntro: 'To powiadomienie czeka na potwierdzenie. Potwierdź, że chcesz dostawać e-maile na ten adres.',
  confirmButton: 'Potwierdź powiadomienie',
  confirmed: 'Potwierdzono. Pierwszy e-mail przyjdzie, gdy pojawią się nowe pasujące oferty.',
  pageActive: 'Powiadomienie jest włączone.',
  pageDeleted: 'Powiadomienie zostało usunięte. Nie wyślemy już e-maili z tego wyszukiwania.',
  pageInvalid:
    'Ten link nie działa: powiadomienie zostało już usunięte albo link jest niepełny. Skopiuj cały link z e-maila.',
  factName: 'Nazwa',
  factFrequency: 'Częstotliwość',
  factEmail: 'Adres e-mail',
  everything: 'Wszystkie oferty',
} as const;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Podaj nazwę powiadomienia.',
  nameTooLong: `Nazwa powiadomienia może mieć najwyżej ${SAVED_SEARCH_NAME_MAX} znaków.`,
  frequency: 'Wybierz, jak często wysyłać: codziennie albo co tydzień.',
  query: 'Tego wyszukiwania nie da się zapisać: odśwież stronę wyszukiwania i spróbuj ponownie.',
  emailRequired: 'Podaj adres e-mail, na który wyślemy powiadomienia, albo zaloguj się.',
  emailInvalid: 'Podaj poprawny adres e-mail, na przykład jan@example.pl.',
  limit: `Możesz mieć najwyżej ${SAVED_SEARCHES_MAX} powiadomień. Usuń któreś z zapisanych, aby dodać nowe.`,
  notFound: 'Nie ma takiego powiadomienia albo link jest niepełny.',
  savedSignedIn: 'Zapisano powiadomienie.',
  savedPending: 'Wysłaliśmy e-mail z linkiem potwierdzającym.',
  confirmed: 'Potwierdzono powiadomienie.',
  unsubscribed: 'Powiadomienie zostało usunięte.',
} as const;
