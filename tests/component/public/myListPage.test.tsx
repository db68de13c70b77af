import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_LIST_KEY } from '../../../shared/favouriteToggle';
import { MyListSync } from '../../../src-public/favourites/MyListSync';
import { switchToBrowserList } from '../../../src-public/favourites/myList';
import MyListPage from '../../../src-public/pages/myList/MyListPage';
import { makeOffer } from '../../support/apiFixtures';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

const AVAILABLE = '11111111-1111-4111-8111-111111111111';
const GONE = '33333333-3333-4333-8333-333333333333';
const LIST_ID = 'AbCdEfGhIjKlMnOpQrStUvWx';

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LOCAL_LIST_KEY, JSON.stringify([GONE, AVAILABLE]));
  switchToBrowserList();
});

describe('/moja-lista', () => {
  it("lists the kept offers and keeps one no longer public as 'Oferta niedostępna', removable", async () => {
    mockFetch({
      [`GET /api/v1/offers/${AVAILABLE}`]: () =>
        jsonResponse(makeOffer({ id: AVAILABLE, title: 'Opieka wytchnieniowa w domu' })),
      [`GET /api/v1/offers/${GONE}`]: () => jsonResponse({ detail: 'Nie znaleziono oferty.' }, 404),
    });
    renderPublic(
      <>
        <MyListSync />
        <MyListPage />
      </>,
      { route: '/moja-lista' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Moja lista' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Opieka wytchnieniowa w domu' })).toBeInTheDocument();
    const unavailable = screen.getByRole('article', { name: 'Oferta niedostępna' });
    expect(screen.getByText('Ofert na liście: 2')).toBeInTheDocument();

    await userEvent.click(within(unavailable).getByRole('button', { name: 'Usuń niedostępną ofertę z listy' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oferta niedostępna' })).not.toBeInTheDocument());
    const count = screen.getByText('Ofert na liście: 1');
    expect(count).toHaveFocus();
    expect(screen.getByText('Usunięto z mojej listy: Oferta niedostępna.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_LIST_KEY)!)).toEqual([AVAILABLE]);
  });

  it('shares the available offers by a link, without an account', async () => {
    const created: unknown[] = [];
    mockFetch({
      [`GET /api/v1/offers/${AVAILABLE}`]: () =>
        jsonResponse(makeOffer({ id: AVAILABLE, title: 'Opieka wytchnieniowa w domu' })),
      [`GET /api/v1/offers/${GONE}`]: () => jsonResponse({ detail: 'Nie znaleziono oferty.' }, 404),
      'POST /api/v1/shared-lists': (_url, init) => {
        created.push(JSON.parse(String(init?.body)));
        return jsonResponse({ id: LIST_ID, url: `http://localhost/lista/${LIST_ID}` }, 201);
      },
    });
    renderPublic(<MyListPage />, { route: '/moja-lista' });
    await userEvent.click(await screen.findByRole('button', { name: 'Udostępnij listę' }));
    const ready = await screen.findByText('Link do listy jest gotowy.');
    // Focus moves in the effect after the message renders.
    await waitFor(() => expect(ready).toHaveFocus());
    expect(created).toEqual([{ offer_ids: [AVAILABLE] }]);
    expect(screen.getByRole('textbox', { name: 'Link do listy' })).toHaveValue(`http://localhost/lista/${LIST_ID}`);
    expect(screen.getByRole('link', { name: 'Otwórz stronę listy' })).toHaveAttribute('href', `/lista/${LIST_ID}`);

    // More than five addresses are refused before anything is sent.
    await userEvent.type(
      screen.getByRole('textbox', { name: /Adresy e-mail/ }),
      'a@example.pl, b@example.pl, c@example.pl, d@example.pl, e@example.pl, f@example.pl',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByRole('link', { name: 'Podaj najwyżej 5 adresów e-mail.' })).toBeInTheDocument();
  });

  it('focuses the ready link and the QR code even when the next frame comes before React has shown them', async () => {
    // A browser may run the next animation frame before React renders what the answer changed.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    mockFetch({
      [`GET /api/v1/offers/${AVAILABLE}`]: () =>
        jsonResponse(makeOffer({ id: AVAILABLE, title: 'Opieka wytchnieniowa w domu' })),
      [`GET /api/v1/offers/${GONE}`]: () => jsonResponse({ detail: 'Nie znaleziono oferty.' }, 404),
      'POST /api/v1/shared-lists': () => jsonResponse({ id: LIST_ID, url: `http://localhost/lista/${LIST_ID}` }, 201),
    });
    renderPublic(<MyListPage />, { route: '/moja-lista' });
    await userEvent.click(await screen.findByRole('button', { name: 'Udostępnij listę' }));
    const ready = await screen.findByText('Link do listy jest gotowy.');
    await waitFor(() => expect(ready).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż kod QR' }));
    const code = await screen.findByRole('img', { name: 'Kod QR z linkiem do listy' });
    await waitFor(() => expect(code).toHaveFocus());
  });
});
