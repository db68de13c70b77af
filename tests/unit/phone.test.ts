import { describe, expect, it } from 'vitest';
import { polishMobileNumber } from '../../shared/phone';

describe('polishMobileNumber', () => {
  it.each([
    ['600 123 456', '+48600123456'],
    ['+48 600-123-456', '+48600123456'],
    ['48 600 123 456', '+48600123456'],
    ['(0048) 512 345 678', '+48512345678'],
    ['453 000 111', '+48453000111'],
    ['+48 884 000 111', '+48884000111'],
    ['790.000.111', '+48790000111'],
  ])('takes %s as a mobile number', (phone, expected) => {
    expect(polishMobileNumber(phone)).toBe(expected);
  });

  it.each([
    ['a Łódź landline', '+48 42 000 12 34'],
    ['a Wrocław landline (71)', '71 000 12 34'],
    ['a Gdańsk landline (58)', '58 000 12 34'],
    ['a premium-rate number (70x)', '700 123 456'],
    ['a free line (800)', '800 123 456'],
    ['a German mobile', '+49 151 2345 6789'],
    ['too few digits', '600 123 45'],
    ['a plus before nine digits', '+600 123 456'],
    ['letters', '600 123 456 wew. 2'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_case, phone) => {
    expect(polishMobileNumber(phone)).toBeNull();
  });
});
