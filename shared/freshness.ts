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
} as const;

/** The dashboard's texts: 'Dane są aktualne' on each offer's row and the section of corrections about its offers. */
export const FRESHNESS_DASHBOARD_TEXTS = {
  confirmedOn: 'Dane potwierdzone:',
  confirmFor: (title: string) => `${FRESHNESS_TEXTS.confirmButton} – oferta „${title}”`,
  correctionsHeading: 'Zgłoszone nieaktualne dane',
  correctionsIntro: `Tu widać, co według osób korzystających z portalu zmieniło się w Twoich ofertach. Popraw ofertę (każdy zapis potwierdza jej dane) i oznacz zgłoszenie jako załatwione. Zgłoszenie bez reakcji przez ${CORRECTION_ESCALATION_DAYS} dni trafia do administratorów portalu.`,
  correctionsEmpty: 'Nikt nie zgłosił nieaktualnych danych Twoich ofert.',
  correctionsLoading: 'Wczytywanie: zgłoszone nieaktualne dane…',
  openCount: (count: number) => `do załatwienia: ${count}`,
  fieldsLabel: 'Nieaktualne dane',
  noteLabel: 'Opis zgłoszenia',
  reportedLabel: 'Zgłoszono',
  statusLabel: 'Stan',
  editOffer: 'Popraw ofertę',
  editOfferFor: (title: string) => `Popraw ofertę „${title}”`,
  resolveFor: (title: string) => `${FRESHNESS_TEXTS.resolveButton}: zgłoszenie oferty „${title}”`,
  resolveFailed: 'Nie udało się oznaczyć zgłoszenia jako załatwionego',
} as const;

/**
 * Messages of confirming an offer's data and of corrections. They live here, not in messages.ts, because only lazily
 * loaded pages use them: the first page's JavaScript budget (docs/wydajnosc.md) does not carry them.
 */
export const FRESHNESS_MESSAGES = {
  confirmed: 'Dziękujemy. Dane oferty zostały potwierdzone jako aktualne.',
  confirmFailed: 'Nie udało się potwierdzić danych oferty',
  correctionFields: 'Zaznacz, które dane są nieaktualne.',
  correctionFieldUnknown:
    'Nieznany rodzaj danych. Wybierz z listy: adres, telefon, godziny, dostępność, cena, wolne miejsca albo coś innego.',
  correctionNoteShort: 'Opisz, co się zmieniło (co najmniej 10 znaków).',
  correctionNoteLong: 'Opis może mieć najwyżej 1000 znaków.',
  correctionOfferMissing: 'Ta oferta nie istnieje lub nie jest publiczna.',
  correctionSent:
    'Dziękujemy. Przekazaliśmy zgłoszenie organizacji. Jeśli podano adres email, napiszemy, co się z nim stało.',
  correctionsTooMany:
    'Z tego adresu wysłano już kilka zgłoszeń nieaktualnych danych tej oferty. Spróbuj ponownie za godzinę.',
  correctionNotFound: 'Nie znaleziono zgłoszenia nieaktualnych danych.',
  correctionHandled: 'To zgłoszenie zostało już załatwione.',
  correctionResolved: 'Zgłoszenie oznaczone jako załatwione.',
  confirmationRequested: 'Oferta została oznaczona jako wymagająca potwierdzenia danych przez organizację.',
  correctionSendFailed: 'Nie udało się wysłać zgłoszenia',
} as const;
