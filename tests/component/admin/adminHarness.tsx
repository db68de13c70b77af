import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { isValidElement, useEffect, useState, type ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  useNotificationContext,
  type Identifier,
} from 'react-admin';
import { expect, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import type { Role } from '../../../shared/roles';
import type { PortalSettings, User } from '../../../shared/types';
import { FocusKeeper } from '../../../src-admin/common/FocusKeeper';
import { AdminNotification } from '../../../src-admin/layout/AdminNotification';
import { ScreenFrame } from '../../../src-admin/layout/ScreenFrame';
import { adminTheme } from '../../../src-admin/layout/theme';
import { authProvider } from '../../../src-admin/providers/authProvider';
import type { AdminDataProvider } from '../../../src-admin/providers/dataProvider';
import { i18nProvider } from '../../../src-admin/providers/i18nProvider';
import { NO_PROFILE } from '../../support/discoveryFixtures';
import { checkedMockAnswer } from '../../support/mockedApi';

let nextId = 1;
export function makeUser(overrides: Partial<User> & Pick<User, 'role'>): User {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    email: `konto${id.slice(-4)}@example.pl`,
    full_name: `Konto ${id.slice(-4)}`,
    organization_name: null,
    company_slug: null,
    is_verified: false,
    email_confirmed: true,
    banned_until: null,
    created_at: '2026-01-10T10:00:00.000Z',
    ...NO_PROFILE,
    ...overrides,
  };
}

/** A JWT-shaped token (the browser never verifies the signature) valid for an hour. */
function tokenFor(user: User): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: user.id, role: user.role, exp, n: user.email })}.signature`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let nextAnswers: Response[] = [];

/** The answer to the next fetch after signIn (a logout, an upload), checked against the API's OpenAPI document. */
export function answerNextFetch(response: Response): void {
  nextAnswers.push(response);
}

/**
 * Signs `user` in the way the public app does: the token in localStorage, the profile behind GET /users/profile.
 * The profile and the answers given with answerNextFetch are checked against the API's OpenAPI document
 * (tests/support/mockedApi.ts); any other call gets a 500 the screens treat as a failure.
 */
export function signIn(user: User): void {
  localStorage.setItem(AUTH_TOKEN_KEY, tokenFor(user));
  nextAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const answer = nextAnswers.shift() ?? (String(url).endsWith('/users/profile') ? json(user) : undefined);
      if (!answer) return json({ detail: 'Nieoczekiwane zapytanie w teście.' }, 500);
      return checkedMockAnswer(method, new URL(url, 'http://localhost').pathname, answer);
    }),
  );
}

const matchesQuery = (user: User, q: unknown) =>
  typeof q !== 'string' || !q
    ? true
    : [user.email, user.full_name, user.organization_name].some((text) =>
        text?.toLowerCase().includes(q.toLowerCase()),
      );

/** An in-memory users API with the custom actions as spies, enough for the users screen. */
export function usersDataProvider(initial: User[]) {
  let users = [...initial];
  const byId = (id: Identifier) => users.find((user) => user.id === id)!;
  const provider = {
    getList: vi.fn(async (_resource: string, params: { filter?: Record<string, unknown> }) => {
      const data = users.filter((user) => matchesQuery(user, params.filter?.q));
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (_resource: string, { id }: { id: Identifier }) => ({ data: byId(id) })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: Identifier[] }) => ({ data: ids.map(byId) })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: Partial<User> }) => {
      const created = makeUser({ role: 'user', ...data });
      users = [created, ...users];
      return { data: created };
    }),
    update: vi.fn(async (_resource: string, { id, data }: { id: Identifier; data: Partial<User> }) => {
      users = users.map((user) => (user.id === id ? { ...user, ...data } : user));
      return { data: byId(id) };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, { id }: { id: Identifier }) => {
      const removed = byId(id);
      users = users.filter((user) => user.id !== id);
      return { data: removed };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
    banUser: vi.fn(async (id: Identifier, ban: boolean) => {
      users = users.map((user) =>
        user.id === id ? { ...user, banned_until: ban ? '2126-01-01T00:00:00.000Z' : null } : user,
      );
    }),
    sendPasswordReset: vi.fn(async () => undefined),
    changeOfferStatus: vi.fn(async () => undefined),
    promoteOffer: vi.fn(async () => undefined),
    changeBlogPostStatus: vi.fn(async () => undefined),
    getSettings: vi.fn(async (): Promise<PortalSettings | undefined> => undefined),
    updateSettings: vi.fn(),
    getStats: vi.fn(),
    getAuditLog: vi.fn(),
  };
  return provider as typeof provider & AdminDataProvider;
}

export const ROLE_ACCOUNTS: Record<Role, User> = {
  superadmin: makeUser({ role: 'superadmin', full_name: 'Anna Nowak', email: 'superadmin@example.pl' }),
  admin: makeUser({ role: 'admin', full_name: 'Piotr Wiśniewski', email: 'admin@example.pl' }),
  offeror: makeUser({ role: 'offeror', full_name: 'Katarzyna Zielińska', organization_name: 'Fundacja Sprawni Razem' }),
  ngo: makeUser({ role: 'ngo', full_name: 'Tomasz Lewandowski', organization_name: 'Stowarzyszenie Dostępna Łódź' }),
  user: makeUser({ role: 'user', full_name: 'Maria Kowalczyk', email: 'maria@example.pl' }),
};

/** A screen as the layout frames it: the keeper of focus after actions and the screen's heading. */
export function framed(screen: ReactNode): ReactNode {
  return (
    <>
      <FocusKeeper />
      <ScreenFrame>{screen}</ScreenFrame>
    </>
  );
}

/**
 * Records every toast react-admin is asked to show, also those still waiting behind the one on screen (one at a time:
 * shows one at a time): a text or translation key as it is, a titled toast as 'Title: Description'.
 */
export function ToastQueueProbe({ into }: { into: string[] }) {
  const { notifications } = useNotificationContext();
  // Each notify() queues a new object: one seen before is the same toast still waiting, not a second one.
  const [seen] = useState(() => new WeakSet<object>());
  useEffect(() => {
    for (const notification of notifications) {
      if (seen.has(notification)) continue;
      seen.add(notification);
      const { message } = notification;
      const props = isValidElement<{ title?: string; description?: string }>(message) ? message.props : null;
      into.push(props ? `${props.title}: ${props.description}` : String(message));
    }
  }, [notifications, into, seen]);
  return null;
}

/** Renders `ui` inside react-admin with the real auth and i18n providers and theme, as `actor`, at `path`. */
export function renderAdmin(
  ui: ReactNode,
  {
    actor,
    dataProvider,
    resource,
    path,
  }: { actor: User; dataProvider: AdminDataProvider; resource?: string; path?: string },
) {
  signIn(actor);
  // react-admin keeps list filters in the URL (its hash router's), and jsdom keeps the URL between tests.
  window.history.replaceState(null, '', path ? `/#${path}` : '/');
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      theme={adminTheme}
    >
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      <AdminNotification />
    </AdminContext>,
  );
}

