/*
 * 'Zapytaj o ofertę' (docs/zapytania.md): a written question about an offer, sent to the offer's contact address
 * through the portal, with what the asker needs to take part. Both apps and the server read these rules from here.
 */

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_NAME_MAX = 120;
/** The first name of the person the asker writes for, and who they are to the asker ('mama', 'opiekun'). */
export const INQUIRY_ON_BEHALF_MAX = 60;

/** Spam checks instead of a CAPTCHA: a field people never see must stay empty, and the form takes some seconds. */
export const INQUIRY_HONEYPOT_FIELD = 'website';
export const INQUIRY_MIN_FILL_SECONDS = 3;

/** Inquiries one address (IP) may send in an hour (by default; INQUIRIES_PER_HOUR). */
export const INQUIRIES_PER_ADDRESS_PER_HOUR = 5;
/** Inquiries one offer may receive in a day: an organisation's inbox cannot be flooded from many addresses. */
export const INQUIRIES_PER_OFFER_PER_DAY = 30;
/** Inquiries are deleted this many months after their last change (a scheduled job). */
export const INQUIRY_RETENTION_MONTHS = 12;

/** What the asker needs to take part; the offeror reads the labels in the e-mail and the dashboard. */
export const INQUIRY_NEEDS = ['pjm_interpreter', 'captions', 'assistant', 'step_free', 'easy_read'] as const;
export type InquiryNeed = (typeof INQUIRY_NEEDS)[number];

export const INQUIRY_NEED_LABELS: Record<InquiryNeed, string> = {
  pjm_interpreter: 'tłumacz PJM',
  captions: 'napisy',
  assistant: 'asystent',
  step_free: 'dostęp bez schodów',
  easy_read: 'tekst łatwy do czytania',
};

export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'Nowe',
  answered: 'Odpowiedziano',
  closed: 'Zamknięte',
};

/** The offeror may move an inquiry to any other status: a status set by mistake can always be set back. */
export const INQUIRY_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ['answered', 'closed'],
  answered: ['closed', 'new'],
  closed: ['new', 'answered'],
};

export const mayChangeInquiryStatus = (from: InquiryStatus, to: InquiryStatus) =>
  INQUIRY_TRANSITIONS[from].includes(to);

export const needLabels = (needs: readonly string[]) =>
  needs.map((need) => INQUIRY_NEED_LABELS[need as InquiryNeed] ?? need);

export const INQUIRY_TEXTS = {
  heading: 'Zapytaj o ofertę',
  intro:
    'Wiadomość trafi do oferenta, a kopię dostaniesz na swój adres e-mail. Oferent odpowie bezpośrednio do Ciebie.',
  preferredPhone: 'Oferent prosi o kontakt telefoniczny:',
  preferredSms: 'Oferent prosi o kontakt SMS-em:',
  formAsSecondWay: 'Możesz też napisać do oferenta przez formularz poniżej.',
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  phone: 'Telefon (nieobowiązkowo)',
  phoneGiven: 'Telefon',
  message: 'Wiadomość',
  messageHint: `Od ${INQUIRY_MESSAGE_MIN} do ${INQUIRY_MESSAGE_MAX} znaków.`,
  needsLegend: 'Czego potrzebujesz, żeby skorzystać z oferty?',
  onBehalf: 'Piszę w imieniu innej osoby',
  onBehalfName: 'Imię tej osoby',
  onBehalfRelation: 'Kim jest dla Ciebie ta osoba (np. córka, podopieczny)',
  consent: 'Zgadzam się na przekazanie moich danych i wiadomości oferentowi w celu odpowiedzi na zapytanie.',
  honeypot: 'Nie wypełniaj tego pola',
  submit: 'Wyślij zapytanie',
  sending: 'Wysyłanie…',
  errorsHeading: 'Popraw błędy w formularzu',
  count: 'Zapytania',
  listHeading: 'Zapytania o ofertę',
  myHeading: 'Moje zapytania',
  empty: 'Brak zapytań.',
  myEmpty: 'Nie wysłano jeszcze żadnych zapytań.',
  status: 'Status',
  statusOf: (name: string) => `Status zapytania od ${name}`,
  newOnes: 'nowe',
  loading: 'Wczytywanie zapytań…',
  changeStatus: 'Zmień status',
  from: 'Od',
  onBehalfOf: 'W imieniu',
  needs: 'Potrzeby',
  needsNotGiven: 'nie podano',
  sentAt: 'Wysłano',
  retention: `Zapytania usuwamy automatycznie ${INQUIRY_RETENTION_MONTHS} miesięcy po ostatniej zmianie.`,
} as const;
