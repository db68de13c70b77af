import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_LIST_KEY } from '../../../shared/favouriteToggle';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import { OfferCard } from '../../../src-public/components/OfferCard';
import { FavouriteToggle } from '../../../src-public/favourites/FavouriteToggle';
import { Layout } from '../../../src-public/layout/Layout';
import { MyListSync } from '../../../src-public/favourites/MyListSync';
import { switchToBrowserList } from '../../../src-public/favourites/myList';
import { makeOffer } from '../../support/apiFixtures';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

const KEPT = '11111111-1111-4111-8111-111111111111';
const OFFER = '22222222-2222-4222-8222-222222222222';

const summary = (id: string, title: string) => {
  const { long_description: _long, ...offer } = makeOffer({ id, title });
  return offer;
};

beforeEach(() => {
  localStorage.clear();
  switchToBrowserList();
});

describe('FavouriteToggle', () => {
  it('without an account keeps the offer in the browser only, with aria-pressed and an announcement', async () => {
    const fetchMock = mockFetch({});
    renderPublic(
      <>
        <MyListSync />
        <FavouriteToggle offerId={OFFER} title="Opieka wytchnieniowa" />
      </>,
    );
    const add = screen.getByRole('button', { name: /Dodaj do mojej listy/ });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);

    const remove = screen.getByRole('button', { name: /Usuń z mojej listy/ });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(remove).toHaveFocus();
    expect(screen.getByText('Dodano do mojej listy: Opieka wytchnieniowa.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(localStorage.getItem(LOCAL_LIST_KEY)!)).toEqual([OFFER]);

    await userEvent.click(remove);
    expect(screen.getByRole('button', { name: /Dodaj do mojej listy/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Usunięto z mojej listy: Opieka wytchnieniowa.')).toHaveAttribute('role', 'status');
    expect(localStorage.getItem(LOCAL_LIST_KEY)).toBeNull();
    // Never sent anywhere.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in: the browser list moves to the account, then each change is a call', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, makeToken({ exp: inOneHour() }));
    localStorage.setItem(LOCAL_LIST_KEY, JSON.stringify([KEPT]));
    const calls: string[] = [];
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
      'POST /api/v1/users/me/favourites/merge': (_url, init) => {
        calls.push(`merge ${String(init?.body)}`);
        return jsonResponse({ added: 1 });
      },
      'GET /api/v1/users/me/favourites': () =>
        jsonResponse([{ offer_id: KEPT, offer: summary(KEPT, 'Rehabilitacja'), added_at: '2026-11-01T10:00:00.000Z' }]),
      [`PUT /api/v1/users/me/favourites/${OFFER}`]: () => {
        calls.push('put');
        return jsonResponse({ offer_id: OFFER, offer: summary(OFFER, 'Opieka'), added_at: '2026-11-02T10:00:00.000Z' });
      },
    });
    renderPublic(
      <>
        <MyListSync />
        <FavouriteToggle offerId={KEPT} title="Rehabilitacja" />
        <FavouriteToggle offerId={OFFER} title="Opieka wytchnieniowa" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Usuń z mojej listy/ })).toBeInTheDocument());
    expect(calls).toEqual([`merge ${JSON.stringify({ offer_ids: [KEPT] })}`]);
    expect(localStorage.getItem(LOCAL_LIST_KEY)).toBeNull();
    expect(await screen.findByText('Przeniesiono na Twoje konto oferty z tej przeglądarki: 1.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Dodaj do mojej listy/ }));
    expect(calls).toContain('put');
    expect(screen.getAllByRole('button', { name: /Usuń z mojej listy/ })).toHaveLength(2);
  });

  it('a refused change is undone and its reason shown', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, makeToken({ exp: inOneHour() }));
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
      'GET /api/v1/users/me/favourites': () => jsonResponse([]),
      [`PUT /api/v1/users/me/favourites/${OFFER}`]: () =>
        jsonResponse({ detail: 'Na liście może być najwyżej 100 ofert. Usuń któreś, aby dodać nowe.' }, 409),
    });
    renderPublic(
      <>
        <MyListSync />
        <FavouriteToggle offerId={OFFER} title="Opieka wytchnieniowa" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Dodaj do mojej listy/ })).toBeInTheDocument());
    // Wait for the account's list before the change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('button', { name: /Dodaj do mojej listy/ }));
    expect(await screen.findByText(/najwyżej 100 ofert/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dodaj do mojej listy/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe("'Moja lista' on the offer cards and in the header", () => {
  it("keeps an offer from its card, and the header's 'Moja lista' link says how many are kept", async () => {
    mockFetch({});
    renderPublic(
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<OfferCard offer={summary(OFFER, 'Opieka wytchnieniowa')} />} />
        </Route>
      </Routes>,
    );
    const myList = await screen.findByRole('link', { name: 'Moja lista (ofert: 0)' });
    const card = screen.getByRole('article', { name: 'Opieka wytchnieniowa' });
    await userEvent.click(await within(card).findByRole('button', { name: /Dodaj do mojej listy/ }));

    expect(within(card).getByRole('button', { name: /Usuń z mojej listy/ })).toHaveAttribute('aria-pressed', 'true');
    expect(myList).toHaveAccessibleName('Moja lista (ofert: 1)');
    // Chromium lays the visually hidden count out as a block (it is absolutely placed) and puts a space around a
    // block when it names a link by its content: the name stays the same, with no space before a comma.
    const blockCount = document.createElement('style');
    blockCount.textContent = '.visually-hidden { display: block; }';
    document.head.append(blockCount);
    expect(screen.getByRole('link', { name: 'Moja lista (ofert: 1)' })).toBe(myList);
    blockCount.remove();
    expect(JSON.parse(localStorage.getItem(LOCAL_LIST_KEY)!)).toEqual([OFFER]);
  });
});
