import { decodeToken } from './token.js';

/** The login page's parameters after an idle session ended: how many idle minutes, and whether a draft was kept. */
export const IDLE_PARAM = 'idle';
export const DRAFT_KEPT_PARAM = 'draft';

/** The token's lifetime in whole minutes: how long a session may stay idle. */
export function idleMinutes(token: string | null): number {
  const claims = decodeToken(token ?? '');
  if (!claims?.iat) return 0;
  return Math.max(1, Math.round((claims.exp - claims.iat) / 60));
}

/**
 * Where an idle session ends: the public login page, which says why and returns to `place` (a path of either app,
 * with its query and fragment) after signing in again.
 */
export function idleSignOutUrl(place: string, minutes: number, draftKept: boolean): string {
  const params = new URLSearchParams({ redirect: place, [IDLE_PARAM]: String(minutes) });
  if (draftKept) params.set(DRAFT_KEPT_PARAM, '1');
  return `/login?${params.toString()}`;
}

/** The login page's reading of those parameters; null when the person did not arrive from an idle sign-out. */
export function idleSignOutOf(params: URLSearchParams): { minutes: number; draftKept: boolean } | null {
  const raw = params.get(IDLE_PARAM);
  if (!raw || !/^\d{1,4}$/.test(raw) || Number(raw) < 1) return null;
  return { minutes: Number(raw), draftKept: params.get(DRAFT_KEPT_PARAM) === '1' };
}
