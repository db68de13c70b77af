import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TEXTS } from '../../../shared/messages';
import { SEARCH_PLACE_TEXTS } from '../../../shared/searchPlaceTexts';
import type { OfferSearchResult, OfferSummary } from '../../../shared/types';
import SearchPage from '../../../src-public/pages/search/SearchPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';
import { makeOffer } from '../../support/apiFixtures';
import { makeSearchResult, SEARCH_CATEGORIES } from '../../support/searchFixtures';

/** A search result as the API lists it: the long description is only on the offer's own page. */
function offer(id: string, title: string): OfferSummary {
  const { long_description: _, ...summary } = makeOffer({
    id,
    title,
    short_description: 'Krótki opis oferty do testu.',
    category_id: 'c2',
    category: { name: 'Wypożyczalnia sprzętu', slug: 'wypozyczalnia-sprzetu' },
    price_type: 'paid',
    price: 50,
    address_city: 'Łódź',
    address_country: 'Polska',
    profile: {
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: 'fundacja-sprawni-razem',
      is_verified: true,
      verification: null,
    },
  });
  return summary;
}

const result = makeSearchResult;

function setup(route: string, answer: (url: URL) => OfferSearchResult) {
  const offerRequests: URL[] = [];
  mockFetch({
    'GET /api/v1/categories': () => jsonResponse(SEARCH_CATEGORIES),
    'GET /api/v1/offers': (url) => {
      offerRequests.push(url);
      return jsonResponse(answer(url));
    },
  });
  renderPublic(<SearchPage />, { route });
  return offerRequests;
}

afterEach(() => vi.unstubAllGlobals());

