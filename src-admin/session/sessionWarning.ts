import { useSyncExternalStore } from 'react';
import { draftAccount, hasDrafts } from '../../shared/drafts';
import { AUTH_TOKEN_KEY } from '../../shared/token';
import { idleMinutes, idleSignOutUrl } from '../../shared/sessionEnd';
import { startSessionKeeper, trackUserActivity, type SessionKeeper } from '../../shared/tokenRenewal';
import { backOfficePlace, publicLoginUrl } from '../providers/authProvider';
import { API_URL, httpClient, readToken } from '../providers/httpClient';

/** When the warned-about session ends (ms), or null while no warning shows. */
let warningExpiresAt: number | null = null;
const listeners = new Set<() => void>();
let keeper: SessionKeeper | null = null;
const setWarning = (expiresAt: number | null) => {
  warningExpiresAt = expiresAt;
  for (const listener of listeners) listener();
};

/**
 * The back office's session: renewed while the admin is active, a warning two minutes before an idle one ends, and
 * at the end the public login page, which says why and brings the admin back to the same screen.
 */
export function startAdminSessionKeeper(): void {
  const started = startSessionKeeper({
    getToken: readToken,
    setToken: (token) => localStorage.setItem(AUTH_TOKEN_KEY, token),
    refresh: async () =>
      ((await httpClient(`${API_URL}/auth/refresh`, { method: 'POST' })).json as { token: string }).token,
    activity: trackUserActivity(),
    onWarning: setWarning,
    onWarningEnd: () => setWarning(null),
    onIdleExpiry: () => {
      const token = readToken();
      const account = draftAccount(token);
      const url = idleSignOutUrl(
        backOfficePlace(),
        idleMinutes(token),
        account !== null && hasDrafts(localStorage, account),
      );
      localStorage.removeItem(AUTH_TOKEN_KEY);
      window.location.assign(url);
    },
    onRefused: () => {
      const url = publicLoginUrl();
      localStorage.removeItem(AUTH_TOKEN_KEY);
      window.location.assign(url);
    },
  });
  // Signed in or renewed in another tab, or this tab slept through its timers.
  window.addEventListener('storage', (event) => event.key === AUTH_TOKEN_KEY && started.recheck());
  document.addEventListener('visibilitychange', started.recheck);
  keeper = started;
}

/** 'Przedłuż sesję': renews the token now. */
export const extendSession = (): Promise<void> => keeper?.extend() ?? Promise.resolve();

/** The expiry the warning dialog counts down to, or null. */
export function useSessionWarning(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => warningExpiresAt,
  );
}
