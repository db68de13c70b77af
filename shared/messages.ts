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
} from './discovery.js';
import { ARTICLE_LIMITS, MAX_PATH_LENGTH, OFFER_LIMITS, UPLOAD_QUOTA_BYTES } from './limits.js';
import { CURRENCIES, PRICE_UNIT_LABELS, PRICE_UNITS } from './price.js';
/** Every Polish message that both the UIs and the server show. One place, so the toast and the API `detail` never drift apart. */
export const OFFER_MESSAGES = {
  titleMin: `Tytuł musi mieć co najmniej ${OFFER_LIMITS.titleMin} znaków.`,
  shortDescriptionMin: `Krótki opis musi mieć co najmniej ${OFFER_LIMITS.shortDescriptionMin} znaków.`,
  shortDescriptionMax: `Krótki opis nie może przekraczać ${OFFER_LIMITS.shortDescriptionMax} znaków.`,
  longDescriptionMin: `Długi opis musi mieć co najmniej ${OFFER_LIMITS.longDescriptionMin} znaków.`,
  categoryRequired: 'Musisz wybrać kategorię.',
  priceTypeRequired: 'Musisz wybrać typ odpłatności.',
  pricePositive: 'Cena musi być liczbą dodatnią.',
  priceRequired: 'Cena jest wymagana dla płatnych ofert.',
  streetRequired: 'Ulica i numer są wymagane.',
  cityRequired: 'Miasto jest wymagane.',
  countryRequired: 'Kraj jest wymagany.',
  postalCode: 'Nieprawidłowy format kodu pocztowego (np. 00-000).',
  invalidEmail: 'Nieprawidłowy adres email.',
  contactEmailRequired: 'Adres email do kontaktu jest wymagany.',
  priceFormat: 'Podaj cenę liczbą, np. 35,50 lub 1 200,00 (najwyżej dwa miejsca po przecinku).',
  unknownCurrency: `Wybierz walutę z listy: ${CURRENCIES.join(', ')}.`,
  unknownPriceUnit: `Wybierz, za co jest cena: ${PRICE_UNITS.map((unit) => PRICE_UNIT_LABELS[unit]).join(', ')}.`,
  invalidStatus: 'Nieprawidłowy status oferty.',
  invalidContactMethod: 'Nieprawidłowa preferowana forma kontaktu.',
  invalidExpiry: 'Nieprawidłowa data wygaśnięcia.',
  imageLimitToast: { title: 'Limit zdjęć (1)', description: 'Możesz dodać maksymalnie 1 zdjęcie.' },
  imageType: 'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
  imageSize: 'Zdjęcie nie może być większe niż 5 MB.',
  notFound: 'Nie znaleziono oferty.',
  notOwner: 'Możesz edytować tylko własne oferty.',
  imageDimensions: 'Zdjęcie może mieć najwyżej 10000 pikseli szerokości i wysokości.',
  imagePixels: 'Zdjęcie może mieć najwyżej 40 megapikseli (np. 8000 × 5000 pikseli).',
  tooManyOffers: 'Dodano zbyt wiele ofert w ciągu ostatniej godziny. Spróbuj ponownie później.',
  promotedFlag: 'Pole „is_promoted” musi być wartością logiczną (true lub false).',
} as const;

/** Limits of stored pictures (server/uploads): the hourly budget per account, the decode queue, the storage quota. */
export const UPLOAD_MESSAGES = {
  /** Every image field and every <img> of an article: only files uploaded to the portal (docs/bezpieczenstwo.md). */
  notUploaded: 'Zdjęcie musi być plikiem przesłanym do portalu, nie adresem z innej strony.',
  tooManyImages: 'Przesłano zbyt wiele zdjęć w ciągu ostatniej godziny. Spróbuj ponownie później.',
  decodeBusy: 'Serwer przetwarza teraz zbyt wiele zdjęć. Spróbuj ponownie za chwilę.',
  cannotShrink:
    'Nie udało się zapisać tego zdjęcia w pliku nie większym niż przesłany. Zapisz je w mniejszym rozmiarze lub jako JPEG i prześlij ponownie.',
  quotaExceeded: `Zdjęcia przesłane z Twojego konta zajmują już ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB, tyle, ile można. Usuń zdjęcia, których nie potrzebujesz, z ofert lub artykułów i spróbuj ponownie.`,
} as const;

