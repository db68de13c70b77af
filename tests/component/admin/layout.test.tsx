import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import { goToPublicSite } from '../../../src-admin/layout/goToPublicSite';
import { AdminLayout } from '../../../src-admin/layout/AdminLayout';
import { ScreenFrame } from '../../../src-admin/layout/ScreenFrame';
import { UNAVAILABLE } from '../../support/apiFixtures';
import { answerNextFetch, expectToast, renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';

vi.mock('../../../src-admin/layout/goToPublicSite', () => ({ goToPublicSite: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.mocked(goToPublicSite).mockClear();
});

function renderLayout(actor = ROLE_ACCOUNTS.superadmin) {
  renderAdmin(
    <AdminLayout>
      <p>Treść</p>
    </AdminLayout>,
    { actor, dataProvider: usersDataProvider([]) },
  );
}

describe('admin layout', () => {
  it('shows the six areas in the menu and a link back to the portal', async () => {
    renderLayout();
    const menu = await screen.findByRole('navigation', { name: 'Menu panelu administracyjnego' });
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Przegląd',
      'Użytkownicy',
      'Oferty',
      'Blog',
      'Kategorie',
      'Synonimy wyszukiwania',
      'Ustawienia',
      'Zgłoszenia',
      'Odwołania',
      'Raport przejrzystości',
      'Weryfikacje',
      'Zgłoszenia dostępności',
      'Poprawki danych',
    ]);
    expect(screen.getByRole('link', { name: 'Wróć do portalu' })).toHaveAttribute('href', '/');
  });

  it('shows the badge of the signed-in role', async () => {
    renderLayout(ROLE_ACCOUNTS.superadmin);
    expect(await screen.findByText('Super Administrator')).toBeInTheDocument();
  });

  it('shows "Administrator" for an admin', async () => {
    renderLayout(ROLE_ACCOUNTS.admin);
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByText('Super Administrator')).not.toBeInTheDocument();
  });

  it('logs out with the farewell toast and then opens the public home page', async () => {
    renderLayout();
    answerNextFetch(new Response(null, { status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    await expectToast('Wylogowano pomyślnie', 'Do zobaczenia wkrótce!');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(goToPublicSite).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('stays with the failure toast when the server cannot log out', async () => {
    renderLayout();
    answerNextFetch(
      new Response(JSON.stringify(UNAVAILABLE), { status: 503, headers: { 'Content-Type': 'application/json' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    await expectToast('Błąd wylogowania', 'Nie udało się wylogować. Spróbuj ponownie lub skontaktuj się z pomocą.');
    expect(goToPublicSite).not.toHaveBeenCalled();
  });

  it('gives every screen its own heading and document title, ending with the portal name from the settings', async () => {
    const screens = {
      '/': 'Przegląd',
      '/users': 'Użytkownicy',
      '/offers': 'Oferty',
      '/blog_posts': 'Blog',
      '/categories': 'Kategorie',
      '/search_synonyms': 'Synonimy wyszukiwania',
      '/reports': 'Zgłoszenia',
      '/appeals': 'Odwołania',
      '/verifications': 'Weryfikacje',
      '/settings': 'Ustawienia portalu',
      '/transparency': 'Raport przejrzystości',
    };
    const dataProvider = usersDataProvider([]);
    dataProvider.getSettings.mockResolvedValue({
      portal_name: 'Portal Dostępny',
      contact_email: 'kontakt@example.pl',
      terms_of_service: '',
      privacy_policy: '',
      accessibility_contact_name: '',
      accessibility_contact_phone: '',
      pjm_video_url: '',
      pjm_video_captions_url: '',
      pjm_video_transcript_url: '',
    });
    for (const [path, name] of Object.entries(screens)) {
      const { unmount } = renderAdmin(<ScreenFrame>{null}</ScreenFrame>, {
        actor: ROLE_ACCOUNTS.admin,
        dataProvider,
        path,
      });
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${name} – Panel administracyjny – Portal Dostępny`));
      unmount();
    }
  });
});
