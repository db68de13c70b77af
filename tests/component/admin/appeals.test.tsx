import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAppeal } from '../../../shared/moderation';
import type { TransparencyReport } from '../../../shared/transparency';
import { AppealList } from '../../../src-admin/appeals/AppealList';
import TransparencyPage from '../../../src-admin/transparency/TransparencyPage';
import { expectToast, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { apiFailure, createTestDataProvider } from './moderationHarness';
import { makeTransparencyReport } from '../../support/apiFixtures';

function appeal(id: string, title: string, fields: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id,
    status: 'open',
    outcome: null,
    statement: null,
    explanation: 'Kaucja jest opisana w ofercie, a adres jest prawdziwy.',
    appellant: 'Fundacja Sprawni Razem',
    restored_status: null,
    created_at: '2026-03-05T10:00:00Z',
    decided_at: null,
    decision_id: `d-${id}`,
    target_type: 'offer',
    target_id: `o-${id}`,
    target_title: title,
    target_path: `/offer/o-${id}`,
    decision_type: 'content_removed',
    decision_summary:
      'Usunięcie treści: status zmieniony z „Aktywna” na „Odrzucona”; treść nie jest publicznie widoczna.',
    decision_ground: 'fraud',
    decision_statement: 'Oferta prosi o przedpłatę na prywatne konto.',
    decision_created_at: '2026-03-01T10:00:00Z',
    can_decide: true,
    ...fields,
  };
}

function setup(
  appeals = [
    appeal('a1', 'Wózek za kaucją'),
    appeal('a2', 'Moja decyzja', { can_decide: false }),
    appeal('a3', 'Kurs PJM online'),
  ],
) {
  const dataProvider = createTestDataProvider({ appeals });
  renderAdmin(<AppealList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'appeals' });
  return { dataProvider, user: userEvent.setup() };
}

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('Odwołania (admin)', { timeout: 30_000 }, () => {
  it('shows the decision, its target as a link, the author’s explanation and who may decide', async () => {
    setup();
    const first = await row('Wózek za kaucją');
    expect(within(first).getByRole('link', { name: 'Wózek za kaucją' })).toHaveAttribute('href', '/offer/o-a1');
    expect(first).toHaveTextContent('Usunięcie treści: status zmieniony z „Aktywna” na „Odrzucona”');
    expect(first).toHaveTextContent('Podstawa: przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia).');
    expect(first).toHaveTextContent('Uzasadnienie: Oferta prosi o przedpłatę na prywatne konto.');
    expect(first).toHaveTextContent('Kaucja jest opisana w ofercie');
    expect(within(first).getByText('Oczekuje')).toBeInTheDocument();
    const own = await row('Moja decyzja');
    expect(own).toHaveTextContent('Twoja decyzja – rozpatrzy ją inny administrator');
    expect(within(own).queryByRole('button', { name: /Rozpatrz odwołanie/ })).not.toBeInTheDocument();
  });

  it('asks for a statement, then reverses and moves focus to the next appeal waiting for a decision', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rozpatrz odwołanie dotyczące „Wózek za kaucją”' }));
    const dialog = screen.getByRole('dialog', { name: 'Rozpatrz odwołanie' });
    expect(dialog).toHaveTextContent('Oferta prosi o przedpłatę na prywatne konto.');
    expect(dialog).toHaveTextContent('Kaucja jest opisana w ofercie');
    await user.click(within(dialog).getByRole('radio', { name: 'Decyzja zmieniona (cofnięta)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz rozstrzygnięcie' }));
    const statement = within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ });
    expect(statement).toHaveAccessibleDescription('Podaj uzasadnienie decyzji.');
    expect(statement).toHaveFocus();
    expect(dataProvider.decideAppeal).not.toHaveBeenCalled();

    await user.type(statement, 'Kaucja jest dozwolona i opisana.');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz rozstrzygnięcie' }));
    expect(dataProvider.decideAppeal).toHaveBeenCalledWith('a1', {
      outcome: 'reversed',
      statement: 'Kaucja jest dozwolona i opisana.',
    });
    expect(await screen.findByText('Odwołanie dotyczące „Wózek za kaucją” zostało rozpatrzone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the pending appeals, so the decided one leaves it; the next one to decide takes focus.
    await waitFor(() => expect(screen.queryByText('Wózek za kaucją')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rozpatrz odwołanie dotyczące „Kurs PJM online”' })).toHaveFocus(),
    );
  });

  it('shows the server’s refusal as the shared error toast', async () => {
    const { dataProvider, user } = setup();
    dataProvider.decideAppeal.mockRejectedValueOnce(
      apiFailure(403, 'Odwołanie od Twojej decyzji musi rozpatrzyć inny administrator.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Rozpatrz odwołanie dotyczące „Wózek za kaucją”' }));
    await user.click(screen.getByRole('radio', { name: 'Decyzja utrzymana' }));
    await user.type(screen.getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Decyzja była słuszna.');
    await user.click(screen.getByRole('button', { name: 'Zapisz rozstrzygnięcie' }));
    await expectToast('Błąd serwera: 403', 'Odwołanie od Twojej decyzji musi rozpatrzyć inny administrator.');
  });
});