/**
 * Waits for a toast and checks it shows its title and, as a separate line, its description,
 * never the two run together as "Title: Description".
 */
export async function expectToast(title: string, description: string): Promise<HTMLElement> {
  // Toasts come one at a time: a new one may wait until the one on screen has had its 5 seconds.
  // The same message may also stand under an invalid field of a dialog: only the one in a toast counts.
  const text = await waitFor(
    () => {
      const inToast = screen
        .getAllByText(description, { exact: true })
        .find((element) => element.closest('[role="alert"], [role="status"]'));
      if (!inToast) throw new Error(`no toast of "${description}"`);
      return inToast;
    },
    { timeout: 8000 },
  );
  const toast = text.closest<HTMLElement>('[role="alert"], [role="status"]');
  const heading = within(toast!).getByText(title, { exact: true });
  expect(heading).not.toBe(text);
  expect(screen.queryByText(`${title}: ${description}`)).not.toBeInTheDocument();
  return toast!;
}

/** The row's 'Działania' button ('Działania: „Wózek inwalidzki”'). */
export const rowActionsButton = (row: string) => screen.findByRole('button', { name: `Działania: „${row}”` });

/** Opens a row's 'Działania' menu and chooses one of its items ('Usuń ofertę „Wózek inwalidzki”'). */
export async function chooseRowAction(user: Pick<UserEvent, 'click'>, row: string, action: string): Promise<void> {
  await user.click(await rowActionsButton(row));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
