import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired } from '../../shared/token';

function tokenWith(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('decodeToken', () => {
  it('reads the subject, role and expiry, including non-ASCII claims', () => {
    const claims = decodeToken(tokenWith({ sub: 'żółw-1', role: 'ngo', exp: 2_000_000_000, iat: 1_000 }));
    expect(claims).toEqual({ sub: 'żółw-1', role: 'ngo', exp: 2_000_000_000, iat: 1_000 });
  });

  it('answers null for a malformed token or one without subject or expiry', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(tokenWith({ role: 'user', exp: 1 }))).toBeNull();
    expect(decodeToken(tokenWith({ sub: 'a', role: 'user' }))).toBeNull();
  });

  it('treats a token as expired once its exp is in the past', () => {
    expect(isTokenExpired({ exp: 100 }, 100_001)).toBe(true);
    expect(isTokenExpired({ exp: 100 }, 99_000)).toBe(false);
  });
});
