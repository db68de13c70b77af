import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { formatAmountInput, parsePolishAmount } from '../../shared/price.js';
import { fieldErrors } from '../../shared/schemas/common.js';
import { offerSchema } from '../../shared/schemas/offer.js';

describe('parsePolishAmount', () => {
  it.each([
    ['35,50', 35.5],
    ['35.50', 35.5],
    ['35,5', 35.5],
    ['35', 35],
    ['1 200,00', 1200],
    ['1\u00a0200,00', 1200],
    ['12\u202f000,99', 12000.99],
    ['1.200,00', 1200],
    ['1.200', 1200],
    [' 7,05 ', 7.05],
  ])('reads "%s" as %d', (text, amount) => {
    expect(parsePolishAmount(text)).toBe(amount);
  });

  it.each(['35,505', '3,5,0', '-5', '35 zł', 'abc', '', ',50', '1,200.00', '1e3'])('refuses "%s"', (text) => {
    expect(parsePolishAmount(text)).toBeNull();
  });
});

const OFFER = {
  title: 'Opieka wytchnieniowa',
  short_description: 'Opieka nad osobą bliską.',
  long_description: 'Opiekunka zostaje z osobą bliską, gdy rodzina potrzebuje kilku godzin dla siebie.',
  category_id: 'b1c2d3e4-0000-4000-8000-000000000001',
  contact_email: 'kontakt@example.pl',
  price_type: 'paid',
};

describe('the offer schema reads prices, currencies and units', () => {
  it('takes a Polish amount as the amount, never as cents', () => {
    const data = offerSchema.parse({ ...OFFER, price: '35,50' });
    expect(data.price).toBe(35.5);
    expect(offerSchema.parse({ ...OFFER, price: '1 200,00' }).price).toBe(1200);
  });

  it('explains an amount it cannot read', () => {
    const result = offerSchema.safeParse({ ...OFFER, price: '35,505' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toContainEqual({ field: 'price', message: OFFER_MESSAGES.priceFormat });
    }
  });

  it('accepts the listed currencies in any case and refuses the rest in Polish', () => {
    expect(offerSchema.parse({ ...OFFER, price: 10, currency: 'eur' }).currency).toBe('EUR');
    expect(offerSchema.parse({ ...OFFER, price: 10 }).currency).toBe('PLN');
    const result = offerSchema.safeParse({ ...OFFER, price: 10, currency: 'XYZ' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toContainEqual({ field: 'currency', message: OFFER_MESSAGES.unknownCurrency });
    }
  });

  it('defaults the unit to a single payment and refuses unknown units', () => {
    expect(offerSchema.parse({ ...OFFER, price: 10 }).price_unit).toBe('once');
    expect(offerSchema.parse({ ...OFFER, price: 10, price_unit: 'hour' }).price_unit).toBe('hour');
    const result = offerSchema.safeParse({ ...OFFER, price: 10, price_unit: 'year' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toContainEqual({
        field: 'price_unit',
        message: OFFER_MESSAGES.unknownPriceUnit,
      });
    }
  });
});

describe('formatAmountInput', () => {
  it.each([
    [35.5, '35,50'],
    [1200, '1200,00'],
    [0.05, '0,05'],
  ])('writes %d as "%s", which reads back as the same amount', (amount, text) => {
    expect(formatAmountInput(amount)).toBe(text);
    expect(parsePolishAmount(text)).toBe(amount);
  });
});
