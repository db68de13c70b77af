import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferSearchResult, OfferSummary } from '../../../shared/types';
import { OfferCard } from '../../../src-public/components/OfferCard';
import { Header } from '../../../src-public/layout/Header';
import { NEEDS_STORAGE_KEY } from '../../../src-public/needs/needsStore';
import SearchPage from '../../../src-public/pages/search/SearchPage';
import { makeOffer } from '../../support/apiFixtures';
import { NO_DISCOVERY_FACETS } from '../../support/discoveryFixtures';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

function summary(change: Partial<OfferSummary> = {}): OfferSummary {
  const { long_description: _, ...offer } = makeOffer({
    id: 'o1',
    title: 'Terapia SI dla dzieci',
    min_age: 3,
    max_age: 16,
    certificate_required: 'significant',
    accessibility_features: ['wheelchair_access', 'sign_language'],
    ...change,
  });
  return offer;
}

function result(items: OfferSummary[]): OfferSearchResult {
  return {
    items,
    total: items.length,
    total_accuracy: 'exact',
    page: 1,
    per_page: 12,
    facets: { categories: [], price_types: [], cities: [], ...NO_DISCOVERY_FACETS },
    estimated_facets: [],
    partial: false,
    suggestion: null,
    relaxations: [],
    highlight_words: [],
    near: null,
    corrected_query: null,
    understood_place: null,
  };
}

const storeNeeds = (needs: object) => localStorage.setItem(NEEDS_STORAGE_KEY, JSON.stringify(needs));
const EXAMPLE =
  'Pasuje do Twoich potrzeb: wiek, bez schodów, tłumacz PJM. Sprawdź: wymaga znacznego stopnia niepełnosprawności.';

function searchSetup(route = '/search') {
  const requests: URL[] = [];
  mockFetch({
    'GET /api/v1/categories': () => jsonResponse([]),
    'GET /api/v1/offers': (url) => {
      requests.push(url);
      return jsonResponse(result([summary()]));
    },
  });
  renderPublic(<SearchPage />, { route });
  return requests;
}
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Moje potrzeby on a result card', () => {
  it('says in one sentence, as part of the card and not a live region, what matches and what to check', async () => {
    storeNeeds({ age: '7', certificate: 'moderate', features: ['wheelchair_access', 'sign_language'] });
    mockFetch({});
    renderPublic(<OfferCard offer={summary()} />);
    const card = screen.getByRole('article', { name: 'Terapia SI dla dzieci' });
    const sentence = await within(card).findByText(EXAMPLE);
    expect(sentence.closest('[aria-live], [role="status"]')).toBeNull();
  });

  it('says nothing without a stored profile', async () => {
    mockFetch({});
    renderPublic(<OfferCard offer={summary()} />);
    await screen.findByRole('article', { name: 'Terapia SI dla dzieci' });
    expect(screen.queryByText(/Pasuje do Twoich potrzeb|Sprawdź:/)).toBeNull();
  });
});

