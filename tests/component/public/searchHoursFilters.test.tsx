import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferSearchResult } from '../../../shared/types';
import SearchPage from '../../../src-public/pages/search/SearchPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';
import { NO_DISCOVERY_FACETS } from '../../support/discoveryFixtures';

function result(availability: OfferSearchResult['facets']['availability'] = []): OfferSearchResult {
  return {
    items: [],
    total: 0,
    total_accuracy: 'exact',
    page: 1,
    per_page: 12,
    facets: { categories: [], price_types: [], cities: [], ...NO_DISCOVERY_FACETS, availability },
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

function setup(route: string, answer: () => OfferSearchResult = () => result()) {
  const requests: URL[] = [];
  mockFetch({
    'GET /api/v1/categories': () => jsonResponse([]),
    'GET /api/v1/offers': (url) => {
      requests.push(url);
      return jsonResponse(answer());
    },
  });
  renderPublic(<SearchPage />, { route });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('search page: hours, room and fresh data', () => {
  it('reads open_now, open_on, available and fresh from the URL and sends them to the API', async () => {
    const requests = setup('/search?open_now=true&open_on=2026-12-07&available=true&fresh=true');
    await screen.findByText('Znaleziono 0 ofert.');
    expect(Object.fromEntries(requests[0].searchParams)).toMatchObject({
      open_now: 'true',
      open_on: '2026-12-07',
      available: 'true',
      fresh: 'true',
    });
    expect(screen.getByRole('group', { name: 'Kiedy i czy są miejsca' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Otwarte teraz' })).toBeChecked();
    expect(screen.getByLabelText('Otwarte w dniu')).toHaveValue('2026-12-07');
    expect(screen.getByRole('checkbox', { name: 'Przyjmuje zgłoszenia lub krótka lista oczekujących' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dane potwierdzone w ostatnich 6 miesiącach' })).toBeChecked();
  });

  it('puts the chosen controls into the URL', async () => {
    const requests = setup('/search');
    await screen.findByText('Znaleziono 0 ofert.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Otwarte teraz' }));
    fireEvent.change(screen.getByLabelText('Otwarte w dniu'), { target: { value: '2026-12-08' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Przyjmuje zgłoszenia lub krótka lista oczekujących' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dane potwierdzone w ostatnich 6 miesiącach' }));
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/search?open_now=true&available=true&fresh=true&open_on=2026-12-08',
      ),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].searchParams.get('open_on')).toBe('2026-12-08');
  });

  it('ignores a day in the URL that is not written as RRRR-MM-DD', async () => {
    const requests = setup('/search?open_on=2026-2-3&open_now=yes');
    await screen.findByText('Znaleziono 0 ofert.');
    expect(requests[0].searchParams.has('open_on')).toBe(false);
    expect(requests[0].searchParams.has('open_now')).toBe(false);
    expect(screen.getByLabelText('Otwarte w dniu')).toHaveValue('');
  });

  it('says how many results are in each state of room', async () => {
    setup('/search', () =>
      result([
        { value: 'available', count: 5 },
        { value: 'waiting_list', count: 2 },
      ]),
    );
    await screen.findByText('Znaleziono 0 ofert.');
    const checkbox = screen.getByRole('checkbox', { name: 'Przyjmuje zgłoszenia lub krótka lista oczekujących' });
    expect(checkbox).toHaveAccessibleDescription(
      'Organizacja potwierdziła wolne miejsca w ostatnich 30 dniach. Stan miejsc w wynikach: przyjmuje zgłoszenia (5), lista oczekujących (2), brak wolnych miejsc (0), czasowo nieczynne (0).',
    );
  });
});