/** Every image shown in the portal has a description read out in its place (WCAG 1.1.1). */
export const IMAGE_ALT_MESSAGES = {
  required: 'Dodaj opis zdjęcia dla osób niewidomych.',
  tooLong: 'Opis zdjęcia może mieć najwyżej 250 znaków.',
} as const;

/**
 * Text fields refuse characters no keyboard types: a C0 control in a title broke the RSS feed (XML 1.0 forbids it),
 * and a line break or a bidi override in a one-line field changes how a list row or an e-mail reads.
 */
export const TEXT_MESSAGES = {
  oneLine: 'Wpisz tekst w jednym wierszu, bez niewidocznych znaków sterujących.',
  controlCharacters: 'Tekst zawiera niewidoczne znaki sterujące (np. wklejone z innego programu) – usuń je.',
} as const;

export const BLOG_MESSAGES = {
  missingData: { title: 'Brakujące dane', description: 'Tytuł, slug, treść i kategoria artykułu są wymagane.' },
  /** Each required field of the article form names itself, by its label, under the control and in the summary. */
  required: {
    title: 'Podaj tytuł artykułu.',
    slug: 'Podaj adres artykułu (slug).',
    content: 'Napisz treść artykułu.',
    article_type_category_id: 'Wybierz rodzaj artykułu.',
  },
  invalidCategory: 'Wybierz kategorię tematyczną z listy.',
  slugTaken: 'Artykuł o takim adresie (slug) już istnieje.',
  invalidSlug: 'Adres w sieci (slug) może zawierać tylko małe litery a-z, cyfry i myślniki.',
  invalidArticleType: 'Nieprawidłowy rodzaj artykułu.',
  invalidStatus: 'Nieprawidłowy status artykułu.',
  archiveIsModeration:
    'Status „Zarchiwizowany” nadaje tylko administrator (to decyzja moderacyjna). Aby zdjąć artykuł z bloga, zapisz go jako szkic.',
  tooManyTags: `Artykuł może mieć najwyżej ${ARTICLE_LIMITS.tagsMax} tagów.`,
  notFound: 'Nie znaleziono artykułu.',
  notOwner: 'Możesz edytować tylko własne artykuły.',
} as const;

export const CATEGORY_MESSAGES = {
  required: { title: 'Błąd walidacji', description: 'Nazwa i slug kategorii są wymagane.' },
  slugFormat:
    'Slug może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki, np. porady-prawne.',
  slugTaken: 'Kategoria o takim slugu już istnieje.',
  parentSelf: 'Kategoria nie może być swoim własnym rodzicem.',
  parentMissing: 'Wybrana kategoria nadrzędna nie istnieje.',
  notFound: 'Nie znaleziono kategorii.',
  parentDescendant: 'Kategoria nadrzędna nie może być jej własną podkategorią.',
} as const;

export const SYNONYM_MESSAGES = {
  title: 'Błąd walidacji',
  termsRequired: 'Podaj wyrażenia grupy.',
  tooFew: 'Grupa musi mieć co najmniej dwa różne wyrażenia.',
  tooMany: 'Grupa może mieć najwyżej 20 wyrażeń.',
  termTooLong: 'Wyrażenie może mieć najwyżej 100 znaków.',
  duplicate: 'Każde wyrażenie może wystąpić w grupie tylko raz.',
  notFound: 'Nie znaleziono grupy synonimów.',
} as const;

