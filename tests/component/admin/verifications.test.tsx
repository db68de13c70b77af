import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '../../../shared/messages';
import type { AdminVerification } from '../../../shared/verification';
import { VerificationList } from '../../../src-admin/verifications/VerificationList';
import { renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

function request(id: string, name: string, fields: Partial<AdminVerification> = {}): AdminVerification {
  return {
    id,
    user_id: `u-${id}`,
    email: `${id}@fundacja.example.pl`,
    company_slug: `fundacja-${id}`,
    organization_name: name,
    nip: '5261040828',
    regon: '000331501',
    krs: '0000123456',
    status: 'pending',
    reason: null,
    decided_at: null,
    decided_by_email: null,
    created_at: '2026-03-05T10:00:00Z',
    version: `wersja-${id}`,
    same_nip_accounts: [],
    ...fields,
  };
}

function setup() {
  const dataProvider = createTestDataProvider({
    verifications: [
      request('v1', 'Fundacja Sprawni Razem'),
      request('v2', 'Stowarzyszenie Słyszymy Się', {
        krs: null,
        same_nip_accounts: [
          { id: 'u-inne', name: 'Fundacja Bliźniacza', email: 'biuro@blizniacza.example.pl' },
          { id: 'u-osoba', name: 'Jan Kowalski', email: 'jan@example.pl' },
        ],
      }),
    ],
  });
  renderAdmin(<VerificationList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'verifications' });
  return { dataProvider, user: userEvent.setup() };
}

const row = async (name: string) =>
  (await screen.findByRole('link', { name: `Profil publiczny: ${name}` })).closest('tr')!;

describe('Weryfikacje (admin)', { timeout: 30_000 }, () => {
  it("says which other accounts have the same NIP, with links to them in 'Użytkownicy'", async () => {
    setup();
    const second = await row('Stowarzyszenie Słyszymy Się');
    const note = within(second).getByRole('list', { name: 'Ten NIP ma także:' });
    const twin = within(note).getByRole('link', { name: 'Fundacja Bliźniacza (biuro@blizniacza.example.pl)' });
    expect(twin.getAttribute('href')).toContain('/users?filter=');
    expect(decodeURIComponent(twin.getAttribute('href')!)).toContain('{"id":["u-inne"]}');
    expect(within(note).getByRole('link', { name: 'Jan Kowalski (jan@example.pl)' })).toBeInTheDocument();
    const first = await row('Fundacja Sprawni Razem');
    expect(within(first).queryByText('Ten NIP ma także:')).not.toBeInTheDocument();
  });

  it('shows the numbers with a link to each public register that can check them', async () => {
    setup();
    const first = await row('Fundacja Sprawni Razem');
    expect(first).toHaveTextContent('NIP 5261040828');
    expect(first).toHaveTextContent('KRS 0000123456');
    expect(within(first).getByRole('link', { name: /KRS 0000123456 – Wyszukiwarka KRS/ })).toHaveAttribute(
      'href',
      'https://wyszukiwarka-krs.ms.gov.pl/',
    );
    expect(within(first).getByRole('link', { name: /REGON 000331501 – Baza REGON/ })).toHaveAttribute(
      'href',
      'https://wyszukiwarkaregon.stat.gov.pl/',
    );
    expect(within(first).getByRole('link', { name: /NIP 5261040828 – Wykaz podatników VAT/ })).toHaveAttribute(
      'href',
      'https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka',
    );
    const second = await row('Stowarzyszenie Słyszymy Się');
    expect(within(second).queryByRole('link', { name: /Wyszukiwarka KRS/ })).not.toBeInTheDocument();
  });

  it('needs a reason to reject, then rejects and moves focus to the next waiting request', async () => {
    const { dataProvider, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rozpatrz prośbę o weryfikację: Fundacja Sprawni Razem' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rozpatrz prośbę o weryfikację' });
    await user.click(within(dialog).getByRole('radio', { name: 'Odrzuć – podaj powód' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    const reason = within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ });
    expect(reason).toHaveAccessibleDescription(VERIFICATION_MESSAGES.rejectionReason);
    expect(reason).toHaveFocus();
    expect(dataProvider.decideVerification).not.toHaveBeenCalled();

    await user.type(reason, 'KRS należy do innej fundacji.');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideVerification).toHaveBeenCalledWith('v1', {
      decision: 'rejected',
      reason: 'KRS należy do innej fundacji.',
      version: 'wersja-v1',
    });
    expect(
      await screen.findByText('Prośba organizacji „Fundacja Sprawni Razem” została odrzucona.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Rozpatrz prośbę o weryfikację: Stowarzyszenie Słyszymy Się' }),
      ).toHaveFocus(),
    );
  });

  it('sends the version it shows; when the data changed meanwhile, says so and shows the new data in the dialog', async () => {
    const { dataProvider, user } = setup();
    // The organisation renamed itself after the list was loaded: the server answers 409 and has the new data.
    dataProvider.decideVerification.mockImplementationOnce(async () => {
      await dataProvider.update('verifications', {
        id: 'v1',
        data: { organization_name: 'Fundacja Podmieniona', krs: '0000999999', version: 'wersja-v1-nowa' },
        previousData: {},
      });
      throw Object.assign(new Error(VERIFICATION_MESSAGES.changed), {
        status: 409,
        body: { detail: VERIFICATION_MESSAGES.changed },
      });
    });
    await user.click(
      await screen.findByRole('button', { name: 'Rozpatrz prośbę o weryfikację: Fundacja Sprawni Razem' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rozpatrz prośbę o weryfikację' });
    await user.click(within(dialog).getByRole('radio', { name: /^Zatwierdź/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideVerification).toHaveBeenLastCalledWith('v1', {
      decision: 'approved',
      reason: undefined,
      version: 'wersja-v1',
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.changed)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(/Organizacja „Fundacja Podmieniona”/)).toBeInTheDocument());
    expect(within(dialog).getAllByText(/KRS 0000999999/).length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideVerification).toHaveBeenLastCalledWith('v1', {
      decision: 'approved',
      reason: undefined,
      version: 'wersja-v1-nowa',
    });
  });
});
