/**
 * What an offer costs: the currencies an author chooses from, the unit the price is for, and the reading of an amount
 * typed the Polish way. One place for the offer form, the admin dialog, the server's schema and the database CHECK.
 */

/** Currencies chosen from a list, never typed: the złoty first, then the neighbours' and travellers' currencies. */
export const CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP', 'CZK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

export const CURRENCY_LABELS: Record<Currency, string> = {
  PLN: 'złoty (PLN)',
  EUR: 'euro (EUR)',
  USD: 'dolar amerykański (USD)',
  GBP: 'funt brytyjski (GBP)',
  CZK: 'korona czeska (CZK)',
};

/** What the price is for; `once` (a single payment) unless the author says otherwise. */
export const PRICE_UNITS = ['once', 'hour', 'day', 'week', 'month'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const DEFAULT_PRICE_UNIT: PriceUnit = 'once';

/** Written after the amount: "35,50 zł za godzinę". */
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  once: 'jednorazowo',
  hour: 'za godzinę',
  day: 'za dzień',
  week: 'za tydzień',
  month: 'za miesiąc',
};

/** Spaces of every kind a digit group may be written with: ordinary, no-break and narrow no-break (as Intl writes). */
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/**
 * An amount as a person in Poland types it: "35,50", "35.50", "1 200,00", "1200" – a comma or a dot before at most two
 * decimal places, digit groups separated by spaces (or by dots when the comma marks the decimals: "1.200,00").
 * Null for anything else, so "35,505" or "3,5,0" is refused rather than guessed (never 3550 for "35,50").
 */
export function parsePolishAmount(text: string): number | null {
  const compact = text.replace(GROUP_SPACES, '');
  if (/^\d+(?:[.,]\d{1,2})?$/.test(compact)) return Number(compact.replace(',', '.'));
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  return null;
}

/** A stored amount as a person would type it: "35,50", so that an untouched edit sends back the same price. */
export function formatAmountInput(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}
