import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountExportFileName } from '../../../shared/accountData';
import { ACCOUNT_DATA_MESSAGES, BLOG_MESSAGES, OFFER_MESSAGES } from '../../../shared/messages';
import type { Offer, User } from '../../../shared/types';
import DashboardPage from '../../../src-public/pages/dashboard/DashboardPage';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { emptyAccountExport, makeBlogPost, makeOffer } from '../../support/apiFixtures';

const OFFER = makeOffer({
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  owner_id: 'user-1',
  title: 'Wózek aktywny',
  short_description: 'Lekki wózek na wynajem.',
  long_description: 'x'.repeat(60),
  address_country: 'Polska',
  status: 'pending_approval',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  profile: { organization_name: 'Fundacja', company_slug: 'fundacja', is_verified: false, verification: null },
});
const ARTICLE = makeBlogPost({
  status: 'published',
  created_at: '2026-02-02T10:00:00.000Z',
  updated_at: '2026-02-02T10:00:00.000Z',
  published_at: '2026-02-03T10:00:00.000Z',
  author: { full_name: 'Maria', organization_name: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDashboard(
  route: string,
  {
    user = makeUser({ role: 'offeror', organization_name: 'Fundacja' }),
    routes = {},
  }: {
    user?: User;
    routes?: Parameters<typeof mockFetch>[0];
  } = {},
) {
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: user.role }));
  const fetchMock = mockFetch({
    'GET /api/v1/users/profile': () => jsonResponse(user),
    'GET /api/v1/users/me/offers': () => jsonResponse([OFFER]),
    'GET /api/v1/users/me/blog-posts': () => jsonResponse([ARTICLE]),
    [`GET /api/v1/users/me/blog-posts/${ARTICLE.id}`]: () => jsonResponse(ARTICLE),
    'GET /api/v1/categories': () => jsonResponse([]),
    'GET /api/v1/users/me/verification-request': () =>
      jsonResponse({ is_verified: false, verified_at: null, request: null }),
    ...routes,
  });
  renderPublic(<DashboardPage />, { route });
  return fetchMock;
}

const location = () => screen.getByTestId('location').textContent;

