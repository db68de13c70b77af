import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../../src-public/App';
import { Layout } from '../../../src-public/layout/Layout';
import {
  inOneHour,
  jsonResponse,
  makeToken,
  makeUser,
  mockFetch,
  renderPublic,
  visitedLocations,
} from './publicHarness';
import { emptyBlogList, emptySearchResult } from '../../support/apiFixtures';

const emptyContent = {
  'GET /api/v1/categories': () => jsonResponse([]),
  'GET /api/v1/offers': () => jsonResponse(emptySearchResult(6)),
  'GET /api/v1/blog-posts': () => jsonResponse(emptyBlogList(3)),
};

function signIn(role: 'user' | 'admin') {
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role }));
  return { 'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role, email: `${role}@example.pl` })) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('header and footer', () => {
  it('starts with the skip link to #main-content as the first focusable element', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Przejdź do treści głównej' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Przejdź do treści głównej' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it("names the portal in the header, the footer and the home page's title as the server's settings do", async () => {
    const applicationName = document.createElement('meta');
    applicationName.name = 'application-name';
    applicationName.content = 'Fundacja Razem';
    document.head.append(applicationName);
    try {
      mockFetch(emptyContent);
      renderPublic(<AppRoutes />);
      const banner = await screen.findByRole('banner');
      expect(within(banner).getByRole('link', { name: /Fundacja Razem/ })).toHaveAttribute('href', '/');
      expect(within(screen.getByRole('contentinfo')).getAllByText(/Fundacja Razem/).length).toBeGreaterThan(0);
      await waitFor(() => expect(document.title).toBe('Fundacja Razem'));
    } finally {
      applicationName.remove();
    }
  });

  it('shows the sign-in links to visitors and no admin button', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />);
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    for (const [name, href] of [
      ['Strona główna', '/'],
      ['Wyszukaj oferty', '/search'],
      ['Blog', '/blog'],
      ['Zaloguj się', '/login'],
      ['Zarejestruj się', '/register'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: /panel administratora/i })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the e-mail link to /dashboard and logout, but no admin button', async () => {
    mockFetch({ ...emptyContent, ...signIn('user') });
    renderPublic(<AppRoutes />);
    expect(await screen.findByRole('link', { name: /user@example\.pl/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zaloguj się' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /panel administratora/i })).not.toBeInTheDocument();
  });

  it('gives admins a plain link to the back office at /admin', async () => {
    mockFetch({ ...emptyContent, ...signIn('admin') });
    renderPublic(<AppRoutes />);
    expect(await screen.findByRole('link', { name: /panel administratora/i })).toHaveAttribute('href', '/admin');
  });

  it('toggles the mobile menu with aria-expanded and aria-controls', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Menu główne' }).id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('has the footer tagline and links; the three announced features show the not-implemented toast', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Wyszukiwarka na miarę Twoich potrzeb.')).toBeInTheDocument();
    for (const href of [
      '/o-nas',
      '/o-portalu',
      '/roadmap',
      '/register?type=offeror',
      '/dashboard?view=add-offer',
      '/faq',
      '/zglos-blad',
      '/zaproponuj-funkcjonalnosc',
      '/contact',
      '/mapa-strony',
      '/polityka-prywatnosci',
      '/polityka-cookies',
      '/deklaracja-dostepnosci',
      '/warunki-korzystania',
    ]) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
    for (const name of ['Rodzaje płatności', 'Wizja', 'Zwiększ widoczność']) {
      // Announced as coming soon, not only placed under the 'Wkrótce' heading.
      expect(within(footer).getByRole('button', { name })).toHaveAccessibleDescription('Wkrótce');
      await userEvent.click(within(footer).getByRole('button', { name }));
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent?.includes('Ta funkcja nie jest jeszcze zaimplementowana.')),
      ).toBe(true);
    }
  });
});

describe('navigation', () => {
  it('sets the document title, keeps one h1 and moves focus to it after navigating, not on first load', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />);
    const home = await screen.findByRole('heading', { level: 1 });
    expect(home).not.toHaveFocus();
    expect(document.title).toBe('Portal usług inkluzywnych');
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Mapa strony' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mapa strony' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Mapa strony – Portal usług inkluzywnych');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the not-found page for an unknown path', async () => {
    mockFetch(emptyContent);
    renderPublic(<AppRoutes />, { route: '/nie-ma-takiej-strony' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });
});

describe('a page that fails to render', () => {
  function Broken(): never {
    throw new Error('chunk failed to load');
  }

  it('shows an explanation with a reload button and keeps the header and footer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({});
    renderPublic(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Broken />} />
        </Route>
      </Routes>,
      { route: '/blog' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie udało się wyświetlić tej strony' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('logging out on a page for signed-in people', () => {
  it('lands on the home page, not on the login page that would bring the person back', async () => {
    mockFetch({
      ...emptyContent,
      ...signIn('user'),
      'GET /api/v1/users/me/offers': () => jsonResponse([]),
      'GET /api/v1/users/me/blog-posts': () => jsonResponse([]),
      'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderPublic(<AppRoutes />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Wylogowano')).toBeInTheDocument();
    // The protected route must not win the race with its own redirect to /login?redirect=%2Fdashboard, not even
    // for one render: every address the router showed is recorded.
    console.log('VISITED', visitedLocations());
    expect(visitedLocations()).toEqual(['/dashboard', '/']);
  });
});