describe('search page', () => {
  it('reads its state from the URL, sends it to the API and announces the count', async () => {
    const requests = setup('/search?q=wozek&city=%C5%81%C3%B3d%C5%BA&price_type=paid&sort=newest', () =>
      result([offer('1', 'Wózek aktywny'), offer('2', 'Wózek elektryczny')]),
    );
    expect(await screen.findByText('Znaleziono 2 oferty.')).toHaveAttribute('role', 'status');
    const sent = requests[0].searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      q: 'wozek',
      city: 'Łódź',
      price_type: 'paid',
      sort: 'newest',
      page: '1',
    });
    expect(screen.getByLabelText('Szukana fraza')).toHaveValue('wozek');
    expect(screen.getByRole('combobox', { name: 'Gdzie?' })).toHaveValue('Łódź');
    expect(screen.getByRole('combobox', { name: 'Odległość' })).toHaveDisplayValue('tylko ta miejscowość');
    expect(screen.getByLabelText('Odpłatność')).toHaveValue('paid');
    expect(screen.getByLabelText('Sortowanie')).toHaveValue('newest');
    expect(screen.getByRole('link', { name: 'Wózek aktywny' })).toHaveAttribute('href', '/offer/1');
  });

  it('puts the chosen filters into the URL and searches again from page 1', async () => {
    const requests = setup('/search?q=wozek&page=2', () => result([offer('1', 'Wózek aktywny')], 30, 2));
    await screen.findByText('Znaleziono 30 ofert. Strona 2 z 3.');
    await userEvent.clear(screen.getByLabelText('Szukana fraza'));
    await userEvent.type(screen.getByLabelText('Szukana fraza'), 'łóżko');
    await userEvent.selectOptions(screen.getByLabelText('Kategoria'), 'rehabilitacja');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?q=%C5%82%C3%B3%C5%BCko&category=rehabilitacja'),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(Object.fromEntries(requests[1].searchParams)).toMatchObject({
      q: 'łóżko',
      category: 'rehabilitacja',
      page: '1',
    });
  });

  it('pages through results with links that keep the filters', async () => {
    setup('/search?q=wozek&category=wypozyczalnia-sprzetu', () => result([offer('1', 'Wózek aktywny')], 30));
    const paging = await screen.findByRole('navigation', { name: 'Strony wyników' });
    expect(within(paging).getByRole('link', { name: 'Następna strona' })).toHaveAttribute(
      'href',
      '/search?q=wozek&category=wypozyczalnia-sprzetu&page=2',
    );
    expect(within(paging).getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an estimated total as ~12 400 and reads it as "około", with pages up to the first 1000 results', async () => {
    setup('/search?q=wozek', () => ({
      ...result([offer('1', 'Wózek aktywny')], 12_400),
      total_accuracy: 'approximate',
      estimated_facets: ['categories', 'price_types'],
      facets: {
        ...result([]).facets,
        categories: [{ slug: 'wypozyczalnia-sprzetu', name: 'Wypożyczalnia sprzętu', count: 7400 }],
      },
    }));
    // Shown with a tilde, which screen readers skip: the words they read say it is an estimate.
    const spoken = await screen.findByText('Znaleziono około 12 400 ofert. Strona 1 z 84.');
    expect(spoken).toHaveClass('visually-hidden');
    const status = spoken.closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(within(status as HTMLElement).getByText('Znaleziono ~12 400 ofert. Strona 1 z 84.')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const paging = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(paging).getByRole('link', { name: 'Strona 84' })).toHaveAttribute('href', '/search?q=wozek&page=84');
    // An estimated facet shows its estimate, and no '(0)' for a value its sample did not hold.
    const category = screen.getByRole('option', { name: 'Wypożyczalnia sprzętu (około 7400)' });
    expect(category).toHaveTextContent('Wypożyczalnia sprzętu (~7400)');
    expect(screen.getByRole('option', { name: 'Rehabilitacja' })).toBeInTheDocument();
  });

  it("says 'ponad 1000 ofert' when the total is only known to pass 1000, and where the pages end", async () => {
    setup('/search?features=wheelchair_access&page=84', () => ({
      ...result([offer('1', 'Wózek aktywny')], 1000, 84),
      total_accuracy: 'at_least',
    }));
    expect(await screen.findByText('Znaleziono ponad 1000 ofert. Strona 84 z 84.')).toHaveAttribute('role', 'status');
    expect(
      screen.getByText(
        'Można przejrzeć najwyżej 1000 pierwszych ofert. Zawęź wyszukiwanie filtrami, aby zobaczyć pozostałe.',
      ),
    ).toBeVisible();
  });

  it('helps when nothing is found: says what was searched and offers ways forward', async () => {
    setup('/search?q=hulajnoga&city=Gda%C5%84sk', () => result([]));
    expect(await screen.findByText('Znaleziono 0 ofert.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nie znaleźliśmy pasujących ofert' })).toBeInTheDocument();
    expect(screen.getByText(/Dla frazy „hulajnoga”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'szukać we wszystkich miejscowościach' })).toHaveAttribute(
      'href',
      '/search?q=hulajnoga',
    );
    expect(screen.getByRole('link', { name: 'Rehabilitacja' })).toHaveAttribute(
      'href',
      '/search?category=rehabilitacja&city=Gda%C5%84sk',
    );
  });
});