describe('dashboard overview', () => {
  it('lists the person’s offers and articles with their statuses and has no admin link for non-admins', async () => {
    renderDashboard('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Mój panel' })).toBeInTheDocument();
    const offers = await screen.findByRole('table', { name: 'Moje oferty' });
    const offerRow = within(offers).getByRole('row', { name: /Wózek aktywny/ });
    expect(within(offerRow).getByText('Oczekuje na zatwierdzenie')).toBeInTheDocument();
    expect(within(offerRow).getByRole('link', { name: 'Edytuj ofertę „Wózek aktywny”' })).toHaveAttribute(
      'href',
      `/dashboard?view=edit-offer&id=${OFFER.id}`,
    );
    const articles = await screen.findByRole('table', { name: 'Moje artykuły' });
    expect(within(articles).getByText('Opublikowany')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj ofertę' })).toHaveAttribute('href', '/dashboard?view=add-offer');
    expect(screen.queryByRole('link', { name: 'Panel administratora' })).not.toBeInTheDocument();
  });

  it('links an admin to /admin', async () => {
    renderDashboard('/dashboard', { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('link', { name: 'Panel administratora' })).toHaveAttribute('href', '/admin');
  });

  it('deletes an offer after a confirmation that warns it cannot be undone', async () => {
    const user = userEvent.setup();
    let offers: Offer[] = [OFFER];
    const fetchMock = renderDashboard('/dashboard', {
      routes: {
        'GET /api/v1/users/me/offers': () => jsonResponse(offers),
        [`DELETE /api/offers/${OFFER.id}`]: () => {
          offers = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Usuń ofertę „Wózek aktywny”' }));
    const dialog = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(dialog).toHaveTextContent(
      'Czy na pewno chcesz usunąć ofertę „Wózek aktywny”? Tej operacji nie można cofnąć.',
    );
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń ofertę' }));

    expect(await screen.findByText('Nie masz jeszcze żadnych ofert.')).toBeInTheDocument();
    expect(screen.getByText('Oferta „Wózek aktywny” została usunięta.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/offers/${OFFER.id}`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('keeps a refused deletion’s error beside the button in the dialog, not only in a toast', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard', {
      // Deleted meanwhile in another tab: the API answers 404.
      routes: { [`DELETE /api/offers/${OFFER.id}`]: () => jsonResponse({ detail: OFFER_MESSAGES.notFound }, 404) },
    });
    await user.click(await screen.findByRole('button', { name: 'Usuń ofertę „Wózek aktywny”' }));
    const dialog = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń ofertę' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Usuń ofertę' })).toHaveAccessibleDescription(
        `Błąd usuwania: ${OFFER_MESSAGES.notFound}`,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Usuń ofertę' })).toHaveFocus();
  });
});

describe('dashboard views in the URL', () => {
  it('opens offer creation with ?view=add-offer and returns to the list', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard?view=add-offer');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Krok 1 z 7: Podstawowe informacje' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dodaj ofertę' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Dodaj ofertę/);
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    expect(location()).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Mój panel' })).toHaveFocus();
  });

  it('opens the edit form of an offer with ?view=edit-offer&id=', async () => {
    renderDashboard(`/dashboard?view=edit-offer&id=${OFFER.id}`, {
      routes: { [`GET /api/v1/offers/${OFFER.id}`]: () => jsonResponse(OFFER) },
    });
    expect(await screen.findByRole('button', { name: 'Zaktualizuj i opublikuj' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tytuł oferty' })).toHaveValue('Wózek aktywny');
  });

  it('opens the article form for an own article with ?view=edit-article&id=', async () => {
    renderDashboard(`/dashboard?view=edit-article&id=${ARTICLE.id}`);
    expect(await screen.findByRole('textbox', { name: 'Adres w sieci (slug)' })).toHaveValue('jak-wypozyczyc-wozek');
    expect(screen.getByRole('heading', { level: 1, name: 'Edytuj artykuł' })).toBeInTheDocument();
  });

  it('loads only the article being edited, not the whole list', async () => {
    const fetchMock = renderDashboard(`/dashboard?view=edit-article&id=${ARTICLE.id}`);
    await screen.findByRole('textbox', { name: 'Adres w sieci (slug)' });
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toContain(`/api/v1/users/me/blog-posts/${ARTICLE.id}`);
    expect(paths).not.toContain('/api/v1/users/me/blog-posts');
  });

  it("says in Polish that an unknown or someone else's article is not there, and goes back to the list", async () => {
    const user = userEvent.setup();
    const otherId = '99999999-9999-4999-8999-999999999999';
    renderDashboard(`/dashboard?view=edit-article&id=${otherId}`, {
      routes: {
        [`GET /api/v1/users/me/blog-posts/${otherId}`]: () => jsonResponse({ detail: BLOG_MESSAGES.notFound }, 404),
      },
    });
    expect((await screen.findByText(BLOG_MESSAGES.notFound)).closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('edits the profile (full name and organisation name)', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard('/dashboard?view=profile', {
      routes: {
        'PUT /api/v1/users/profile': (_url, init) =>
          jsonResponse({ ...makeUser({ role: 'offeror' }), ...JSON.parse(String(init?.body)) }),
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Imię i nazwisko' });
    await user.clear(name);
    await user.type(name, 'Katarzyna Zielińska');
    await user.clear(screen.getByRole('textbox', { name: 'Nazwa organizacji' }));
    await user.type(screen.getByRole('textbox', { name: 'Nazwa organizacji' }), 'Fundacja Sprawni Razem');
    await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));

    expect(await screen.findByText('Profil został zaktualizowany.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    // The organisation's other profile fields are sent too, as the loaded profile has them (empty: null).
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      full_name: 'Katarzyna Zielińska',
      organization_name: 'Fundacja Sprawni Razem',
      description: null,
      nip: null,
    });
  });
});

describe('the person’s own data', () => {
  it('saves everything held about the person as a JSON file named with the date', async () => {
    const user = userEvent.setup();
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).type}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: this.href });
    });
    renderDashboard('/dashboard', {
      routes: { 'GET /api/v1/users/me/export': () => jsonResponse(emptyAccountExport(makeUser())) },
    });
    await user.click(await screen.findByRole('button', { name: 'Pobierz moje dane' }));
    expect(await screen.findByText(`Zapisano plik ${accountExportFileName()}.`)).toBeInTheDocument();
    expect(saved).toEqual([{ name: accountExportFileName(), type: 'blob:application/json' }]);
  });

  it('offers an administrator no deletion of their own account, and says who can delete it', async () => {
    renderDashboard('/dashboard', { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('button', { name: 'Pobierz moje dane' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń konto' })).not.toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DATA_MESSAGES.adminBySuperadmin)).toBeInTheDocument();
  });

  it('deletes the account only with the password, from a dialog that starts on "Anuluj", then lands on / signed out', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard('/dashboard', {
      routes: {
        'DELETE /api/v1/users/me': (_url, init) =>
          JSON.parse(String(init?.body)).password === 'moje-haslo-123'
            ? new Response(null, { status: 204 })
            : jsonResponse({ detail: ACCOUNT_DATA_MESSAGES.wrongPassword }, 403),
      },
    });
    const opener = await screen.findByRole('button', { name: 'Usuń konto' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Usuń konto' });
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Tej operacji nie można cofnąć.');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const password = within(screen.getByRole('dialog')).getByLabelText(/^Hasło/);
    await user.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_DATA_MESSAGES.passwordRequired));
    await user.type(password, 'zle-haslo');
    await user.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_DATA_MESSAGES.wrongPassword)),
    );
    expect(password).toHaveFocus();
    expect(location()).toBe('/dashboard');

    await user.clear(password);
    await user.type(password, 'moje-haslo-123');
    await user.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByText(ACCOUNT_DATA_MESSAGES.accountDeleted.description)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    // The server ended every session already: no logout call follows the deletion.
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/auth/logout', expect.anything());
  });
});
