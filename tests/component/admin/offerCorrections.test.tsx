import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCorrection } from '../../../shared/types';
import { OfferCorrectionList } from '../../../src-admin/offerCorrections/OfferCorrectionList';
import { expectToast, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { apiFailure, createTestDataProvider } from './moderationHarness';

const DAY_MS = 86_400_000;

function correction(id: string, title: string, fields: Partial<AdminCorrection> = {}): AdminCorrection {
  return {
    id,
    offer_id: `o-${id}`,
    offer_title: title,
    offer_path: `/offer/o-${id}`,
    organization_name: 'Fundacja Sprawni Razem',
    fields: ['phone', 'hours'],
    note: 'Pod numerem z oferty nikt nie odbiera.',
    status: 'open',
    created_at: new Date(Date.now() - 20 * DAY_MS).toISOString(),
    handled_at: null,
    reporter_gave_email: true,
    ...fields,
  };
}

function setup(corrections = [correction('c1', 'Łóżko rehabilitacyjne')], path?: string) {
  const dataProvider = createTestDataProvider({ offer_corrections: corrections });
  renderAdmin(<OfferCorrectionList />, {
    actor: ROLE_ACCOUNTS.admin,
    dataProvider,
    resource: 'offer_corrections',
    path,
  });
  return { dataProvider, user: userEvent.setup() };
}

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;

describe('Poprawki danych (admin)', { timeout: 30_000 }, () => {
  it('lists an overdue correction with its offer, organisation, fields, note and how long it has waited', async () => {
    setup();
    const first = await row('Łóżko rehabilitacyjne');
    expect(within(first).getByRole('link', { name: 'Łóżko rehabilitacyjne' })).toHaveAttribute('href', '/offer/o-c1');
    expect(first).toHaveTextContent('Fundacja Sprawni Razem');
    expect(first).toHaveTextContent('Telefon, Godziny otwarcia');
    expect(first).toHaveTextContent('Pod numerem z oferty nikt nie odbiera.');
    expect(first).toHaveTextContent('czeka 20 dni');
    expect(first).toHaveTextContent('Zgłaszający podał adres email i dostanie wiadomość o wyniku.');
    expect(screen.getByText(/nie zareagowała w ciągu 14 dni/)).toBeInTheDocument();
  });

  it('marks the offer as needing confirmation after a confirmation that starts on the action', async () => {
    const { dataProvider, user } = setup();
    const first = await row('Łóżko rehabilitacyjne');
    await user.click(
      within(first).getByRole('button', { name: 'Oznacz do potwierdzenia ofertę „Łóżko rehabilitacyjne”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Oznaczyć ofertę do potwierdzenia?' });
    expect(dialog).toHaveTextContent('Oferta „Łóżko rehabilitacyjne” będzie pokazywać „Dane mogą być nieaktualne”');
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz do potwierdzenia' }));
    await waitFor(() => expect(dataProvider.requestOfferConfirmation).toHaveBeenCalledWith('c1'));
    expect(
      await screen.findByText('Oferta została oznaczona jako wymagająca potwierdzenia danych przez organizację.'),
    ).toBeInTheDocument();
  });

  it('shows a marked correction’s state instead of the button under its filter', async () => {
    setup(
      [
        correction('c2', 'Porada prawna', {
          status: 'confirmation_requested',
          handled_at: '2026-11-10T10:00:00.000Z',
          reporter_gave_email: false,
        }),
      ],
      `/offer_corrections?filter=${encodeURIComponent('{"status":"confirmation_requested"}')}`,
    );
    const second = await row('Porada prawna');
    expect(second).toHaveTextContent('Oferta oznaczona do potwierdzenia');
    expect(within(second).queryByRole('button', { name: /Oznacz do potwierdzenia/ })).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent('dostanie wiadomość');
  });

  it('keeps the row and says why when the server refuses', async () => {
    const { dataProvider, user } = setup();
    dataProvider.requestOfferConfirmation.mockRejectedValueOnce(
      apiFailure(409, 'To zgłoszenie zostało już załatwione.'),
    );
    const first = await row('Łóżko rehabilitacyjne');
    await user.click(within(first).getByRole('button', { name: /Oznacz do potwierdzenia ofertę/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oznacz do potwierdzenia' }),
    );
    await expectToast('Błąd serwera: 409', 'To zgłoszenie zostało już załatwione.');
  });
});
