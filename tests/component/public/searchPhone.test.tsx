import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferSearchResult } from '../../../shared/types';
import SearchPage from '../../../src-public/pages/search/SearchPage';
import { makeSearchResult, SEARCH_CATEGORIES } from '../../support/searchFixtures';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

// The search on a phone (filters folded into 'Filtry (N)', the count brought into view) and its announcements.

const result = (total: number, page = 1) => makeSearchResult([], total, page);

function viewport({ narrow }: { narrow: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function setup(route: string, answer: (url: URL) => OfferSearchResult | Promise<OfferSearchResult>) {
  mockFetch({
    'GET /api/v1/categories': () => jsonResponse(SEARCH_CATEGORIES),
    'GET /api/v1/offers': async (url) => jsonResponse(await answer(url)),
  });
  renderPublic(<SearchPage />, { route });
}

beforeEach(() => viewport({ narrow: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search filters on a phone', () => {
  it("fold into a 'Filtry (N)' disclosure button counting the active filters", async () => {
    viewport({ narrow: true });
    setup('/search?q=wozek&category=rehabilitacja&city=%C5%81%C3%B3d%C5%BA&features=wheelchair_access', () =>
      result(3),
    );
    await screen.findByText('Znaleziono 3 oferty.');
    const toggle = screen.getByRole('button', { name: 'Filtry (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Kategoria' })).not.toBeInTheDocument();
    // The phrase and 'Szukaj' stay in sight.
    expect(screen.getByRole('combobox', { name: 'Szukana fraza' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toHaveValue('rehabilitacja');
  });

  it('are all shown, without a disclosure, on a wide screen', async () => {
    setup('/search?q=wozek', () => result(3));
    await screen.findByText('Znaleziono 3 oferty.');
    expect(screen.queryByRole('button', { name: /^Filtry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toBeVisible();
  });

  it("show '(0)' for an option none of the offers has", async () => {
    setup('/search?q=wozek', () => result(3));
    await screen.findByText('Znaleziono 3 oferty.');
    const category = screen.getByRole('combobox', { name: 'Kategoria' });
    expect(within(category).getByRole('option', { name: 'Rehabilitacja (0)' })).toBeInTheDocument();
    expect(within(category).getByRole('option', { name: 'Wypożyczalnia sprzętu (3)' })).toBeInTheDocument();
  });
});

describe('after a search', () => {
  it("brings the count into view after 'Szukaj' when it lies below the screen, moving focus with it", async () => {
    const realBox = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains('search-count')) return DOMRect.fromRect({ x: 0, y: 2000, width: 300, height: 30 });
      return realBox.call(this);
    });
    setup('/search?q=wozek', () => result(3));
    await screen.findByText('Znaleziono 3 oferty.');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Wyniki' })).toHaveFocus());
  });

  it("leaves focus on 'Szukaj' when the count is already in sight", async () => {
    setup('/search?q=wozek', () => result(3));
    await screen.findByText('Znaleziono 3 oferty.');
    await userEvent.clear(screen.getByRole('combobox', { name: 'Szukana fraza' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Szukana fraza' }), 'łóżko');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=%C5%82%C3%B3%C5%BCko'));
    await screen.findByText('Znaleziono 3 oferty.');
    expect(screen.getByRole('button', { name: 'Szukaj' })).toHaveFocus();
  });

  it('announces a new page of results once: the count, not a "searching" message before it', async () => {
    let answerPage2: (value: OfferSearchResult) => void = () => undefined;
    setup('/search?q=wozek', (url) =>
      url.searchParams.get('page') === '2'
        ? new Promise<OfferSearchResult>((resolve) => (answerPage2 = resolve))
        : result(30),
    );
    const status = await screen.findByText('Znaleziono 30 ofert. Strona 1 z 3.');
    await userEvent.click(screen.getByRole('link', { name: 'Następna strona' }));
    await screen.findByText('Wyszukiwanie ofert…');
    expect(status).toHaveTextContent(/^$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Wyniki' })).toHaveFocus();
    answerPage2(result(30, 2));
    await waitFor(() => expect(status).toHaveTextContent('Znaleziono 30 ofert. Strona 2 z 3.'));
  });
});
