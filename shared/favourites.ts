/**
 * 'Moja lista': its limits and every text it shows (docs/moja-lista.md). The toggle on every offer card (part of the
 * first page) reads shared/favouriteToggle.ts only, so these texts load with the list's own pages.
 */

import { LIST_FULL_MESSAGE } from './favouriteToggle.js';

export { FAVOURITE_TEXTS, LIST_FULL_MESSAGE, LOCAL_LIST_KEY, MAX_LIST_OFFERS } from './favouriteToggle.js';

/** A shared list's link works this many days, then the list is deleted. */
export const SHARED_LIST_DAYS = 180;
/** Addresses one 'Wyślij e-mailem' may name. */
export const MAX_SHARE_RECIPIENTS = 5;
/** Sendings of shared lists per address of the sender (IP) per hour (by default; SHARE_EMAILS_PER_HOUR), and of one list per day. */
export const SHARE_EMAILS_PER_HOUR = 5;
export const SHARE_EMAILS_PER_LIST_PER_DAY = 10;
/** Shared lists one address (IP) may create per hour. */
export const SHARED_LISTS_PER_HOUR = 30;

export const MY_LIST_TEXTS = {
  intro:
    'Tu są oferty, które chcesz zachować. Bez konta lista jest zapisana tylko w tej przeglądarce; po zalogowaniu przenosimy ją na Twoje konto.',
  signedInIntro: 'Tu są oferty, które chcesz zachować. Lista jest zapisana na Twoim koncie.',
  emptyTitle: 'Lista jest pusta',
  loading: 'Wczytywanie listy…',
  empty: 'Przy każdej ofercie jest przycisk „Dodaj do mojej listy”.',
  emptySearch: 'Przejdź do wyszukiwarki ofert',
  count: (count: number) => `Ofert na liście: ${count}`,
  unavailable: 'Oferta niedostępna',
  unavailableHint: 'Ta oferta nie jest już publikowana. Możesz usunąć ją z listy.',
  removeUnavailable: 'Usuń niedostępną ofertę z listy',
  loadFailed: 'Nie udało się wczytać listy. Spróbuj ponownie za chwilę.',
} as const;

export const SHARE_LIST_TEXTS = {
  button: 'Udostępnij listę',
  heading: 'Udostępnij listę',
  intro: `Utworzymy link tylko do odczytu z ofertami z Twojej listy. Link nie zawiera Twoich danych i działa przez ${SHARED_LIST_DAYS} dni.`,
  creating: 'Tworzenie linku…',
  created: 'Link do listy jest gotowy.',
  linkLabel: 'Link do listy',
  copy: 'Kopiuj link',
  copied: 'Skopiowano link do schowka.',
  copyFailed: 'Nie udało się skopiować. Zaznacz link w polu i skopiuj go samodzielnie.',
  emailHeading: 'Wyślij e-mailem',
  emailLabel: `Adresy e-mail (najwyżej ${MAX_SHARE_RECIPIENTS}, oddzielone przecinkami)`,
  emailHint: 'Wyślemy tylko link do listy i nazwy ofert, bez żadnej dodatkowej treści.',
  emailSend: 'Wyślij',
  emailSent: (count: number) => `Wysłano link do listy na adresy: ${count}.`,
  qrHeading: 'Kod QR',
  qrShow: 'Pokaż kod QR',
  qrAlt: 'Kod QR z linkiem do listy',
  qrFailed: 'Nie udało się narysować kodu QR. Skopiuj link i wyślij go w wiadomości.',
  print: 'Drukuj listę',
  open: 'Otwórz stronę listy',
  createFailed: 'Nie udało się utworzyć linku. Spróbuj ponownie.',
} as const;

export const SHARED_LIST_TEXTS = {
  title: 'Udostępniona lista ofert',
  notFoundTitle: 'Nie znaleziono listy',
  unavailableHint: 'Ta oferta nie jest już publikowana.',
  intro: (expires: string) =>
    `Ktoś udostępnił Ci tę listę ofert. Lista jest tylko do odczytu i będzie dostępna do ${expires}.`,
  printIntro: 'Lista ofert z portalu',
  organisation: 'Organizacja',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-mail',
  link: 'Link',
  keepAll: 'Dodaj wszystkie do mojej listy',
  keptAll: 'Dodano oferty do Twojej listy.',
} as const;

/** Polish `detail`s of the API, shown by the forms as they are. */
export const FAVOURITE_MESSAGES = {
  offerNotFound: 'Nie znaleziono takiej oferty albo nie jest już publikowana.',
  tooMany: LIST_FULL_MESSAGE,
  invalidOfferId: 'Nieprawidłowy identyfikator oferty.',
  listEmpty: 'Lista nie zawiera żadnej dostępnej oferty, więc nie ma czego udostępnić.',
  sharedListNotFound: 'Nie znaleziono tej listy. Link mógł wygasnąć albo zawierać błąd.',
  recipientsRequired: 'Podaj co najmniej jeden adres e-mail.',
  tooManyRecipients: `Podaj najwyżej ${MAX_SHARE_RECIPIENTS} adresów e-mail.`,
  invalidRecipient: 'Podaj prawidłowe adresy e-mail, oddzielone przecinkami.',
  tooManyEmails:
    'Wysłano już zbyt wiele wiadomości z listami ofert. Spróbuj ponownie za godzinę albo skopiuj link i wyślij go samodzielnie.',
  tooManyEmailsForList:
    'Tę listę wysłano już zbyt wiele razy dzisiaj. Spróbuj ponownie jutro albo skopiuj link i wyślij go samodzielnie.',
} as const;
