/**
 * Requests for digital accessibility ('Zgłoś problem z dostępnością', docs/dostepnosc.md, 'Zgłoszenia dostępności'): anyone
 * reports a page or element they cannot use and the form they need the information in; an administrator answers
 * within 7 days, as the Polish act on digital accessibility requires.
 */

/** How many days the portal has to answer a request. */
export const ACCESSIBILITY_ANSWER_DAYS = 7;

export const ACCESSIBILITY_REQUEST_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type AccessibilityRequestStatus = (typeof ACCESSIBILITY_REQUEST_STATUSES)[number];
export const ACCESSIBILITY_REQUEST_STATUS_LABELS: Record<AccessibilityRequestStatus, string> = {
  new: 'Nowe',
  in_progress: 'W toku',
  answered: 'Odpowiedziano',
};
/** Until answered a request counts as open: it is due, and overdue once its due date has passed. */
export const OPEN_ACCESSIBILITY_STATUSES: readonly AccessibilityRequestStatus[] = ['new', 'in_progress'];

/** The forms a person may ask the information in; 'none' when fixing the page is all they need. */
export const ALTERNATIVE_FORMATS = [
  'none',
  'easy_read',
  'pjm_video',
  'accessible_document',
  'audio',
  'phone_call',
  'large_print',
  'other',
] as const;
export type AlternativeFormat = (typeof ALTERNATIVE_FORMATS)[number];
export const ALTERNATIVE_FORMAT_LABELS: Record<AlternativeFormat, string> = {
  none: 'Nie potrzebuję innej formy – wystarczy, że naprawicie problem',
  easy_read: 'Tekst łatwy do czytania (ETR)',
  pjm_video: 'Nagranie w polskim języku migowym (PJM)',
  accessible_document: 'Dokument dostępny cyfrowo (np. plik tekstowy zamiast skanu)',
  audio: 'Nagranie dźwiękowe (odczytanie tekstu)',
  phone_call: 'Rozmowa telefoniczna',
  large_print: 'Wydruk powiększoną czcionką',
  other: 'Inna forma – opiszę ją w treści zgłoszenia',
};

export const ACCESSIBILITY_REQUEST_LIMITS = {
  pageMax: 500,
  problemMin: 10,
  problemMax: 5000,
} as const;

/** The Polish messages of the form and of the API's answers (the same text on both sides). */
export const ACCESSIBILITY_REQUEST_MESSAGES = {
  pageRequired: 'Podaj stronę lub adres, na której jest problem.',
  pageTooLong: `Adres lub opis strony może mieć najwyżej ${ACCESSIBILITY_REQUEST_LIMITS.pageMax} znaków.`,
  problemRequired: `Opisz problem (co najmniej ${ACCESSIBILITY_REQUEST_LIMITS.problemMin} znaków).`,
  problemTooLong: `Opis problemu może mieć najwyżej ${ACCESSIBILITY_REQUEST_LIMITS.problemMax} znaków.`,
  formatRequired: 'Wybierz, w jakiej formie chcesz otrzymać informację.',
  emailRequired: 'Podaj adres email, na który odpowiemy, np. jan.kowalski@example.pl.',
  phone: 'Nieprawidłowy numer telefonu. Wpisz same cyfry, np. 501 234 567, albo zostaw pole puste.',
  statusInvalid: 'Wybierz status: nowe, w toku albo odpowiedziano.',
  sameStatus: 'Zgłoszenie ma już ten status.',
  notFound: 'Nie znaleziono zgłoszenia dostępności.',
  sent: 'Dziękujemy! Przyjęliśmy zgłoszenie. Odpowiemy w ciągu 7 dni na podany adres email.',
} as const;

/** The form's texts on the accessibility statement page. */
export const ACCESSIBILITY_REQUEST_FORM_TEXTS = {
  heading: 'Zgłoś problem z dostępnością',
  intro:
    'Nie możesz skorzystać z jakiejś strony lub jej części? Napisz, gdzie jest problem i w jakiej formie chcesz dostać informację. Nie potrzebujesz konta. Odpowiemy w ciągu 7 dni.',
  page: 'Strona lub adres, na której jest problem',
  pageHint: 'Wklej adres strony albo opisz ją, np. „strona oferty wypożyczalni wózków w Łodzi”.',
  problem: 'Na czym polega problem?',
  problemHint: 'Napisz, co chcesz zrobić i co nie działa. Możesz podać, jakiego sprzętu lub programu używasz.',
  format: 'W jakiej formie chcesz otrzymać informację?',
  email: 'Adres email do odpowiedzi',
  emailHint: 'Na ten adres wyślemy potwierdzenie i odpowiedź.',
  phone: 'Numer telefonu (opcjonalnie)',
  phoneHint: 'Podaj go, jeśli wolisz rozmowę albo SMS.',
  submit: 'Wyślij zgłoszenie',
  sending: 'Wysyłanie…',
  failed: 'Nie udało się wysłać zgłoszenia',
  sentHeading: 'Zgłoszenie wysłane',
} as const;

export interface AccessibilityRequest {
  id: string;
  page: string;
  problem: string;
  alternative_format: AlternativeFormat;
  email: string;
  phone: string | null;
  status: AccessibilityRequestStatus;
  created_at: string;
  /** The day the answer is due: received + 7 days. */
  due_at: string;
  /** Open (not answered) after its due date. */
  overdue: boolean;
  status_changed_at: string | null;
  status_changed_by_email: string | null;
  answered_at: string | null;
}
