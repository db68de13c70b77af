import {
  INQUIRY_MESSAGE_MAX,
  INQUIRY_MESSAGE_MIN,
  INQUIRY_MIN_FILL_SECONDS,
  INQUIRY_NAME_MAX,
  INQUIRY_ON_BEHALF_MAX,
} from '../inquiries.js';

/** Messages of 'Zapytaj o ofertę' (shared/inquiries.ts): the form's, the API's `detail` and the dashboard's. */
export const INQUIRY_MESSAGES = {
  nameRequired: 'Podaj imię i nazwisko.',
  nameInvalid: `Imię i nazwisko może mieć najwyżej ${INQUIRY_NAME_MAX} znaków w jednym wierszu.`,
  messageShort: `Napisz wiadomość (co najmniej ${INQUIRY_MESSAGE_MIN} znaków).`,
  messageLong: `Wiadomość może mieć najwyżej ${INQUIRY_MESSAGE_MAX} znaków.`,
  phone: 'Podaj numer telefonu (cyfry, spacje, nawiasy, „+” i „-”) albo zostaw pole puste.',
  needUnknown:
    'Nieznana potrzeba. Wybierz z listy: tłumacz PJM, napisy, asystent, dostęp bez schodów, tekst łatwy do czytania.',
  onBehalfName: 'Podaj imię osoby, w imieniu której piszesz.',
  onBehalfRelation: 'Napisz, kim jest dla Ciebie osoba, w imieniu której piszesz.',
  onBehalfInvalid: `Imię i opis osoby mogą mieć najwyżej ${INQUIRY_ON_BEHALF_MAX} znaków w jednym wierszu.`,
  consentRequired: 'Zaznacz zgodę na przekazanie danych oferentowi – bez niej nie możemy wysłać zapytania.',
  fillTime: 'Brak czasu wypełniania formularza. Odśwież stronę i wyślij zapytanie ponownie.',
  honeypotFilled:
    'Formularz wygląda na wypełniony automatycznie (pole „Nie wypełniaj tego pola” ma treść). Wyczyść je i wyślij ponownie.',
  tooFast: `Formularz wysłano zbyt szybko (w mniej niż ${INQUIRY_MIN_FILL_SECONDS} sekundy). Sprawdź wiadomość i wyślij ją ponownie.`,
  offerMissing: 'Ta oferta nie istnieje lub nie jest publiczna – nie można o nią zapytać.',
  tooManyFromAddress: 'Z tego adresu wysłano już kilka zapytań w ciągu godziny. Spróbuj ponownie za godzinę.',
  tooManyForOffer:
    'Ta oferta dostała dziś bardzo dużo zapytań. Spróbuj ponownie jutro albo skontaktuj się z oferentem telefonicznie.',
  sent: 'Dziękujemy. Zapytanie zostało wysłane do oferenta, a kopię wysłaliśmy na Twój adres e-mail.',
  sendFailed: 'Nie udało się wysłać zapytania',
  notFound: 'Nie znaleziono zapytania.',
  notOwner: 'Zapytania o ofertę widzi i obsługuje tylko organizacja, która ją dodała.',
  statusUnknown: 'Nieznany status zapytania. Wybierz: Nowe, Odpowiedziano albo Zamknięte.',
  statusSame: 'Zapytanie ma już ten status.',
  statusChanged: 'Status zapytania został zmieniony.',
  statusFailed: 'Nie udało się zmienić statusu zapytania',
  loadFailed: 'Nie udało się wczytać zapytań',
} as const;
