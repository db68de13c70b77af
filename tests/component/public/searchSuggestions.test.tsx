import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMBOBOX_MESSAGES } from '../../../shared/messages';
import type { SearchSuggestion } from '../../../shared/types';
import { HomeSearchForm } from '../../../src-public/pages/home/HomeSearchForm';
import { SearchFilters } from '../../../src-public/pages/search/SearchFilters';
import { readSearchQuery, searchHref } from '../../../src-public/pages/search/searchQuery';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

const SUGGESTIONS: SearchSuggestion[] = [
  { type: 'category', label: 'Rehabilitacja', value: 'rehabilitacja' },
  { type: 'place', label: 'Łódź', value: 'Łódź' },
  { type: 'offer', label: 'Rehabilitacja dzieci w wodzie', value: 'offer-1' },
];

function mockSuggestions() {
  const asked: string[] = [];
  mockFetch({
    'GET /api/v1/search/suggestions': (url) => {
      asked.push(url.searchParams.get('q') ?? '');
      return jsonResponse({ data: SUGGESTIONS });
    },
  });
  return asked;
}

const location = () => screen.getByTestId('location');

afterEach(() => vi.unstubAllGlobals());

describe('home search box: suggestions while typing', () => {
  it('suggests categories, places and offers for the typed text, announcing how many', async () => {
    const asked = mockSuggestions();
    renderPublic(<HomeSearchForm />);
    const field = screen.getByRole('combobox', { name: 'Czego szukasz?' });
    await userEvent.type(field, 'rehab');
    expect(await screen.findByRole('option', { name: 'Rehabilitacja (kategoria)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Łódź (miejscowość)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rehabilitacja dzieci w wodzie (oferta)' })).toBeInTheDocument();
    expect(screen.getByText(COMBOBOX_MESSAGES.count(3))).toHaveAttribute('aria-live', 'polite');
    // Debounced: one request for the word typed, not one per letter.
    expect(asked).toEqual(['rehab']);
  });

  it('opens the offer chosen with the arrows and Enter', async () => {
    mockSuggestions();
    renderPublic(<HomeSearchForm />);
    await userEvent.type(screen.getByRole('combobox'), 'rehab');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Rehabilitacja dzieci w wodzie (oferta)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/offer/offer-1'));
  });

  it('searches by the chosen category or place', async () => {
    mockSuggestions();
    renderPublic(<HomeSearchForm />);
    await userEvent.type(screen.getByRole('combobox'), 'rehab');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/search?category=rehabilitacja'));
  });

  it('submits the typed text with Enter when no suggestion is highlighted, and Escape closes the list', async () => {
    mockSuggestions();
    renderPublic(<HomeSearchForm />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'rehab');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('rehab');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/search?q=rehab'));
  });
});

describe('search page box: suggestions', () => {
  it('a chosen place becomes the city filter, keeping the other filters and dropping the text', async () => {
    mockSuggestions();
    const query = readSearchQuery(new URLSearchParams('q=rehab&price_type=free'));
    renderPublic(
      <SearchFilters query={query} categories={[]} counts={undefined} onSearch={vi.fn()} resultsLink={null} />,
      {
        route: searchHref(query),
      },
    );
    const field = screen.getByRole('combobox', { name: 'Szukana fraza' });
    await userEvent.clear(field);
    await userEvent.type(field, 'lodz');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/search?price_type=free&city=%C5%81%C3%B3d%C5%BA'));
  });
});