const REPORT: TransparencyReport = makeTransparencyReport({ year: new Date().getFullYear() });

describe('Raport przejrzystości', { timeout: 30_000 }, () => {
  it('shows the year’s figures as tables with captions and headers', async () => {
    const dataProvider = createTestDataProvider({});
    dataProvider.getTransparencyReport.mockResolvedValue(REPORT);
    renderAdmin(<TransparencyPage />, { actor: ROLE_ACCOUNTS.admin, dataProvider });
    const table = await screen.findByRole('table', { name: 'Zgłoszenia naruszeń według powodu' });
    expect(within(table).getByRole('columnheader', { name: 'Powód zgłoszenia' })).toBeInTheDocument();
    expect(
      within(table).getByRole('rowheader', { name: 'Oszustwo lub próba wyłudzenia' }).closest('tr'),
    ).toHaveTextContent('2');
    const outcomes = screen.getByRole('table', { name: 'Zgłoszenia naruszeń według rozstrzygnięcia' });
    expect(
      within(outcomes).getByRole('rowheader', { name: 'Mediana czasu od zgłoszenia do decyzji' }).closest('tr'),
    ).toHaveTextContent('12,5 godz.');
    expect(screen.getByRole('table', { name: 'Blokady kont' })).toHaveTextContent('Blokady cofnięte po odwołaniu1');
    expect(dataProvider.getTransparencyReport).toHaveBeenCalledWith(REPORT.year);
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeEnabled();
  });

  it('loads another year on choice, moves focus to its report and downloads the CSV file', async () => {
    const dataProvider = createTestDataProvider({});
    dataProvider.getTransparencyReport.mockImplementation(async (year: number) => ({ ...REPORT, year }));
    dataProvider.downloadTransparencyCsv.mockResolvedValue(new Blob(['Rok,Sekcja,Pozycja,Wartość\r\n']));
    const createObjectURL = vi.fn(() => 'blob:raport');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdmin(<TransparencyPage />, { actor: ROLE_ACCOUNTS.admin, dataProvider });
    await screen.findByRole('heading', { name: `Raport przejrzystości za rok ${REPORT.year}` });

    await user.click(screen.getByRole('combobox', { name: 'Rok' }));
    await user.click(await screen.findByRole('option', { name: String(REPORT.year - 1) }));
    const heading = await screen.findByRole('heading', { name: `Raport przejrzystości za rok ${REPORT.year - 1}` });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(dataProvider.getTransparencyReport).toHaveBeenLastCalledWith(REPORT.year - 1);

    await user.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(dataProvider.downloadTransparencyCsv).toHaveBeenCalledWith(REPORT.year - 1);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});
