import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES } from '../../../shared/messages';
import type { OfferCorrection, User } from '../../../shared/types';
import DashboardPage from '../../../src-public/pages/dashboard/DashboardPage';
import { makeOffer } from '../../support/apiFixtures';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

const OFFER = makeOffer({
  id: 'b1c2d3e4-0000-4000-8000-000000000011',
  owner_id: 'user-1',
  title: 'Łóżko rehabilitacyjne',
  confirmed_at: '2025-01-10T10:00:00.000Z',
  data_may_be_outdated: true,
});

const OPEN: OfferCorrection = {
  id: 'c0000000-0000-4000-8000-000000000001',
  offer_id: OFFER.id,
  offer_title: OFFER.title,
  fields: ['phone', 'hours'],
  note: 'Numer telefonu nie odpowiada, a w soboty jest zamknięte.',
  status: 'open',
  created_at: '2026-11-20T09:00:00.000Z',
  handled_at: null,
};
const RESOLVED: OfferCorrection = {
  ...OPEN,
  id: 'c0000000-0000-4000-8000-000000000002',
  fields: ['price'],
  note: 'Cena wypożyczenia wzrosła od października.',
  status: 'resolved',
  created_at: '2026-10-02T09:00:00.000Z',
  handled_at: '2026-10-03T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDashboard(routes: Parameters<typeof mockFetch>[0] = {}, user: User = makeUser({ role: 'ngo' })) {
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: user.role }));
  const fetchMock = mockFetch({
    'GET /api/v1/users/profile': () => jsonResponse(user),
    'GET /api/v1/users/me/offers': () => jsonResponse([OFFER]),
    'GET /api/v1/users/me/blog-posts': () => jsonResponse([]),
    'GET /api/v1/users/me/decisions': () => jsonResponse([]),
    'GET /api/v1/users/me/verification-request': () =>
      jsonResponse({ is_verified: false, verified_at: null, request: null }),
    'GET /api/v1/users/me/offer-corrections': () => jsonResponse([OPEN, RESOLVED]),
    ...routes,
  });
  renderPublic(<DashboardPage />, { route: '/dashboard' });
  return fetchMock;
}

async function offerRow() {
  const table = await screen.findByRole('table', { name: 'Moje oferty' });
  return within(table).getByRole('row', { name: /Łóżko rehabilitacyjne/ });
}

describe("the dashboard's 'Dane są aktualne'", () => {
  it('confirms in one click, keeps focus on the button, shows the new date and announces it', async () => {
    const fetchMock = renderDashboard({
      [`POST /api/v1/offers/${OFFER.id}/confirm`]: () =>
        jsonResponse({ ...OFFER, confirmed_at: '2026-11-27T08:00:00.000Z', data_may_be_outdated: false }),
    });
    const row = await offerRow();
    expect(within(row).getByText(/Dane mogą być nieaktualne/)).toBeInTheDocument();
    expect(within(row).getByText('10 stycznia 2025')).toBeInTheDocument();

    const button = within(row).getByRole('button', { name: 'Dane są aktualne – oferta „Łóżko rehabilitacyjne”' });
    await userEvent.click(button);

    expect(await within(row).findByText('27 listopada 2026')).toBeInTheDocument();
    expect(within(row).queryByText(/Dane mogą być nieaktualne/)).not.toBeInTheDocument();
    const status = within(row).getByRole('status');
    expect(status).toHaveTextContent('Dziękujemy. Dane oferty zostały potwierdzone jako aktualne.');
    expect(button).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/v1/offers/${OFFER.id}/confirm`),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says beside the button why a confirmation failed and keeps the old date', async () => {
    renderDashboard({
      [`POST /api/v1/offers/${OFFER.id}/confirm`]: () => jsonResponse({ detail: OFFER_MESSAGES.notOwner }, 403),
    });
    const row = await offerRow();
    const button = within(row).getByRole('button', { name: /Dane są aktualne/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleDescription(/Nie udało się potwierdzić danych oferty/));
    expect(within(row).getByText('10 stycznia 2025')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe("the dashboard's 'Zgłoszone nieaktualne dane'", () => {
  it('lists the corrections with their fields, note, date and state, and a link to the offer’s form', async () => {
    renderDashboard();
    const section = await screen.findByRole('region', { name: /Zgłoszone nieaktualne dane/ });
    await within(section).findByText(OPEN.note);
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('(do załatwienia: 1)');
    const [first, second] = within(section).getAllByRole('article', { name: 'Łóżko rehabilitacyjne' });
    expect(within(first).getByText('Telefon, Godziny otwarcia')).toBeInTheDocument();
    expect(within(first).getByText(OPEN.note)).toBeInTheDocument();
    expect(within(first).getByText('20 listopada 2026')).toBeInTheDocument();
    expect(within(first).getByText('Czeka na organizację')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Popraw ofertę „Łóżko rehabilitacyjne”' })).toHaveAttribute(
      'href',
      `/dashboard?view=edit-offer&id=${OFFER.id}`,
    );
    expect(within(second).getByText('Załatwione')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Oznacz jako załatwione/ })).not.toBeInTheDocument();
  });

  it('marks a correction as handled, moves focus to its new state and announces it', async () => {
    renderDashboard({
      [`POST /api/v1/users/me/offer-corrections/${OPEN.id}/resolve`]: () =>
        jsonResponse({ ...OPEN, status: 'resolved', handled_at: '2026-11-27T08:00:00.000Z' }),
    });
    const section = await screen.findByRole('region', { name: /Zgłoszone nieaktualne dane/ });
    await userEvent.click(
      await within(section).findByRole('button', {
        name: 'Oznacz jako załatwione: zgłoszenie oferty „Łóżko rehabilitacyjne”',
      }),
    );
    const [first] = within(section).getAllByRole('article');
    await waitFor(() => expect(within(first).getByText('Załatwione')).toHaveFocus());
    expect(within(first).queryByRole('button', { name: /Oznacz jako załatwione/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Zgłoszenie oznaczone jako załatwione.');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('(do załatwienia: 0)');
  });

  it('says when nobody reported anything', async () => {
    renderDashboard({ 'GET /api/v1/users/me/offer-corrections': () => jsonResponse([]) });
    expect(await screen.findByText('Nikt nie zgłosił nieaktualnych danych Twoich ofert.')).toBeInTheDocument();
  });
});
