/*
 * Whether an offer's data is still true (docs/zasady-produktu.md#aktualność-danych): the organisation confirms it,
 * the portal reminds and marks it, and anyone can report what is out of date.
 */

/** An offer confirmed within this many days counts as fresh (the search's `fresh=true`). */
export const FRESH_DAYS = 180;
/** After this many days without a confirmation the organisation is reminded by e-mail, once per confirmation. */
export const CONFIRMATION_REMINDER_DAYS = 180;
/** After this many days without a confirmation the offer is shown as possibly out of date and ranks lower. */
export const STALE_AFTER_DAYS = 365;
/** A correction the organisation has not handled within this many days goes to the back office's queue. */
export const CORRECTION_ESCALATION_DAYS = 14;
/** Corrections one address may send about one offer in an hour (the route also limits the address's calls per minute). */
export const CORRECTIONS_PER_OFFER_PER_HOUR = 3;

export const CORRECTION_NOTE_MIN = 10;
export const CORRECTION_NOTE_MAX = 1000;

export const CORRECTION_FIELDS = [
  'address',
  'phone',
  'hours',
  'accessibility',
  'price',
  'availability',
  'other',
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  address: 'Adres',
  phone: 'Telefon',
  hours: 'Godziny otwarcia',
  accessibility: 'Dostępność miejsca',
  price: 'Cena',
  availability: 'Wolne miejsca',
  other: 'Coś innego',
};

/**
 * `open` – waiting for the organisation; `resolved` – the organisation marked it 'załatwione';
 * `confirmation_requested` – an administrator marked the offer as needing confirmation.
 */
export const CORRECTION_STATUSES = ['open', 'resolved', 'confirmation_requested'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  open: 'Czeka na organizację',
  resolved: 'Załatwione',
  confirmation_requested: 'Oferta oznaczona do potwierdzenia',
};

export const FRESHNESS_TEXTS = {
  confirmedBy: 'Dane potwierdzone przez organizację:',
  mayBeOutdated: 'Dane mogą być nieaktualne',
  mayBeOutdatedHint:
    'Organizacja dawno nie potwierdziła tych informacji. Przed wizytą sprawdź je w kontakcie z organizacją.',
  confirmButton: 'Dane są aktualne',
  reportButton: 'Zgłoś nieaktualne dane',
  resolveButton: 'Oznacz jako załatwione',
  freshFilter: 'Dane potwierdzone w ostatnich 6 miesiącach',
} as const;
