import { PRICE_TYPE_LABELS } from '../shared/labels/offers';
import { PRICE_UNIT_LABELS } from '../shared/price';
import type { Offer } from '../shared/types';
import { MONTHS_GENITIVE } from '../shared/polishMonths';

/*
 * Dates and prices are written out here instead of through Intl: a page's first Intl formatter loads the Polish locale
 * data, which takes tens of milliseconds on a slow phone, in the middle of the first render of every page that shows
 * a date or a price. Dates and złoty amounts read exactly as Intl writes them for 'pl-PL' (tests/unit/format.test.ts
 * compares them); other currencies keep their ISO code.
 */
const NBSP = '\u00a0';

/** "12 marca 2025", in the person's own time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()}`;
}

/** "zł" for the złoty, as Intl writes it in Polish; other currencies keep their ISO code. */
export function currencySymbol(currency: string): string {
  return currency === 'PLN' ? 'zł' : currency;
}

/** "1200,00 zł", "12 000,00 zł", "99,50 EUR": Polish digit groups start at five digits. */
export function formatMoney(amount: number, currency: string): string {
  const [whole, fraction] = amount.toFixed(2).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, NBSP) : whole;
  return `${grouped},${fraction}${NBSP}${currencySymbol(currency)}`;
}

/** "Bezpłatne", "Płatne: 35,50 zł za godzinę" or "Wymagana kaucja: 300,00 zł jednorazowo". */
export function formatOfferPrice(offer: Pick<Offer, 'price_type' | 'price' | 'currency' | 'price_unit'>): string {
  const label = PRICE_TYPE_LABELS[offer.price_type];
  if (offer.price_type === 'free' || offer.price === null) return label;
  return `${label}: ${formatMoney(offer.price, offer.currency)} ${PRICE_UNIT_LABELS[offer.price_unit]}`;
}

export { polishPlural } from '../shared/plural';

export function organisationName(profile: { organization_name: string | null } | null | undefined): string {
  return profile?.organization_name?.trim() || 'Oferent prywatny';
}