describe('Moje potrzeby on the search page', () => {
  it('presets the filters, each removable on its own with the focus on the next one', async () => {
    storeNeeds({ age: '7', certificate: 'none', features: ['sign_language'], town: 'Łódź' });
    const requests = searchSetup();
    await waitFor(() =>
      expect(location()).toBe('/search?features=sign_language&near=%C5%81%C3%B3d%C5%BA&age=7&certificate=none'),
    );
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('age')).toBe('7'));
    const filters = screen.getByRole('list', { name: 'Filtry z Twoich potrzeb' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Usuń filtr: wiek 7 lat',
      'Usuń filtr: bez orzeczenia',
      'Usuń filtr: tłumacz PJM',
      'Usuń filtr: w pobliżu: Łódź',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń filtr: wiek 7 lat' }));
    await waitFor(() =>
      expect(location()).toBe('/search?features=sign_language&near=%C5%81%C3%B3d%C5%BA&certificate=none'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń filtr: bez orzeczenia' })).toHaveFocus());
    expect(await screen.findByText(/Pasuje do Twoich potrzeb: wiek/)).toBeInTheDocument();
  });

  it('keeps the filters of a search that has its own', async () => {
    storeNeeds({ age: '7' });
    searchSetup('/search?category=rehabilitacja');
    await screen.findByText('Znaleziono 1 ofertę.');
    expect(location()).toBe('/search?category=rehabilitacja');
  });

  it('sets the profile in a dialog of fieldsets, kept in localStorage, and searches with it', async () => {
    searchSetup();
    await screen.findByText('Znaleziono 1 ofertę.');
    const opener = screen.getByRole('button', { name: 'Moje potrzeby' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Moje potrzeby' });
    const age = within(dialog).getByLabelText('Twój wiek (lat)');
    await waitFor(() => expect(age).toHaveFocus());
    await userEvent.type(age, '7');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Umiarkowany stopień niepełnosprawności' }));
    const place = within(dialog).getByRole('group', { name: 'Dostępność miejsca, której potrzebujesz' });
    await userEvent.click(within(place).getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' }));
    const communication = within(dialog).getByRole('group', { name: 'Komunikacja, której potrzebujesz' });
    await userEvent.click(
      within(communication).getByRole('checkbox', { name: 'Tłumacz polskiego języka migowego (PJM)' }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kontakt bez dzwonienia' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz moje potrzeby' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(NEEDS_STORAGE_KEY) ?? '')).toEqual({
      age: '7',
      certificate: 'moderate',
      features: ['wheelchair_access', 'sign_language'],
      town: '',
      noPhone: true,
    });
    expect(opener).toHaveFocus();
    expect(
      screen.getByText('Zapisano Twoje potrzeby na tym urządzeniu. Ustawiliśmy filtry wyszukiwania.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(location()).toBe('/search?features=wheelchair_access%2Csign_language&age=7'));
    expect(await screen.findByText(/^Pasuje do Twoich potrzeb: wiek, bez schodów, tłumacz PJM/)).toBeInTheDocument();
  });

  it('explains an age it cannot read at the field and saves nothing', async () => {
    searchSetup();
    await userEvent.click(await screen.findByRole('button', { name: 'Moje potrzeby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moje potrzeby' });
    await userEvent.type(within(dialog).getByLabelText('Twój wiek (lat)'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz moje potrzeby' }));
    const age = within(dialog).getByLabelText('Twój wiek (lat)');
    await waitFor(() => expect(age).toHaveFocus());
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Wiek podaj w pełnych latach'));
    expect(localStorage.getItem(NEEDS_STORAGE_KEY)).toBeNull();
  });

  it("'Wyczyść moje potrzeby' removes the profile and its filters, says so and focuses 'Moje potrzeby'", async () => {
    storeNeeds({ age: '7', features: ['sign_language'] });
    searchSetup();
    await waitFor(() => expect(location()).toBe('/search?features=sign_language&age=7'));
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść moje potrzeby' }));
    await waitFor(() => expect(location()).toBe('/search'));
    expect(localStorage.getItem(NEEDS_STORAGE_KEY)).toBeNull();
    expect(
      screen.getByText('Usunięto Twoje potrzeby z tego urządzenia i filtry, które z nich wynikały.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Moje potrzeby' })).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Filtry z Twoich potrzeb' })).toBeNull();
    expect(screen.queryByText(/Pasuje do Twoich potrzeb/)).toBeNull();
  });
});

describe('Moje potrzeby from the accessibility panel', () => {
  it('opens the same dialog from the panel', async () => {
    mockFetch({});
    renderPublic(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /ułatwienia dostępu/i }));
    const panel = await screen.findByRole('dialog', { name: 'Ułatwienia dostępu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Ustaw moje potrzeby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moje potrzeby' });
    await userEvent.type(within(dialog).getByLabelText('Miejscowość zamieszkania'), 'Łódź');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz moje potrzeby' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(NEEDS_STORAGE_KEY) ?? '')).toMatchObject({ town: 'Łódź' });
    expect(screen.getByRole('button', { name: /ułatwienia dostępu/i })).toHaveFocus();
  });
});
