import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import type { User } from '../../../shared/types';
import { authProvider } from '../../../src-admin/providers/authProvider';
import { UNAVAILABLE } from '../../support/apiFixtures';
import { answerNextFetch, makeUser, ROLE_ACCOUNTS, signIn } from './adminHarness';

const origin = window.location.origin;
const loginRedirect = { redirectTo: `${origin}/login?redirect=%2Fadmin`, message: false };
const fetchMock = () => vi.mocked(fetch);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin authProvider', () => {
  it('sends a visitor without a token to the public login, returning to /admin', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual(loginRedirect);
    // With requireAuth react-admin goes wherever logout answers.
    await expect(authProvider.logout({})).resolves.toBe(loginRedirect.redirectTo);
  });

  it('sends back to the exact back-office screen after signing in again', async () => {
    window.history.pushState(null, '', '/admin/reports?filter=%7B%7D#uzasadnienie');
    try {
      await expect(authProvider.checkAuth({})).rejects.toEqual({
        redirectTo: `${origin}/login?redirect=${encodeURIComponent('/admin/reports?filter=%7B%7D#uzasadnienie')}`,
        message: false,
      });
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('clears an expired token and sends to the login', async () => {
    const payload = btoa(JSON.stringify({ sub: 'x', role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem(AUTH_TOKEN_KEY, `e30.${payload}.sig`);
    await expect(authProvider.checkAuth({})).rejects.toEqual(loginRedirect);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('sends a signed-in non-admin to the public dashboard and keeps his session', async () => {
    signIn(makeUser({ role: 'offeror', email: 'oferent-sesja@example.pl' }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: `${origin}/dashboard`, message: false });
    // react-admin logs out after a refused checkAuth: that must not end the public session.
    await expect(authProvider.logout({})).resolves.toBe(`${origin}/dashboard`);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    expect(fetchMock()).not.toHaveBeenCalledWith(expect.stringContaining('/auth/logout'), expect.anything());
  });

  it('lets an admin in with his identity and role from GET /users/profile', async () => {
    signIn(ROLE_ACCOUNTS.admin);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: ROLE_ACCOUNTS.admin.id,
      fullName: 'Piotr Wiśniewski',
      role: 'admin',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
  });

  it('treats a profile that cannot be loaded as no session', async () => {
    signIn(ROLE_ACCOUNTS.admin);
    localStorage.setItem(AUTH_TOKEN_KEY, `${localStorage.getItem(AUTH_TOKEN_KEY)}-inny`);
    answerNextFetch(
      new Response(JSON.stringify({ detail: 'Sesja wygasła. Zaloguj się ponownie.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(authProvider.checkAuth({})).rejects.toEqual(loginRedirect);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('ends the session on the server when the admin logs out', async () => {
    signIn(ROLE_ACCOUNTS.admin);
    answerNextFetch(new Response(null, { status: 204 }));
    await authProvider.logout({ endSession: true });
    expect(fetchMock()).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/v1\/auth\/logout$/),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the session when the server cannot log the admin out', async () => {
    signIn(ROLE_ACCOUNTS.admin);
    answerNextFetch(
      new Response(JSON.stringify(UNAVAILABLE), { status: 503, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(authProvider.logout({ endSession: true })).rejects.toMatchObject({ status: 503 });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
  });

  it('logs out on 401 and stays on 403', async () => {
    signIn(ROLE_ACCOUNTS.admin);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual(loginRedirect);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("does not send to the login a screen's late 401 after 'Wyloguj', while the farewell toast shows", async () => {
    signIn(ROLE_ACCOUNTS.admin);
    answerNextFetch(new Response(null, { status: 204 }));
    await authProvider.logout({ endSession: true });
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    signIn(ROLE_ACCOUNTS.admin);
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual(loginRedirect);
  });
});

describe('canAccess follows the role rules', () => {
  const can = (actor: User, action: string, record?: User, resource = 'users') => {
    signIn(actor);
    return authProvider.canAccess!({ action, resource, record });
  };
  const { superadmin, admin, user } = ROLE_ACCOUNTS;
  const anotherAdmin = makeUser({ role: 'admin' });

  it('lets only a superadmin create users', async () => {
    expect(await can(superadmin, 'create')).toBe(true);
    expect(await can(admin, 'create')).toBe(false);
  });

  it('lets an admin edit ordinary accounts but not admins', async () => {
    expect(await can(admin, 'edit', user)).toBe(true);
    expect(await can(admin, 'edit', anotherAdmin)).toBe(false);
    expect(await can(superadmin, 'edit', anotherAdmin)).toBe(true);
  });

  it('locks the role of superadmins for everyone and of admins for non-superadmins', async () => {
    expect(await can(superadmin, 'change_role', superadmin)).toBe(false);
    expect(await can(superadmin, 'change_role', anotherAdmin)).toBe(true);
    expect(await can(admin, 'change_role', user)).toBe(true);
  });

  it('keeps ban, reset and delete to superadmins, and never on a superadmin', async () => {
    expect(await can(superadmin, 'ban', user)).toBe(true);
    expect(await can(superadmin, 'ban', superadmin)).toBe(false);
    expect(await can(superadmin, 'delete', superadmin)).toBe(false);
    expect(await can(admin, 'delete', user)).toBe(false);
    expect(await can(admin, 'reset_password', user)).toBe(false);
  });

  it('lets every admin moderate offers', async () => {
    expect(await can(admin, 'edit', undefined, 'offers')).toBe(true);
  });
});
