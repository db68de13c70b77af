export interface TokenClaims {
  sub: string;
  role: string;
  exp: number;
  iat?: number;
}

/** Reads a JWT's payload without verifying it: the server verifies, the browser only needs `exp` and `role`. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => '%' + char.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, role: String(claims.role ?? ''), exp: claims.exp, iat: claims.iat };
  } catch {
    return null;
  }
}

/** SPEC §5: a token whose `exp` (seconds) is earlier than now is expired. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 < nowMs;
}
