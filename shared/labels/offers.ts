/** Offers: their statuses, kinds of price and contact, and the Polish words for each. */
export const OFFER_STATUSES = ['draft', 'pending_approval', 'active', 'inactive', 'expired', 'rejected'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const isOfferStatus = (value: string): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value);

/** Statuses an author chooses in the offer form's 'Publikacja' tab. */
export const OFFER_FORM_STATUSES = ['draft', 'pending_approval', 'active'] as const satisfies readonly OfferStatus[];

/** Statuses accepted on input: `published` is the schema's name for `active`. */
export const OFFER_INPUT_STATUSES = [...OFFER_STATUSES, 'published'] as const;

export type OfferInputStatus = (typeof OFFER_INPUT_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Szkic',
  pending_approval: 'Oczekuje na zatwierdzenie',
  active: 'Aktywna',
  inactive: 'Nieaktywna',
  expired: 'Wygasła',
  rejected: 'Odrzucona',
};

export const PRICE_TYPES = ['free', 'paid', 'deposit_required'] as const;

export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  free: 'Bezpłatne',
  paid: 'Płatne',
  deposit_required: 'Wymagana kaucja',
};

export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;

export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Telefon',
  sms: 'SMS',
};

export const DEFAULT_CURRENCY = 'PLN';

/** The price tab of the offer form (and the offer form's preview of the price line). */
export const OFFER_PRICE_FIELDS = {
  priceType: 'Typ odpłatności',
  amount: 'Kwota',
  amountHint: (currency: string) => `W walucie: ${currency}. Wpisz np. 35,50 lub 1 200,00.`,
  currency: 'Waluta',
  unit: 'Jednostka ceny',
  preview: 'Tak cena będzie widoczna w ofercie:',
} as const;

export const DEFAULT_COUNTRY = 'Polska';
