import type { AuthProvider, UserIdentity } from 'react-admin';
import { AUTH_TOKEN_KEY } from '../../shared/token';
import { isAdminRole } from '../../shared/roles';
import { decodeToken, isTokenExpired } from '../../shared/token';
import type { User } from '../../shared/types';
import { canActorAccess } from './accessRules';
import { API_URL, httpClient, readToken } from './httpClient';
import { personName } from '../../shared/displayName';

/** The signed-in admin as react-admin's identity, with the profile the permission rules read. */
export interface AdminIdentity extends UserIdentity {
  id: string;
  fullName: string;
  email: string;
  role: User['role'];
}

/** The back-office address the person is on (path, query, fragment), or the overview outside it. */
export function backOfficePlace(): string {
  const { pathname, search, hash } = window.location;
  return /^\/admin(?:\/|$)/.test(pathname) ? pathname + search + hash : '/admin';
}

/**
 * react-admin leaves its router only for absolute URLs, and the login page belongs to the public app; after signing
 * in again it brings the person back to the exact screen.
 */
export const publicLoginUrl = () =>
  `${window.location.origin}/login?${new URLSearchParams({ redirect: backOfficePlace() }).toString()}`;
export const publicDashboardUrl = () => `${window.location.origin}/dashboard`;

/** `message: false` keeps react-admin from showing its English "please log in" toast on the way out. */
/** react-admin's refusal: where to send the person, without a notification. */
type AuthRedirect = { redirectTo: string; message: false };
const redirectError = (redirectTo: string): AuthRedirect => ({ redirectTo, message: false });

const profiles = new Map<string, Promise<User>>();

/** GET /users/profile, once per token (the token changes on every login). */
function loadProfile(token: string): Promise<User> {
  let profile = profiles.get(token);
  if (!profile) {
    profile = httpClient(`${API_URL}/users/profile`).then(({ json }) => json as User);
    profile.catch(() => profiles.delete(token));
    profiles.set(token, profile);
  }
  return profile;
}

function clearSession(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  profiles.clear();
}

/** The stored token if it is still valid (an expired token clears the session). */
function currentToken(): string | null {
  const token = readToken();
  const claims = token ? decodeToken(token) : null;
  if (!token || !claims || isTokenExpired(claims)) {
    if (token) clearSession();
    return null;
  }
  return token;
}

async function currentProfile(): Promise<User> {
  const token = currentToken();
  if (!token) throw redirectError(publicLoginUrl());
  try {
    return await loadProfile(token);
  } catch {
    clearSession();
    throw redirectError(publicLoginUrl());
  }
}

/** Where someone refused by the back office belongs: the login without a session, the dashboard with a non-admin one. */
async function exitUrl(): Promise<string> {
  try {
    const profile = await currentProfile();
    return isAdminRole(profile.role) ? publicLoginUrl() : publicDashboardUrl();
  } catch {
    return publicLoginUrl();
  }
}

const toIdentity = (user: User): AdminIdentity => ({
  id: user.id,
  fullName: personName(user),
  email: user.email,
  role: user.role,
});

export interface LogoutParams {
  /** Set by the app bar's logout button: end the session on the server too. */
  endSession?: boolean;
}

/**
 * Set once the admin has logged out with 'Wyloguj': the farewell toast shows while the public site loads, and a
 * screen's query answered 401 meanwhile (the session has just ended) must not send the person to the login page.
 */
let loggedOut = false;

export const authProvider: AuthProvider = {
  // Signing in happens on the public /login page, which shares the token through localStorage.
  login: async () => {
    window.location.assign(publicLoginUrl());
  },
  /**
   * react-admin also logs out whoever checkAuth refuses and goes where logout answers. A signed-in non-admin keeps
   * his public session and goes to his dashboard; the server is only told when the admin asked to log out.
   */
  logout: async (params?: LogoutParams) => {
    if (!params?.endSession) return exitUrl();
    try {
      if (readToken()) await httpClient(`${API_URL}/auth/logout`, { method: 'POST' });
    } catch (error) {
      // 401: the server has already ended this session, which is what logging out asks for.
      if ((error as { status?: number }).status !== 401) throw error;
    }
    clearSession();
    loggedOut = true;
    return false;
  },
  checkAuth: async () => {
    const profile = await currentProfile();
    if (!isAdminRole(profile.role)) throw redirectError(publicDashboardUrl());
  },
  checkError: async (error: { status?: number }) => {
    // A 401 after 'Wyloguj' and before anyone signed in again belongs to the session that just ended.
    if (error?.status === 401 && !(loggedOut && !readToken())) {
      clearSession();
      throw redirectError(publicLoginUrl());
    }
  },
  getIdentity: async () => toIdentity(await currentProfile()),
  getPermissions: async () => (await currentProfile()).role,
  canAccess: async ({ action, resource, record }) => {
    const profile = await currentProfile();
    return canActorAccess(profile, action, resource, record);
  },
};
