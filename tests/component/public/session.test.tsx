import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth, useSession } from '../../../src-public/session/SessionProvider';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { UNAVAILABLE } from '../../support/apiFixtures';

function SessionProbe() {
  const { status, user, isAdmin, login, logout } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'brak'}</p>
      <p>admin: {String(isAdmin)}</p>
      <button type="button" onClick={() => void login('maria@example.pl', 'tajne-haslo').catch(() => undefined)}>
        zaloguj
      </button>
      <button type="button" onClick={() => void logout()}>
        wyloguj
      </button>
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session', () => {
  it('without a stored token ends loading at once as anonymous and calls nothing', async () => {
    const fetchMock = mockFetch({});
    renderPublic(<SessionProbe />);
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an expired token silently (console only) without asking the server', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchMock = mockFetch({});
    localStorage.setItem('authToken', makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    renderPublic(<SessionProbe />);
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('with a valid token loads the profile with the bearer header and becomes authenticated', async () => {
    const token = makeToken({ exp: inOneHour() });
    localStorage.setItem('authToken', token);
    const fetchMock = mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser()) });
    renderPublic(<SessionProbe />);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: maria@example.pl')).toBeInTheDocument();
    expect(screen.getByText('admin: false')).toBeInTheDocument();
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
  });

  it.each(['admin', 'superadmin'] as const)('sets the admin flag for the %s role', async (role) => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role }));
    mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role })) });
    renderPublic(<SessionProbe />);
    expect(await screen.findByText('admin: true')).toBeInTheDocument();
  });

  it('clears the session when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse({ detail: 'Sesja wygasła. Zaloguj się ponownie.' }, 401),
    });
    renderPublic(<SessionProbe />);
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('login stores the token and verifies it by loading the profile', async () => {
    const token = makeToken({ exp: inOneHour() });
    mockFetch({
      'POST /api/v1/auth/login': async (_url, init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ email: 'maria@example.pl', password: 'tajne-haslo' });
        return jsonResponse({ token });
      },
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
    });
    renderPublic(<SessionProbe />);
    await userEvent.click(await screen.findByRole('button', { name: 'zaloguj' }));
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  it('logout calls the server, clears everything and shows "Wylogowano" away from the home page', async () => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    const fetchMock = mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
      'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderPublic(<SessionProbe />, { route: '/blog' });
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'wyloguj' }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('status')).toHaveTextContent('Wylogowano');
  });

  it('logout on the home page shows no toast, and still clears the session when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
      'POST /api/v1/auth/logout': () => jsonResponse(UNAVAILABLE, 503),
    });
    renderPublic(<SessionProbe />, { route: '/' });
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'wyloguj' }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('logout of an anonymous visitor does not call the server', async () => {
    const fetchMock = mockFetch({});
    renderPublic(<SessionProbe />, { route: '/blog' });
    await screen.findByText('status: anonymous');
    await userEvent.click(screen.getByRole('button', { name: 'wyloguj' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RequireAuth', () => {
  const routes = (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <p>Treść panelu</p>
          </RequireAuth>
        }
      />
      <Route path="/login" element={<p>Strona logowania</p>} />
    </Routes>
  );

  it('shows a full-screen spinner while the session loads, then the protected page', async () => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser()) });
    renderPublic(routes, { route: '/dashboard' });
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((region) => region.textContent === 'Sprawdzanie sesji…')).toBe(true);
    expect(await screen.findByText('Treść panelu')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login with the way back', async () => {
    mockFetch({});
    renderPublic(routes, { route: '/dashboard?view=add-offer' });
    expect(await screen.findByText('Strona logowania')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fdashboard%3Fview%3Dadd-offer'),
    );
  });
});

describe('session shared with the back office', () => {
  it('ends here too when another tab (e.g. /admin) signs out', async () => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser()) });
    renderPublic(<SessionProbe />);
    await screen.findByText('status: authenticated');
    localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });
});
