import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AUTH_TOKEN_KEY } from '../shared/labels';
import { startTokenRenewal, trackUserActivity } from '../shared/tokenRenewal';
import { App } from './App';
import { API_URL, httpClient, readToken } from './providers/httpClient';

// The session is short-lived; while the back office is open and in use it is renewed before it expires.
startTokenRenewal({
  getToken: readToken,
  setToken: (token) => localStorage.setItem(AUTH_TOKEN_KEY, token),
  refresh: async () =>
    ((await httpClient(`${API_URL}/auth/refresh`, { method: 'POST' })).json as { token: string }).token,
  onRefused: () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    window.location.assign(`${window.location.origin}/login?redirect=/admin`);
  },
  lastActivity: trackUserActivity(),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
