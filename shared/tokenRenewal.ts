import { decodeToken } from './token.js';

/** Renew this long before the token expires, so a slow network never lets a working session lapse. */
export const RENEW_BEFORE_EXPIRY_MS = 2 * 60 * 1000;

export interface TokenRenewalOptions {
  getToken: () => string | null;
  setToken: (token: string) => void;
  /** Calls POST /api/v1/auth/refresh with the current token and answers the new one. */
  refresh: () => Promise<string>;
  /** The server refused, or the user stayed idle until the token expired: the session is over. */
  onRefused: (error: unknown) => void;
  /** When the user last did something (ms); without activity since the token was issued, it is not renewed. */
  lastActivity?: () => number;
}

/** Remembers the time of the user's last key press, click or touch on this page. */
export function trackUserActivity(
  target: Pick<Window, 'addEventListener'> = window,
  now: () => number = Date.now,
): () => number {
  let last = now();
  const mark = () => {
    last = now();
  };
  for (const type of ['keydown', 'pointerdown', 'touchstart'] as const)
    target.addEventListener(type, mark, { passive: true, capture: true });
  return () => last;
}

/**
 * Sessions are short-lived (server TOKEN_TTL_SECONDS); while a page of either app is open and in use, the stored
 * token is renewed shortly before it expires, so a working user stays signed in and an idle or closed one does not.
 * Both apps share the token (`authToken`), so a renewal in one tab serves every tab. Returns a stop function.
 */
export function startTokenRenewal(options: TokenRenewalOptions, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    const claims = decodeToken(options.getToken() ?? '');
    if (!claims) return;
    const delay = Math.max(0, claims.exp * 1000 - RENEW_BEFORE_EXPIRY_MS - now());
    // setTimeout cannot wait longer than ~24.8 days; re-check then.
    timer = setTimeout(() => void renew(), Math.min(delay, 2_147_000_000));
  };

  const renew = async () => {
    const claims = decodeToken(options.getToken() ?? '');
    if (!claims) return;
    // Another tab may already have renewed the shared token.
    if (claims.exp * 1000 - now() > RENEW_BEFORE_EXPIRY_MS) return schedule();
    const idle = options.lastActivity !== undefined && options.lastActivity() < (claims.iat ?? 0) * 1000;
    if (idle) {
      // An idle session is not kept alive: wait for activity until the token expires, then end the session.
      if (claims.exp * 1000 <= now()) options.onRefused(new Error('session expired while idle'));
      else if (!stopped) timer = setTimeout(() => void renew(), 15_000);
      return;
    }
    try {
      options.setToken(await options.refresh());
      schedule();
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 401 || status === 403) options.onRefused(error);
      // A network failure is retried in 30 s while the token still holds.
      else if (!stopped) timer = setTimeout(() => void renew(), 30_000);
    }
  };

  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
