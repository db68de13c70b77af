import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatOfferPrice } from '../../src-public/format.js';

/** The public app formats by hand for speed; what people read must stay what Intl writes for Polish. */
describe('formatDate', () => {
  it('writes the day, the month in the genitive and the year', () => {
    expect(formatDate('2025-03-12T12:00:00Z')).toBe('12 marca 2025');
  });

  it('reads like Intl in Polish for any date', () => {
    const intl = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date.toISOString())).toBe(intl.format(date));
        },
      ),
    );
  });

  it('leaves missing and unreadable dates empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nie-data')).toBe('');
  });
});

describe('formatMoney', () => {
  it('reads like Intl in Polish for any amount in złoty', () => {
    const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        expect(formatMoney(cents / 100, 'PLN')).toBe(intl.format(cents / 100));
      }),
    );
  });

  it('groups digits from five up and names other currencies by their code', () => {
    expect(formatMoney(1200, 'PLN')).toBe('1200,00\u00a0zł');
    expect(formatMoney(12000, 'PLN')).toBe('12\u00a0000,00\u00a0zł');
    expect(formatMoney(99.5, 'EUR')).toBe('99,50\u00a0EUR');
  });

  it('is part of the price line of an offer, with what the price is for', () => {
    const paid = { price_type: 'paid', currency: 'PLN' } as const;
    expect(formatOfferPrice({ ...paid, price: 35.5, price_unit: 'hour' })).toBe('Płatne: 35,50\u00a0zł za godzinę');
    expect(formatOfferPrice({ ...paid, price: 120, price_unit: 'once' })).toBe('Płatne: 120,00\u00a0zł jednorazowo');
    expect(formatOfferPrice({ ...paid, price: 1200, currency: 'EUR', price_unit: 'month' })).toBe(
      'Płatne: 1200,00\u00a0EUR za miesiąc',
    );
    expect(formatOfferPrice({ price_type: 'free', price: null, currency: 'PLN', price_unit: 'once' })).toBe(
      'Bezpłatne',
    );
  });
});
