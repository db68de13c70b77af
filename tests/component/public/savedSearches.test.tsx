import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_TEXTS } from '../../../shared/savedSearches';
import type { SavedSearch } from '../../../shared/schemas/savedSearch';
import { SavedSearchButton } from '../../../src-public/pages/search/SavedSearchButton';
import DashboardPage from '../../../src-public/pages/dashboard/DashboardPage';
import SavedSearchPage from '../../../src-public/pages/alerts/SavedSearchPage';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const QUERY = 'q=rehabilitacja&near=%C5%81%C3%B3d%C5%BA&radius_km=25&features=wheelchair_access&page=2';
const SAVED: SavedSearch = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Rehabilitacja w Łodzi',
  query: 'q=rehabilitacja&near=%C5%81%C3%B3d%C5%BA&radius_km=25&features=wheelchair_access',
  frequency: 'weekly',
  email: 'anna@example.pl',
  confirmed: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_checked_at: null,
};

function signIn() {
  const user = makeUser({ role: 'user' });
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: user.role }));
  return user;
}

describe("'Powiadom mnie o nowych ofertach'", () => {
  it('saves the whole search without an account, asking for an address, and says a link is on its way', async () => {
    let sent: Record<string, unknown> | undefined;
    mockFetch({
      'POST /api/v1/saved-searches': (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ id: SAVED.id, confirmed: false, detail: SAVED_SEARCH_MESSAGES.savedPending }, 201);
      },
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchButton query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie o nowych ofertach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Powiadom mnie o nowych ofertach' });
    // A screen reader announces a change in a live region it already knows: the region is there, empty, first.
    const region = within(dialog).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(within(dialog).getByRole('textbox', { name: /Nazwa powiadomienia/ })).toHaveValue('rehabilitacja – Łódź');
    expect(within(dialog).getByRole('radio', { name: 'Codziennie' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz powiadomienie' }));
    const summary = screen.getByRole('group', { name: /Liczba błędów: 1/ });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: SAVED_SEARCH_MESSAGES.emailRequired }));
    expect(screen.getByRole('textbox', { name: /Adres e-mail/ })).toHaveFocus();
    expect(sent).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: /Adres e-mail/ }), 'anna@example.pl');
    await user.click(screen.getByRole('radio', { name: 'Co tydzień' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz powiadomienie' }));
    const status = (await screen.findByText(SAVED_SEARCH_TEXTS.savedPending)).closest('[role="status"]');
    expect(status).toBe(region);
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual({ name: 'rehabilitacja – Łódź', frequency: 'weekly', email: 'anna@example.pl', query: QUERY });
  });

  it('saves for the signed-in account without an address and links to the alerts in the dashboard', async () => {
    signIn();
    let sent: Record<string, unknown> | undefined;
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'user' })),
      'POST /api/v1/saved-searches': (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ id: SAVED.id, confirmed: true, detail: SAVED_SEARCH_MESSAGES.savedSignedIn }, 201);
      },
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchButton query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie o nowych ofertach' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: /Adres e-mail/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz powiadomienie' }));
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.savedSignedIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarządzaj powiadomieniami' })).toHaveAttribute(
      'href',
      '/dashboard?view=alerts',
    );
    expect(sent).toMatchObject({ name: 'rehabilitacja – Łódź', frequency: 'daily', query: QUERY });
    expect(sent?.email).toBeUndefined();
  });

  it('focuses what happens next even when the next frame comes before React has shown it', async () => {
    // A browser may run the next animation frame before React renders what the answer changed.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    signIn();
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'user' })),
      'POST /api/v1/saved-searches': () =>
        jsonResponse({ id: SAVED.id, confirmed: true, detail: SAVED_SEARCH_MESSAGES.savedSignedIn }, 201),
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchButton query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie o nowych ofertach' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz powiadomienie' }));
    const status = (await screen.findByText(SAVED_SEARCH_TEXTS.savedSignedIn)).closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('shows the server’s limit in the error summary', async () => {
    mockFetch({
      'POST /api/v1/saved-searches': () =>
        jsonResponse(
          { detail: SAVED_SEARCH_MESSAGES.limit, errors: [{ field: '_', message: SAVED_SEARCH_MESSAGES.limit }] },
          422,
        ),
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchButton query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Powiadom mnie o nowych ofertach' }));
    await user.type(await screen.findByRole('textbox', { name: /Adres e-mail/ }), 'anna@example.pl');
    await user.click(screen.getByRole('button', { name: 'Zapisz powiadomienie' }));
    expect(await screen.findByRole('group', { name: /Liczba błędów: 1/ })).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.limit,
    );
  });
});