describe('search page: no dead ends', () => {
  it('announces the fallback to offers matching some of the words', async () => {
    setup('/search?q=w%C3%B3zek+hipoterapia', () => ({
      ...result([offer('1', 'Hipoterapia dla dzieci')]),
      partial: true,
    }));
    const status = await screen.findByText(`${SEARCH_TEXTS.partialMatch} Znaleziono 1 ofertę.`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it("offers 'did you mean' as a link that searches the respelled words", async () => {
    setup('/search?q=rehabilitacjia', () => ({ ...result([]), suggestion: 'rehabilitacja' }));
    const link = await screen.findByRole('link', { name: 'rehabilitacja' });
    expect(link).toHaveAttribute('href', '/search?q=rehabilitacja');
    expect(link.closest('p')).toHaveTextContent('Czy chodziło Ci o: rehabilitacja?');
  });

  it('offers to remove each filter, with the number of offers it would give', async () => {
    setup('/search?q=wozek&category=rehabilitacja&city=Gda%C5%84sk', () => ({
      ...result([]),
      relaxations: [
        { filter: 'category', count: 4, count_accuracy: 'exact' },
        { filter: 'city', count: 1, count_accuracy: 'exact' },
      ],
    }));
    expect(await screen.findByRole('link', { name: 'Usuń filtr „Rehabilitacja” (4)' })).toHaveAttribute(
      'href',
      '/search?q=wozek&city=Gda%C5%84sk',
    );
    expect(screen.getByRole('link', { name: 'Usuń filtr „Gdańsk” (1)' })).toHaveAttribute(
      'href',
      '/search?q=wozek&category=rehabilitacja',
    );
  });
});

describe('search page: matched words', () => {
  it('marks the matched words in titles and snippets, keeping the plain title as the link name', async () => {
    setup('/search?q=w%C3%B3zek', () => ({
      ...result([{ ...offer('1', 'Jeździsz wózkiem? Wypożycz'), short_description: 'Wózki <b>i</b> serwis.' }]),
      highlight_words: ['wózkiem', 'wózki'],
    }));
    const link = await screen.findByRole('link', { name: 'Jeździsz wózkiem? Wypożycz' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['wózkiem']);
    const snippet = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Wózki <b>i</b> serwis.',
    );
    // The text stays text: nothing the offeror wrote becomes markup.
    expect(snippet.querySelector('b')).toBeNull();
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Wózki']);
  });

  it('marks nothing when the answer names no words', async () => {
    setup('/search?category=rehabilitacja', () => result([offer('1', 'Wózek aktywny')]));
    expect((await screen.findByRole('link', { name: 'Wózek aktywny' })).querySelector('mark')).toBeNull();
  });
});

describe('search page: keyboard and screen readers', () => {
  it("skips from the phrase past the filters to the results with 'Przejdź do wyników (N)'", async () => {
    setup('/search?q=wozek', () => result([offer('1', 'Wózek aktywny'), offer('2', 'Wózek elektryczny')], 14));
    const skip = await screen.findByRole('link', { name: 'Przejdź do wyników (14)' });
    // The next Tab stop after the phrase field, before the filters.
    screen.getByLabelText('Szukana fraza').focus();
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Wyniki' })).toHaveFocus();
  });

  it('says an estimated count in the skip link as it is read out', async () => {
    setup('/search?q=wozek', () => ({
      ...result([offer('1', 'Wózek aktywny')], 12_400),
      total_accuracy: 'approximate',
    }));
    const skip = await screen.findByRole('link', { name: 'Przejdź do wyników (około 12\u00a0400)' });
    expect(within(skip).getByText('Przejdź do wyników (~12 400)')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('search page: searching the same again', () => {
  it("runs the search again on 'Szukaj' and reads the count out anew: the live region empties, then gets it", async () => {
    let answerSecond: () => void = () => {};
    const second = new Promise<void>((resolve) => (answerSecond = resolve));
    const requests: URL[] = [];
    mockFetch({
      'GET /api/v1/categories': () => jsonResponse(SEARCH_CATEGORIES),
      'GET /api/v1/offers': async (url) => {
        requests.push(url);
        if (requests.length > 1) await second;
        return jsonResponse(result([offer('1', 'Wózek aktywny'), offer('2', 'Wózek elektryczny')]));
      },
    });
    renderPublic(<SearchPage />, { route: '/search?q=wozek' });
    const status = (await screen.findByText('Znaleziono 2 oferty.')).closest('[role="status"]') as HTMLElement;
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].searchParams.get('q')).toBe('wozek');
    expect(status).toHaveTextContent(/^$/);
    answerSecond();
    await waitFor(() => expect(status).toHaveTextContent('Znaleziono 2 oferty.'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=wozek$/);
  });
});

describe('search page: facet counts', () => {
  it("keeps the boxes' names while a search runs: the count describes a box and keeps its last value until the answer", async () => {
    let answerSecond: () => void = () => {};
    const second = new Promise<void>((resolve) => (answerSecond = resolve));
    const requests: URL[] = [];
    const withWheelchairCount = (count: number): OfferSearchResult => {
      const base = result([offer('1', 'Wózek aktywny')]);
      return { ...base, facets: { ...base.facets, features: [{ value: 'wheelchair_access', count }] } };
    };
    mockFetch({
      'GET /api/v1/categories': () => jsonResponse(SEARCH_CATEGORIES),
      'GET /api/v1/offers': async (url) => {
        requests.push(url);
        if (requests.length === 1) return jsonResponse(withWheelchairCount(4));
        await second;
        return jsonResponse(withWheelchairCount(2));
      },
    });
    renderPublic(<SearchPage />, { route: '/search?q=wozek' });
    await screen.findByText('Znaleziono 1 ofertę.');
    const features = screen.getByRole('group', { name: 'Dostępność' });
    const wheelchair = within(features).getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' });
    expect(wheelchair).toHaveAccessibleDescription('(4)');
    await userEvent.click(wheelchair);
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.getByText('Wyszukiwanie ofert…')).toBeInTheDocument();
    expect(
      within(features).getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' }),
    ).toHaveAccessibleDescription('(4)');
    answerSecond();
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(
      within(features).getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' }),
    ).toHaveAccessibleDescription('(2)');
  });
});

describe('search page: one place field', () => {
  function setupPlaces(route: string) {
    const requests: URL[] = [];
    mockFetch({
      'GET /api/v1/categories': () => jsonResponse(SEARCH_CATEGORIES),
      'GET /api/v1/localities': () => jsonResponse([]),
      'GET /api/v1/offers': (url) => {
        requests.push(url);
        return jsonResponse(result([offer('1', 'Wózek aktywny')]));
      },
    });
    renderPublic(<SearchPage />, { route });
    return requests;
  }
  const where = () => screen.getByRole('combobox', { name: 'Gdzie?' });
  const radius = () => screen.getByRole('combobox', { name: 'Odległość' });

  it("asks 'Gdzie?' once, with the distance next to it and the sorting after them", async () => {
    setupPlaces('/search?q=wozek');
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(screen.queryByLabelText('Miejscowość')).toBeNull();
    expect(screen.queryByLabelText('W pobliżu')).toBeNull();
    expect(
      within(radius())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['tylko ta miejscowość', 'do 5 km', 'do 10 km', 'do 25 km', 'do 50 km', 'do 100 km']);
    const order = [where(), radius(), screen.getByLabelText('Sortowanie')];
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("explains 'Odległość' until a place is given, and only then offers sorting by distance", async () => {
    setupPlaces('/search?q=wozek');
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(radius()).toHaveAccessibleDescription(SEARCH_PLACE_TEXTS.radiusNeedsPlace);
    expect(
      within(screen.getByLabelText('Sortowanie')).queryByRole('option', { name: 'Odległość: od najbliższej' }),
    ).toBeNull();
    await userEvent.type(where(), 'Zgierz');
    expect(radius()).not.toHaveAccessibleDescription();
    expect(
      within(screen.getByLabelText('Sortowanie')).getByRole('option', { name: 'Odległość: od najbliższej' }),
    ).toBeInTheDocument();
  });

  it("searches the place alone with 'tylko ta miejscowość' (city) and around it with a distance (near, radius_km)", async () => {
    const requests = setupPlaces('/search?q=wozek');
    await screen.findByText('Znaleziono 1 ofertę.');
    await userEvent.type(where(), 'Łódź');
    await userEvent.selectOptions(radius(), 'tylko ta miejscowość');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=wozek&city=%C5%81%C3%B3d%C5%BA$/),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].searchParams.get('city')).toBe('Łódź');
    expect(requests[1].searchParams.get('near')).toBeNull();
    expect(where()).toHaveValue('Łódź');
    expect(radius()).toHaveDisplayValue('tylko ta miejscowość');

    await userEvent.selectOptions(radius(), 'do 10 km');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/search\?q=wozek&near=%C5%81%C3%B3d%C5%BA&radius_km=10$/,
      ),
    );
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(Object.fromEntries(requests[2].searchParams)).toMatchObject({ near: 'Łódź', radius_km: '10' });
    expect(requests[2].searchParams.get('city')).toBeNull();
  });

  it('shows the addresses saved before, with a place to measure from, in the one field', async () => {
    setupPlaces('/search?near=Zgierz&radius_km=50&sort=distance');
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(where()).toHaveValue('Zgierz');
    expect(radius()).toHaveDisplayValue('do 50 km');
    expect(screen.getByLabelText('Sortowanie')).toHaveDisplayValue('Odległość: od najbliższej');
  });

  it('searches what it shows when an older address holds both a town and a place to measure from', async () => {
    const requests = setupPlaces('/search?city=%C5%81%C3%B3d%C5%BA&near=Zgierz');
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(where()).toHaveValue('Zgierz');
    expect(radius()).toHaveDisplayValue('do 25 km');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?near=Zgierz$/));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].searchParams.get('city')).toBeNull();
  });
});
