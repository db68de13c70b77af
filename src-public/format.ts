import { PRICE_TYPE_LABELS } from '../shared/labels';
import type { Offer } from '../shared/types';

const dateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('pl-PL', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still deserves a readable price.
    return `${amount.toFixed(2).replace('.', ',')} ${currency}`;
  }
}

/** "Bezpłatne", "Płatne: 120,00 zł" or "Wymagana kaucja: 300,00 zł". */
export function formatOfferPrice(offer: Pick<Offer, 'price_type' | 'price' | 'currency'>): string {
  const label = PRICE_TYPE_LABELS[offer.price_type];
  if (offer.price_type === 'free' || offer.price === null) return label;
  return `${label}: ${formatMoney(offer.price, offer.currency)}`;
}

/** "1 oferta", "3 oferty", "5 ofert": Polish plural forms. */
export function polishPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

export function organisationName(profile: { organization_name: string | null } | null | undefined): string {
  return profile?.organization_name?.trim() || 'Oferent prywatny';
}
