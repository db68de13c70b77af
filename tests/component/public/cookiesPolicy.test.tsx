import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_LIST_KEY } from '../../../shared/favouriteToggle';
import CookiesPolicyPage from '../../../src-public/pages/legal/CookiesPolicyPage';
import { NEEDS_STORAGE_KEY } from '../../../src-public/needs/needsStore';
import { renderPublic } from './publicHarness';

describe("'Polityka cookies' (/polityka-cookies)", () => {
  function storageTable() {
    renderPublic(<CookiesPolicyPage />, { route: '/polityka-cookies' });
    return screen.getByRole('table', { name: 'Dane zapisywane w pamięci przeglądarki (localStorage)' });
  }

  it('names the drafts of forms, kept per account and forgotten after 14 days', () => {
    const row = within(storageTable()).getByRole('row', { name: /draft:/ });
    expect(row).toHaveTextContent('Wersja robocza formularza');
    expect(row).toHaveTextContent(/po 14 dniach/i);
  });

  it("names 'Moja lista' of a visitor without an account and says it moves to the account at sign-in", () => {
    const row = within(storageTable()).getByRole('row', { name: new RegExp(LOCAL_LIST_KEY) });
    expect(row).toHaveTextContent('Moja lista');
    expect(row).toHaveTextContent('Po zalogowaniu');
  });

  it("names 'Moje potrzeby', kept only on this device", () => {
    const row = within(storageTable()).getByRole('row', { name: new RegExp(NEEDS_STORAGE_KEY) });
    expect(row).toHaveTextContent('Moje potrzeby');
  });

  it('still names the session and every accessibility setting', () => {
    const table = storageTable();
    expect(within(table).getByRole('row', { name: /authToken/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row', { name: /accessibility-/ })).toHaveLength(6);
  });
});
