import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { API_V1 } from '../../shared/http';
import { AUTH_TOKEN_KEY } from '../../shared/token';
import { TOAST_MESSAGES } from '../../shared/messages/general';
import { isAdminRole } from '../../shared/roles';
import { SESSION_ENDED_EVENT } from '../../shared/sessionEvents';
import { decodeToken, isTokenExpired } from '../../shared/token';
import type { User } from '../../shared/types';
import { api } from '../api';
import { Spinner } from '../components/Spinner';
import { useToast } from '../toast/ToastProvider';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  /** The person logged out here (not a visitor who never signed in, nor an expired session). */
  loggedOut: boolean;
  /** The session ended for want of activity: where the login page is (it says why and returns here). */
  idleLoginUrl: string | null;
  user: User | null;
  isAdmin: boolean;
  login: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** Ends the session here after the server deleted the account (its tokens are void already): no call, no toast. */
  endDeletedSession: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// The warning before an idle session ends, and the renewal while the person is active: only for a signed-in person.
const SessionTimeout = lazy(() => import('./SessionTimeout'));

const fetchProfile = () => api.get<User>(`${API_V1}/users/profile`);

/** A stored token that cannot be used is cleared silently (docs/zasady-produktu.md#sesja), so it is only logged. */
function usableStoredToken(): string | null {
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (!token) return null;
  const claims = decodeToken(token);
  if (!claims || isTokenExpired(claims)) {
    console.info(claims ? 'Sesja wygasła: token usunięty.' : 'Nieprawidłowy token sesji: usunięty.');
    localStorage.removeItem(AUTH_TOKEN_KEY);
    return null;
  }
  return token;
}

/**
 * The session (docs/zasady-produktu.md#sesja), shared with the back office through the `authToken` key. Must sit inside
 * the router and ToastProvider.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [loggedOut, setLoggedOut] = useState(false);
  const [idleLoginUrl, setIdleLoginUrl] = useState<string | null>(null);
  const { showToast } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  const placeRef = useRef('');
  placeRef.current = location.pathname + location.search + location.hash;

  const clear = useCallback(() => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    setUser(null);
    setStatus('anonymous');
  }, []);

  const applyProfile = useCallback((profile: User) => {
    setUser(profile);
    setStatus('authenticated');
    setLoggedOut(false);
    setIdleLoginUrl(null);
  }, []);

  useEffect(() => {
    if (!usableStoredToken()) {
      setStatus('anonymous');
      return;
    }
    let cancelled = false;
    fetchProfile().then(
      (profile) => !cancelled && applyProfile(profile),
      (error: unknown) => {
        console.warn('Nie udało się wczytać profilu: sesja wyczyszczona.', error);
        if (!cancelled) clear();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [applyProfile, clear]);

  // The back office shares the token: signing in or out in another tab applies here as well.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY) return;
      if (usableStoredToken()) fetchProfile().then(applyProfile, clear);
      else clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [applyProfile, clear]);

  /** Nobody answered the warning: the login page says why and brings the person back to this exact place. */
  const endIdleSession = useCallback(
    (loginUrl: string) => {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      // The router moves in a transition, after the cleared session renders: RequireAuth goes the same way.
      setIdleLoginUrl(loginUrl);
      void navigate(loginUrl, { replace: true });
      clear();
    },
    [navigate, clear],
  );

  /** The server refused to renew (revoked, or the session's absolute limit): to the login, and back here after. */
  const endRefusedSession = useCallback(() => {
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    clear();
  }, [clear]);

  const login = useCallback(
    async (email: string, password: string) => {
      const { token } = await api.post<{ token: string }>(`${API_V1}/auth/login`, { json: { email, password } });
      localStorage.setItem(AUTH_TOKEN_KEY, token);
      try {
        applyProfile(await fetchProfile());
      } catch (error) {
        clear();
        throw error;
      }
    },
    [applyProfile, clear],
  );

  const logout = useCallback(async () => {
    if (user) {
      try {
        await api.post(`${API_V1}/auth/logout`);
      } catch (error) {
        console.warn('Wylogowanie na serwerze nie powiodło się; sesja w przeglądarce i tak zostaje zakończona.', error);
      }
    }
    // Set in the same render as the cleared session, so a protected page sends the person home, not to the login.
    setLoggedOut(true);
    clear();
    if (pathnameRef.current !== '/') showToast({ title: TOAST_MESSAGES.loggedOut });
  }, [user, clear, showToast]);

  const refreshProfile = useCallback(async () => {
    try {
      applyProfile(await fetchProfile());
    } catch (error) {
      if ((error as { status?: number }).status === 401) clear();
      throw error;
    }
  }, [applyProfile, clear]);

  const endDeletedSession = useCallback(() => {
    // Like a logout: the dashboard that is still open sends the person home, not to the login.
    setLoggedOut(true);
    clear();
  }, [clear]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      loggedOut,
      idleLoginUrl,
      user,
      isAdmin: isAdminRole(user?.role),
      login,
      logout,
      refreshProfile,
      endDeletedSession,
    }),
    [status, loggedOut, idleLoginUrl, user, login, logout, refreshProfile, endDeletedSession],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {status === 'authenticated' && (
        <Suspense fallback={null}>
          <SessionTimeout
            place={() => placeRef.current}
            onIdleExpiry={endIdleSession}
            onRefused={endRefusedSession}
            onSignOut={logout}
          />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

/**
 * A full-screen spinner while the session loads; visitors go to /login and come back afterwards.
 * Someone who just logged out here goes to the home page instead: the login would only bring him back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, loggedOut, idleLoginUrl } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <Spinner fullScreen label="Sprawdzanie sesji…" />;
  if (status === 'anonymous') {
    const login = idleLoginUrl ?? `/login?redirect=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={loggedOut ? '/' : login} replace />;
  }
  return <>{children}</>;
}