describe('the alerts of the dashboard (?view=alerts)', () => {
  it('lists the alerts with their search and deletes one, focus back on the heading', async () => {
    const account = signIn();
    let rows = [SAVED];
    const fetchMock = mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(account),
      'GET /api/v1/users/me/saved-searches': () => jsonResponse(rows),
      [`DELETE /api/v1/saved-searches/${SAVED.id}`]: () => {
        rows = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderPublic(<DashboardPage />, { route: '/dashboard?view=alerts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Powiadomienia o ofertach' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Twoje powiadomienia' });
    const row = within(table).getByRole('row', { name: /Rehabilitacja w Łodzi/ });
    expect(row).toHaveTextContent('„rehabilitacja”, w pobliżu: Łódź (25 km), 1 filtr');
    expect(row).toHaveTextContent('Co tydzień');
    expect(within(row).getByRole('link', { name: 'Pokaż wyniki: Rehabilitacja w Łodzi' })).toHaveAttribute(
      'href',
      `/search?${SAVED.query}`,
    );
    await user.click(within(row).getByRole('button', { name: 'Usuń powiadomienie „Rehabilitacja w Łodzi”' }));
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.dashboardEmpty)).toBeInTheDocument();
    // Focus moves in the effect after the emptied list renders.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Twoje powiadomienia/ })).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/v1/saved-searches/${SAVED.id}`),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});

describe('the page of an alert opened from its e-mail (/powiadomienie)', () => {
  /** The page below its heading, without the app's own live regions (the toasts'). */
  const thePage = () =>
    screen.getByRole('heading', { level: 1, name: 'Powiadomienie o nowych ofertach' }).parentElement!;

  it('confirms an alert saved without an account, then deletes it, saying each outcome', async () => {
    let saved: SavedSearch = { ...SAVED, confirmed: false };
    mockFetch({
      [`GET /api/v1/saved-searches/${SAVED.id}`]: () => jsonResponse(saved),
      [`POST /api/v1/saved-searches/${SAVED.id}/confirm`]: () => {
        saved = { ...saved, confirmed: true };
        return jsonResponse(saved);
      },
      [`DELETE /api/v1/saved-searches/${SAVED.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchPage />, { route: `/powiadomienie?id=${SAVED.id}&token=abc` });
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.pageConfirmIntro)).toBeInTheDocument();
    expect(screen.getByText('anna@example.pl')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Potwierdź powiadomienie' }));
    const confirmed = await screen.findByText(SAVED_SEARCH_TEXTS.confirmed);
    await waitFor(() => expect(confirmed).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Potwierdź powiadomienie' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usuń powiadomienie „Rehabilitacja w Łodzi”' }));
    const deleted = await screen.findByText(SAVED_SEARCH_TEXTS.pageDeleted);
    await waitFor(() => expect(deleted).toHaveFocus());
  });

  it('puts each outcome into a status region that was already in the page, empty, so it is announced', async () => {
    mockFetch({
      [`GET /api/v1/saved-searches/${SAVED.id}`]: () => jsonResponse({ ...SAVED, confirmed: false }),
      [`POST /api/v1/saved-searches/${SAVED.id}/confirm`]: () => jsonResponse(SAVED),
      [`DELETE /api/v1/saved-searches/${SAVED.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPublic(<SavedSearchPage />, { route: `/powiadomienie?id=${SAVED.id}&token=abc` });
    await screen.findByText(SAVED_SEARCH_TEXTS.pageConfirmIntro);
    const region = within(thePage()).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Potwierdź powiadomienie' }));
    await waitFor(() => expect(region).toHaveTextContent(SAVED_SEARCH_TEXTS.confirmed));
    await user.click(screen.getByRole('button', { name: 'Usuń powiadomienie „Rehabilitacja w Łodzi”' }));
    await waitFor(() => expect(region).toHaveTextContent(SAVED_SEARCH_TEXTS.pageDeleted));
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('says a broken link in the status region that was there, empty, while the alert loaded', async () => {
    mockFetch({
      [`GET /api/v1/saved-searches/${SAVED.id}`]: () => jsonResponse({ detail: SAVED_SEARCH_MESSAGES.notFound }, 404),
    });
    renderPublic(<SavedSearchPage />, { route: `/powiadomienie?id=${SAVED.id}&token=zly` });
    // While the alert loads the page holds the spinner's status and, empty, the one the outcome goes into.
    const region = within(thePage())
      .getAllByRole('status')
      .find((status) => status.textContent === '');
    expect(region).toBeDefined();
    await waitFor(() => expect(region).toHaveTextContent(SAVED_SEARCH_TEXTS.pageInvalid));
  });

  it('says a broken link plainly', async () => {
    mockFetch({
      [`GET /api/v1/saved-searches/${SAVED.id}`]: () => jsonResponse({ detail: SAVED_SEARCH_MESSAGES.notFound }, 404),
    });
    renderPublic(<SavedSearchPage />, { route: `/powiadomienie?id=${SAVED.id}&token=zly` });
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.pageInvalid)).toBeInTheDocument();
  });
});