export const USER_ADMIN_MESSAGES = {
  createRequired: { title: 'Błąd', description: 'Email, hasło i imię/nazwa są wymagane.' },
  createForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może tworzyć użytkowników.' },
  editAdminForbidden: { title: 'Brak uprawnień', description: 'Nie możesz modyfikować roli administratora.' },
  assignAdminForbidden: { title: 'Brak uprawnień', description: 'Nie możesz nadać roli administratora.' },
  superadminStays: {
    title: 'Operacja niedozwolona',
    description: 'Rola Super Administratora nie może zostać zmieniona.',
  },
  deleteSuperadmin: { title: 'Operacja niedozwolona', description: 'Nie można usunąć konta Super Administratora.' },
  banSuperadmin: { title: 'Operacja niedozwolona', description: 'Nie można zablokować konta Super Administratora.' },
  banForbidden: {
    title: 'Brak uprawnień',
    description: 'Tylko Super Administrator może blokować/odblokowywać użytkowników.',
  },
  resetForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może wysyłać reset hasła.' },
  deleteForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może usuwać użytkowników.' },
  selfForbidden: { title: 'Operacja niedozwolona', description: 'Nie możesz wykonać tej operacji na własnym koncie.' },
  emailTaken: 'Konto z tym adresem email już istnieje.',
  notFound: 'Nie znaleziono użytkownika.',
  resetSent: 'Wysłano wiadomość z linkiem do ustawienia nowego hasła.',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Nieprawidłowy email lub hasło.',
  emailNotConfirmed: 'Potwierdź adres email, klikając link z wiadomości, którą wysłaliśmy po rejestracji.',
  banned: 'Twoje konto jest zablokowane. Skontaktuj się z administracją portalu.',
  invalidEmail: 'Podaj prawidłowy adres email.',
  passwordTooShort: 'Hasło musi mieć co najmniej 8 znaków.',
  passwordTooLong: 'Hasło nie może mieć więcej niż 128 znaków.',
  passwordTooCommon: 'To hasło jest zbyt popularne. Wybierz trudniejsze do odgadnięcia.',
  nameRequired: 'Imię i nazwisko jest wymagane.',
  nameInvalid: 'Imię i nazwisko może mieć najwyżej 100 znaków w jednym wierszu, bez znaków sterujących.',
  organizationNameInvalid: 'Nazwa organizacji może mieć najwyżej 200 znaków w jednym wierszu, bez znaków sterujących.',
  organizationNameAddress:
    'Nazwa organizacji nie może zawierać adresu strony ani adresu email (np. „www.”, „@”, „nazwa.pl”). Jeśli to skrót z kropką, dodaj po niej spację.',
  organisationRequired: 'Nazwa organizacji jest wymagana.',
  roleNotAllowed: 'Wybierz typ konta: użytkownik, oferent lub organizacja NGO.',
  tokenInvalid: 'Link jest nieprawidłowy lub wygasł. Poproś o nowy.',
  unauthenticated: 'Zaloguj się, aby kontynuować.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  adminOnly: 'Ta operacja jest dostępna tylko dla administratorów.',
  tooManyRequests: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  forgotPasswordSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.',
  confirmationResent: 'Jeśli konto z tym adresem czeka na potwierdzenie, wysłaliśmy na nie nowy link potwierdzający.',
  emailConfirmed: 'Adres email został potwierdzony. Możesz się zalogować.',
  passwordChanged: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  signupSent: 'Sprawdź skrzynkę email i kliknij link, aby potwierdzić konto.',
  tooManyFailedLogins:
    'Zbyt wiele nieudanych prób logowania na to konto. Spróbuj ponownie za 15 minut albo ustaw nowe hasło.',
  mailFailed: 'Nie udało się wysłać wiadomości email. Spróbuj ponownie za chwilę.',
} as const;

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

