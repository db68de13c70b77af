import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { SessionProvider } from '../../../src-public/session/SessionProvider';
import { ToastProvider } from '../../../src-public/toast/ToastProvider';
import type { User } from '../../../shared/types';
import { NO_PROFILE } from '../../support/discoveryFixtures';
import { checkedMockAnswer } from '../../support/mockedApi';

/** A JWT-shaped token with the given claims; the browser only decodes it, the signature is never checked there. */
export function makeToken(claims: { sub?: string; role?: string; exp: number }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', role: 'user', ...claims })}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'maria@example.pl',
    role: 'user',
    full_name: 'Maria Kowalczyk',
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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a router keyed by "METHOD /path"; unknown calls fail the test loudly, and so does an answer
 * the API could not give (checked against its OpenAPI document, tests/support/mockedApi.ts).
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return checkedMockAnswer(method, url.pathname + url.search, await handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let visited: string[] = [];
/** Every address the router showed since the last renderPublic, in order: a redirect that came and went is in it. */
export const visitedLocations = () => [...visited];

export function LocationProbe() {
  const location = useLocation();
  const address = location.pathname + location.search;
  useEffect(() => {
    visited.push(address);
  }, [address]);
  return <p data-testid="location">{address}</p>;
}

/** The providers of the public app around `ui`, at `route`. */
export function renderPublic(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  visited = [];
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <SessionProvider>
          {ui}
          <LocationProbe />
        </SessionProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
