import { useEffect, useRef, useState } from 'react';
import { API_V1 } from '../../shared/http';
import { AUTH_TOKEN_KEY } from '../../shared/token';
import { draftAccount, hasDrafts } from '../../shared/drafts';
import { idleMinutes, idleSignOutUrl } from '../../shared/sessionEnd';
import { startSessionKeeper, trackUserActivity, type SessionKeeper } from '../../shared/tokenRenewal';
import { api } from '../api';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import './sessionTimeout.css';

export interface SessionTimeoutProps {
  /** Where the person is now (path, query and fragment): the login page returns there. */
  place: () => string;
  /** Nobody answered the warning: the session is over, the drafts stay; go to `loginUrl`. */
  onIdleExpiry: (loginUrl: string) => void;
  /** The server refused to renew the session. */
  onRefused: () => void;
  /** 'Wyloguj' in the warning. */
  onSignOut: () => void;
}

const activity = trackUserActivity();

/**
 * Keeps the signed-in session alive while the person is active and warns two minutes before an idle one ends
 * (loaded only for a signed-in person, so anonymous visits do not download it).
 */
export default function SessionTimeout({ place, onIdleExpiry, onRefused, onSignOut }: SessionTimeoutProps) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const keeper = useRef<SessionKeeper | null>(null);
  const callbacks = useRef({ place, onIdleExpiry, onRefused });
  callbacks.current = { place, onIdleExpiry, onRefused };

  useEffect(() => {
    const started = startSessionKeeper({
      getToken: () => localStorage.getItem(AUTH_TOKEN_KEY),
      setToken: (token) => localStorage.setItem(AUTH_TOKEN_KEY, token),
      refresh: async () => (await api.post<{ token: string }>(`${API_V1}/auth/refresh`)).token,
      activity,
      onWarning: setExpiresAt,
      onWarningEnd: () => setExpiresAt(null),
      onIdleExpiry: () => {
        const token = localStorage.getItem(AUTH_TOKEN_KEY);
        const account = draftAccount(token);
        const draftKept = account !== null && hasDrafts(localStorage, account);
        callbacks.current.onIdleExpiry(idleSignOutUrl(callbacks.current.place(), idleMinutes(token), draftKept));
      },
      onRefused: () => callbacks.current.onRefused(),
    });
    keeper.current = started;
    // Another tab renewed the shared token, or this one slept through its timers.
    const recheck = () => started.recheck();
    const onStorage = (event: StorageEvent) => event.key === AUTH_TOKEN_KEY && recheck();
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      started.stop();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, []);

  if (expiresAt === null) return null;
  return (
    <SessionTimeoutDialog
      expiresAt={expiresAt}
      onExtend={() => keeper.current?.extend() ?? Promise.resolve()}
      onSignOut={onSignOut}
    />
  );
}
