import { addDays, polishDate, warsawMoment } from './openingHours.js';

/**
 * Whether an offer has room (docs/wyszukiwanie.md, 'Godziny otwarcia i wolne miejsca'): set by its organisation in
 * one click, shown with its date, and treated as unknown once older than AVAILABILITY_FRESH_DAYS. A change is
 * operational, not content: it needs no re-approval (docs/zasady-produktu.md).
 */
export const AVAILABILITY_STATES = ['available', 'waiting_list', 'full', 'temporarily_closed'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityState, string> = {
  available: 'Przyjmuje zgłoszenia',
  waiting_list: 'Lista oczekujących',
  full: 'Brak wolnych miejsc',
  temporarily_closed: 'Czasowo nieczynne',
};

/** The states whose `next_available_date` means something: the first free place, or the day of return. */
export const AVAILABILITY_WITH_DATE: readonly AvailabilityState[] = ['waiting_list', 'temporarily_closed'];

/** Older than this, a state is shown (and searched) as unknown. */
export const AVAILABILITY_FRESH_DAYS = 30;
/** `available=true` without `available_by`: a waiting list counts when a place frees up within this many days. */
export const AVAILABLE_BY_DEFAULT_DAYS = 30;

export const AVAILABILITY_TEXTS = {
  unknown: 'Wolne miejsca: brak aktualnych informacji',
  asOf: (date: string) => `stan z ${polishDate(date)}`,
  nextDate: (date: string) => `Najbliższy wolny termin: ${polishDate(date, true)}`,
  returnDate: (date: string) => `Ponowne otwarcie: ${polishDate(date, true)}`,
  control: 'Wolne miejsca',
  controlFor: (title: string) => `Wolne miejsca: ${title}`,
  dateField: 'Data (opcjonalnie)',
  dateHint: 'Dla listy oczekujących: najbliższy wolny termin. Dla przerwy: dzień ponownego otwarcia.',
  save: 'Zapisz stan',
  saved: (label: string) => `Zapisano: ${label}.`,
  invalidState: `Wybierz stan: ${AVAILABILITY_STATES.map((state) => AVAILABILITY_LABELS[state]).join(', ')}.`,
  invalidDate: 'Podaj datę w formacie RRRR-MM-DD, np. 2026-03-12.',
  dateNotForState: 'Datę podaje się tylko przy liście oczekujących albo czasowym zamknięciu.',
  facet: 'Wolne miejsca',
  filterAvailable: 'Przyjmuje zgłoszenia lub krótka lista oczekujących',
} as const;

export interface OfferAvailabilityFields {
  availability: AvailabilityState | null;
  next_available_date: string | null;
  availability_updated_at: string | null;
}

export interface AvailabilityView {
  /** null: not given, or older than AVAILABILITY_FRESH_DAYS. */
  state: AvailabilityState | null;
  label: string;
  /** 'stan z 12 marca'; null when unknown. */
  as_of: string | null;
  /** The waiting list's first free date or the date of return, in words. */
  detail: string | null;
}

/** Whether the state was set within AVAILABILITY_FRESH_DAYS before `now`. */
export function isAvailabilityFresh(updatedAt: string | null, now: Date): boolean {
  if (!updatedAt) return false;
  return now.getTime() - new Date(updatedAt).getTime() <= AVAILABILITY_FRESH_DAYS * 86_400_000;
}

export function availabilityView(offer: OfferAvailabilityFields, now: Date): AvailabilityView {
  const { availability: state, next_available_date: date, availability_updated_at: updatedAt } = offer;
  if (!state || !isAvailabilityFresh(updatedAt, now)) {
    return { state: null, label: AVAILABILITY_TEXTS.unknown, as_of: null, detail: null };
  }
  const detail =
    date && state === 'waiting_list'
      ? AVAILABILITY_TEXTS.nextDate(date)
      : date && state === 'temporarily_closed'
        ? AVAILABILITY_TEXTS.returnDate(date)
        : null;
  return {
    state,
    label: AVAILABILITY_LABELS[state],
    as_of: AVAILABILITY_TEXTS.asOf(warsawMoment(new Date(updatedAt!)).date),
    detail,
  };
}

/** The default `available_by` of a search: AVAILABLE_BY_DEFAULT_DAYS after today in Warsaw. */
export const defaultAvailableBy = (now: Date) => addDays(warsawMoment(now).date, AVAILABLE_BY_DEFAULT_DAYS);
