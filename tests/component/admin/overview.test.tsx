import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminStats, AuditEntry } from '../../../shared/types';
import Overview from '../../../src-admin/overview/Overview';
import { userTrend } from '../../../src-admin/overview/trend';
import { expectToast, renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';

vi.setConfig({ testTimeout: 20_000 });

const STATS: AdminStats = {
  totalUsers: 1310,
  totalOffers: 91,
  pendingOffers: 3,
  totalBlogPosts: 47,
  pendingBlogPosts: 0,
  pendingVerifications: 2,
  pendingAppeals: 1,
  openAccessibilityRequests: 2,
  overdueAccessibilityRequests: 1,
  staleOffers: 4,
  pendingCorrections: 2,
  newUsersThisMonth: 10,
  newUsersPreviousMonth: 8,
  failedEmails: 0,
  recentFailedEmails: [],
};

const banEntry: AuditEntry = {
  id: 7,
  actor_id: ROLE_ACCOUNTS.superadmin.id,
  actor_email: 'superadmin@example.pl',
  actor_key: '0f1e2d3c-4b5a-4697-8877-665544332211',
  action: 'user.ban',
  entity_type: 'user',
  entity_id: ROLE_ACCOUNTS.user.id,
  before: { full_name: 'Maria Kowalczyk' },
  after: { full_name: 'Maria Kowalczyk' },
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
};

function renderOverview(stats: AdminStats = STATS, entries: AuditEntry[] = [banEntry]) {
  const dataProvider = usersDataProvider([]);
  dataProvider.getStats.mockResolvedValue(stats);
  dataProvider.getAuditLog.mockResolvedValue({ data: entries, total: entries.length });
  renderAdmin(<Overview />, { actor: ROLE_ACCOUNTS.admin, dataProvider });
  return dataProvider;
}

describe('Przegląd', () => {
  it('shows the real figures and the trend computed from the two months', async () => {
    renderOverview();
    const stats = await screen.findByRole('region', { name: 'Statystyki portalu' }, { timeout: 5000 });
    const userCard = within(stats).getByText('Użytkownicy').closest('li')!;
    expect(userCard).toHaveTextContent(/1\s?310/);
    expect(userCard).toHaveTextContent('+25% w tym miesiącu');
    expect(within(stats).getByText('Oferty oczekujące').closest('li')).toHaveTextContent('3');
    const card = within(stats).getByRole('link', { name: 'Weryfikacje oczekujące' });
    expect(card.closest('li')).toHaveTextContent('2');
    expect(decodeURIComponent(card.getAttribute('href')!)).toMatch(/\/verifications\?filter=\{"status":"pending"\}$/);
    const open = within(stats).getByRole('link', { name: 'Zgłoszenia dostępności bez odpowiedzi' });
    expect(open.closest('li')).toHaveTextContent('2');
    expect(
      within(stats).getByRole('link', { name: 'Zgłoszenia dostępności po terminie' }).closest('li'),
    ).toHaveTextContent('1');
  });

  it('links only the pending counts above zero to their filtered lists', async () => {
    renderOverview();
    const actions = await screen.findByRole('region', { name: 'Szybkie akcje' }, { timeout: 5000 });
    const offers = within(actions).getByRole('link', { name: 'Oferty oczekujące na zatwierdzenie: 3' });
    expect(decodeURIComponent(offers.getAttribute('href')!)).toMatch(
      /\/offers\?filter=\{"status":"pending_approval"\}$/,
    );
    const verifications = within(actions).getByRole('link', { name: 'Organizacje oczekujące na weryfikację: 2' });
    expect(decodeURIComponent(verifications.getAttribute('href')!)).toMatch(
      /\/verifications\?filter=\{"status":"pending"\}$/,
    );
    const appeals = within(actions).getByRole('link', { name: 'Odwołania oczekujące na rozpatrzenie: 1' });
    expect(decodeURIComponent(appeals.getAttribute('href')!)).toMatch(/\/appeals\?filter=\{"status":"open"\}$/);
    const overdue = within(actions).getByRole('link', { name: 'Zgłoszenia dostępności po terminie 7 dni: 1' });
    expect(decodeURIComponent(overdue.getAttribute('href')!)).toMatch(
      /\/accessibility_requests\?filter=\{"overdue":true\}$/,
    );
    const corrections = within(actions).getByRole('link', { name: 'Poprawki danych bez reakcji organizacji: 2' });
    expect(decodeURIComponent(corrections.getAttribute('href')!)).toMatch(
      /\/offer_corrections\?filter=\{"status":"open"\}$/,
    );
    expect(within(actions).queryByRole('link', { name: /Artykuły/ })).not.toBeInTheDocument();
  });

  it('lists the e-mails that failed for good with their last error', async () => {
    renderOverview({
      ...STATS,
      failedEmails: 3,
      recentFailedEmails: [
        {
          id: 'e1',
          recipient: 'anna@example.pl',
          subject: 'Potwierdź adres email',
          attempts: 9,
          last_error: 'Error: 550 5.1.1 mailbox unavailable',
          failed_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Niewysłane wiadomości e-mail' }, { timeout: 5000 });
    expect(section).toHaveTextContent('Wiadomości, których nie udało się wysłać mimo ponowień przez ok. 4 godziny: 3');
    expect(section).toHaveTextContent('Najnowsze 1 z nich:');
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Potwierdź adres email');
    expect(item).toHaveTextContent('Do: anna@example.pl · prób: 9 · 2 godziny temu');
    expect(item).toHaveTextContent('Ostatni błąd: Error: 550 5.1.1 mailbox unavailable');
  });

  it('says so when every e-mail went out', async () => {
    renderOverview();
    const section = await screen.findByRole('region', { name: 'Niewysłane wiadomości e-mail' }, { timeout: 5000 });
    expect(section).toHaveTextContent('Brak wiadomości e-mail, których nie udało się wysłać.');
  });

  it('says there is nothing urgent when nothing waits', async () => {
    renderOverview({
      ...STATS,
      pendingOffers: 0,
      pendingVerifications: 0,
      pendingAppeals: 0,
      overdueAccessibilityRequests: 0,
      pendingCorrections: 0,
    });
    expect(await screen.findByText('Brak pilnych zadań. Dobra robota!', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('names the organisation of a verification decision and of a removed mark', async () => {
    const decision: AuditEntry = {
      ...banEntry,
      id: 8,
      action: 'verification.decide',
      entity_type: 'verification',
      before: null,
      after: { organization_name: 'Fundacja Sprawni Razem', status: 'approved' },
    };
    const reset: AuditEntry = {
      ...banEntry,
      id: 9,
      action: 'verification.reset',
      before: { organization_name: 'Fundacja Dawna Nazwa', is_verified: true },
      after: { is_verified: false },
    };
    renderOverview(STATS, [decision, reset]);
    const activity = await screen.findByRole('region', { name: 'Ostatnia aktywność' }, { timeout: 5000 });
    expect(
      within(activity).getByText('Rozpatrzenie prośby o weryfikację „Fundacja Sprawni Razem”'),
    ).toBeInTheDocument();
    expect(within(activity).getByText('Zdjęcie weryfikacji użytkownika „Fundacja Dawna Nazwa”')).toBeInTheDocument();
  });

  it('lists who did what and when from the audit log', async () => {
    renderOverview();
    const activity = await screen.findByRole('region', { name: 'Ostatnia aktywność' }, { timeout: 5000 });
    expect(within(activity).getByText('Zablokowanie użytkownika „Maria Kowalczyk”')).toBeInTheDocument();
    expect(within(activity).getByText(/superadmin@example\.pl/)).toBeInTheDocument();
    expect(within(activity).getByText('5 minut temu')).toBeInTheDocument();
  });

  it('answers the admin tools with the not-implemented toast', async () => {
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Raporty' }, { timeout: 5000 }));
    await expectToast('Funkcja niedostępna', 'Ta funkcja nie jest jeszcze zaimplementowana.');
  });
});

describe('userTrend', () => {
  it('computes the change in per cent, also downwards and from nothing', () => {
    expect(userTrend(12, 10)).toEqual({ key: 'change', args: { sign: '+', percent: 20 } });
    expect(userTrend(5, 10)).toEqual({ key: 'change', args: { sign: '', percent: -50 } });
    expect(userTrend(4, 0)).toEqual({ key: 'first', args: { count: 4 } });
    expect(userTrend(0, 0)).toEqual({ key: 'none', args: {} });
  });
});
