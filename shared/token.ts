import { jwtDecode } from 'jwt-decode';

export interface TokenClaims {
  sub: string;
  role: string;
  exp: number;
  iat?: number;
}

/** Reads a JWT's payload without verifying it: the server verifies, the browser only needs `exp` and `role`. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, role: String(claims.role ?? ''), exp: claims.exp, iat: claims.iat };
  } catch {
    return null;
  }
}

/** A token whose `exp` (seconds) is earlier than now is expired. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 < nowMs;
}

export const AUTH_TOKEN_KEY = 'authToken';
