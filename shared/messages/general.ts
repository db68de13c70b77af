import { MAX_PATH_LENGTH } from '../limits.js';

export const GENERIC_MESSAGES = {
  notFound: 'Nie znaleziono zasobu.',
  routeNotFound: 'Nie ma takiego adresu API.',
  malformedJson: 'Nieprawidłowy format danych (oczekiwano poprawnego JSON).',
  invalidId: 'Nieprawidłowy identyfikator.',
  invalidQuery: 'Nieprawidłowe parametry zapytania.',
  invalidSort: 'Nie można sortować po tym polu.',
  validation: 'Popraw błędy w formularzu.',
  payloadTooLarge: 'Przesłane dane są zbyt duże.',
  unsupportedMediaType: 'Nieobsługiwany format danych.',
  serverError: 'Wystąpił błąd po stronie serwera.',
  messageRequired: 'Wpisz treść wiadomości (co najmniej 10 znaków).',
  messageTooLong: 'Wiadomość może mieć najwyżej 5000 znaków.',
  invalidFilter: 'Nieprawidłowy filtr listy.',
  invalidData: 'Przesłane dane zawierają niedozwolone znaki lub wartości.',
  malformedUrl: 'Nieprawidłowy adres URL (błędnie zakodowane znaki).',
  uriTooLong: `Adres jest za długi (najwyżej ${MAX_PATH_LENGTH} znaków przed znakiem „?”).`,
  malformedForm: 'Nieprawidłowy format przesłanego formularza.',
  malformedRequest: 'Nieprawidłowe zapytanie HTTP (np. niedozwolone znaki w nagłówkach).',
  requestTimeout: 'Zapytanie nie dotarło w całości na czas. Spróbuj ponownie.',
} as const;

/**
 * The server's answers while its database is out of reach. Apart from GENERIC_MESSAGES, whose every word ships in
 * the public page's first load (an object is not tree-shaken), since the pages show the `detail` they receive.
 */
export const AVAILABILITY_MESSAGES = {
  databaseUnavailable: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  limitsUnavailable: 'Serwer nie może teraz sprawdzić limitu prób. Spróbuj ponownie za chwilę.',
} as const;

/** Why `GET /api/health/ready` answers 503 (the operator reads it, the balancer only the status). */
export const READINESS_MESSAGES = {
  draining: 'Serwer kończy pracę (otrzymał sygnał zatrzymania) i nie przyjmuje nowego ruchu.',
  databaseUnavailable: 'Brak połączenia z bazą danych.',
  migrationsPending: 'Baza danych nie ma jeszcze wszystkich migracji tej wersji serwera.',
} as const;

/** Toast texts the UIs show; kept here so both apps use one wording. */
export const TOAST_MESSAGES = {
  notImplemented: { title: 'Funkcja niedostępna', description: 'Ta funkcja nie jest jeszcze zaimplementowana.' },
  loggedOut: 'Wylogowano',
  adminLoggedOut: { title: 'Wylogowano pomyślnie', description: 'Do zobaczenia wkrótce!' },
  adminLogoutFailed: {
    title: 'Błąd wylogowania',
    description: 'Nie udało się wylogować. Spróbuj ponownie lub skontaktuj się z pomocą.',
  },
  offerSaved: { title: 'Sukces!', description: 'Oferta została zapisana.' },
  offerUpdated: { title: 'Sukces!', description: 'Oferta została zaktualizowana.' },
  settingsSaved: 'Ustawienia portalu zostały zapisane.',
  noUrgentTasks: 'Brak pilnych zadań. Dobra robota!',
  cannotUndo: 'Tej operacji nie można cofnąć.',
} as const;