/** The search box of the blog (/blog?q=): its label, its count and its empty result. */
export const BLOG_SEARCH_TEXTS = {
  formLabel: 'Wyszukiwanie artykułów',
  label: 'Szukaj w artykułach',
  hint: 'Wpisz słowo lub frazę, np. turnus, orzeczenie, wózek.',
  submit: 'Szukaj',
  clear: 'Wyczyść wyszukiwanie',
  count: (count: number, articles: string, q: string) => `Znaleziono ${count} ${articles} dla frazy „${q}”.`,
  emptyTitle: (q: string) => `Nie znaleźliśmy artykułów dla frazy „${q}”`,
  emptyHint: 'Sprawdź pisownię albo wpisz krótszą frazę.',
  showAll: 'Zobacz wszystkie artykuły',
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

export const PROFILE_MESSAGES = {
  notFound: 'Nie znaleziono profilu organizacji.',
} as const;

/** Notices, decisions and appeals (DSA art. 16, 17, 20). */
export const MODERATION_MESSAGES = {
  reasonRequired: 'Podaj uzasadnienie decyzji.',
  statementTooLong: 'Uzasadnienie może mieć najwyżej 5000 znaków.',
  reportReason: 'Wybierz powód zgłoszenia.',
  reportTarget: 'Nieprawidłowy rodzaj zgłaszanej treści.',
  reportTargetId: 'Nieprawidłowy identyfikator zgłaszanej treści.',
  reportTargetMissing: 'Zgłaszana treść nie istnieje lub nie jest publiczna.',
  reportExplanationShort: 'Opisz naruszenie (co najmniej 20 znaków).',
  reportExplanationLong: 'Opis naruszenia może mieć najwyżej 2000 znaków.',
  goodFaith: 'Potwierdź, że zgłoszenie jest zgodne z prawdą i składasz je w dobrej wierze.',
  reportSent: 'Dziękujemy. Zgłoszenie zostało przyjęte i zostanie rozpatrzone przez moderatora.',
  reportNotFound: 'Nie znaleziono zgłoszenia.',
  reportDecided: 'To zgłoszenie zostało już rozpatrzone.',
  reportDecision: 'Wybierz decyzję: usunięcie treści, ograniczenie widoczności albo brak działań.',
  profileRestriction:
    'Profil organizacji można tylko zablokować (usunięcie treści) – nie można ograniczyć jego widoczności.',
  ground: 'Nieprawidłowa podstawa decyzji.',
  decisionNotFound: 'Nie znaleziono decyzji.',
  appealExplanation: 'Opisz, dlaczego nie zgadzasz się z decyzją (co najmniej 20 znaków).',
  appealExplanationLong: 'Odwołanie może mieć najwyżej 2000 znaków.',
  appealLate: 'Termin na odwołanie (6 miesięcy od decyzji) już minął.',
  appealExists: 'Odwołanie od tej decyzji zostało już złożone.',
  appealSent: 'Odwołanie zostało złożone. Rozpatrzy je inny moderator niż autor decyzji.',
  appealNotFound: 'Nie znaleziono odwołania.',
  appealDecided: 'To odwołanie zostało już rozpatrzone.',
  appealOutcome: 'Wybierz rozstrzygnięcie: utrzymanie albo zmiana decyzji.',
  appealOwnDecision: 'Odwołanie od Twojej decyzji musi rozpatrzyć inny administrator.',
  transparencyYear: 'Podaj rok raportu jako liczbę od 2000 do 2100.',
} as const;

/**
 * Organisation verification: registry numbers, requests and the admin's decision
 * (docs/moderacja-i-prawo.md#weryfikacja-organizacji).
 */
export const VERIFICATION_MESSAGES = {
  nip: 'Nieprawidłowy numer NIP.',
  regon: 'Nieprawidłowy numer REGON.',
  krs: 'Nieprawidłowy numer KRS.',
  organisationsOnly: 'O weryfikację może poprosić tylko konto oferenta lub organizacji pozarządowej.',
  needsNumbers: 'Aby poprosić o weryfikację, podaj w profilu nazwę organizacji oraz numer NIP lub KRS.',
  alreadyPending: 'Prośba o weryfikację już czeka na rozpatrzenie.',
  alreadyVerified: 'Organizacja jest już zweryfikowana.',
  toggleWhilePending:
    'Ta organizacja czeka na weryfikację: zatwierdź albo odrzuć jej prośbę w zakładce „Weryfikacje”, gdzie widać sprawdzane dane.',
  requested: 'Prośba o weryfikację została wysłana. Administrator sprawdzi numery w rejestrach publicznych.',
  notFound: 'Nie znaleziono prośby o weryfikację.',
  decided: 'Ta prośba o weryfikację została już rozpatrzona.',
  decision: 'Wybierz decyzję: zatwierdzenie albo odrzucenie.',
  rejectionReason: 'Podaj powód odrzucenia prośby o weryfikację.',
  reasonTooLong: 'Powód może mieć najwyżej 2000 znaków.',
  changed: 'Dane organizacji zmieniły się – sprawdź je ponownie.',
  versionMissing: 'Brak wersji sprawdzonych danych organizacji. Odśwież listę i sprawdź je przed decyzją.',
} as const;

/** The person's own data (RODO art. 7, 15, 17, 20): consent at sign-up, the export and the deletion of the account. */
export const ACCOUNT_DATA_MESSAGES = {
  acceptTerms: 'Musisz zaakceptować regulamin i politykę prywatności.',
  passwordRequired: 'Wpisz hasło, aby potwierdzić usunięcie konta.',
  wrongPassword: 'Nieprawidłowe hasło. Konto nie zostało usunięte.',
  lastSuperadmin: 'Nie można usunąć ostatniego konta Super Administratora.',
  adminBySuperadmin: 'Konto administratora może usunąć tylko Super Administrator. Poproś go o to.',
  accountDeleted: {
    title: 'Konto usunięte',
    description: 'Twoje konto i Twoje treści zostały usunięte. Potwierdzenie wysłaliśmy na Twój adres email.',
  },
  exportSaved: (fileName: string) => ({ title: 'Dane pobrane', description: `Zapisano plik ${fileName}.` }),
  exportFailed: 'Nie udało się pobrać danych',
  deleteFailed: 'Nie udało się usunąć konta',
} as const;

export const CONTACT_MESSAGES = {
  sent: 'Dziękujemy! Wiadomość została wysłana.',
} as const;

/** Context titles and toasts of the public site's sign-in, sign-up and user panel. */
export const USER_PANEL_MESSAGES = {
  loginFailed: 'Błąd logowania',
  signupFailed: 'Błąd rejestracji',
  offerSaveFailed: 'Błąd zapisu oferty',
  offerUpdateFailed: 'Błąd aktualizacji oferty',
  articleSaveFailed: 'Błąd zapisu artykułu',
  deleteFailed: 'Błąd usuwania',
  loadFailed: 'Błąd wczytywania danych',
  categoriesLoadFailed: 'Nie udało się wczytać kategorii',
  profileSaveFailed: 'Błąd zapisu profilu',
  requestFailed: 'Nie udało się wykonać operacji',
  signupSent: { title: 'Rejestracja przyjęta', description: AUTH_MESSAGES.signupSent },
  profileSaved: { title: 'Sukces!', description: 'Profil został zaktualizowany.' },
  articleSaved: (title: string) => ({ title: 'Sukces!', description: `Artykuł „${title}” został zapisany.` }),
  offerDeleted: (title: string) => ({ title: 'Usunięto', description: `Oferta „${title}” została usunięta.` }),
  articleDeleted: (title: string) => ({ title: 'Usunięto', description: `Artykuł „${title}” został usunięty.` }),
  passwordsDiffer: 'Hasła nie są takie same.',
  passwordRequired: 'Wpisz hasło.',
  passwordResetFailed: 'Błąd zmiany hasła',
  confirmFailed: 'Błąd potwierdzenia adresu email',
  forgotFailed: 'Nie udało się wysłać linku',
  confirmLinkFailed: 'Nie udało się potwierdzić adresu email.',
  resendFailed: 'Nie udało się wysłać nowego linku',
} as const;

/** 'Udostępnij' on offers and articles: the device's share sheet or, without one, the link copied. */
export const SHARE_MESSAGES = {
  button: 'Udostępnij',
  copied: { title: 'Skopiowano link', description: 'Link do tej strony jest w schowku. Wklej go w wiadomości.' },
  copyFailed: (url: string) => ({
    title: 'Nie udało się skopiować linku',
    description: `Skopiuj adres strony: ${url}`,
  }),
} as const;
