import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../../../shared/moderation';
import { ReportList } from '../../../src-admin/reports/ReportList';
import { renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { chooseGround, createTestDataProvider } from './moderationHarness';
import { makeAdminReport } from '../../support/apiFixtures';

const report = (id: string, title: string): AdminReport => makeAdminReport({ id, target_title: title });

async function openDecision(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Rozpatrz zgłoszenie dotyczące „${title}”` }));
  return screen.getByRole('dialog', { name: 'Rozpatrz zgłoszenie' });
}

describe('Zgłoszenia (admin)', { timeout: 60_000 }, () => {
  it('after a decision moves focus to the next notice waiting for one, not to the page body', async () => {
    const dataProvider = createTestDataProvider({
      reports: [report('r1', 'Wózek za przedpłatą'), report('r2', 'Kurs PJM online')],
    });
    renderAdmin(<ReportList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'reports' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Rozpatrz zgłoszenie dotyczące „Wózek za przedpłatą”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rozpatrz zgłoszenie' });
    await user.click(within(dialog).getByRole('radio', { name: 'Treść usunięta' }));
    await chooseGround(user, dialog, 'przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia)');
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Oferta wyłudza zaliczki.');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    await waitFor(() => expect(screen.queryByText('Wózek za przedpłatą')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rozpatrz zgłoszenie dotyczące „Kurs PJM online”' })).toHaveFocus(),
    );
  });

  it('chooses nothing in advance and refuses to save until the admin chooses a decision and a ground', async () => {
    const dataProvider = createTestDataProvider({ reports: [report('r1', 'Wózek za przedpłatą')] });
    renderAdmin(<ReportList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'reports' });
    const user = userEvent.setup();
    const dialog = await openDecision(user, 'Wózek za przedpłatą');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideReport).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radiogroup', { name: /Decyzja/ })).toHaveAccessibleDescription('Wybierz decyzję.');
    expect(within(dialog).getByRole('radio', { name: 'Treść usunięta' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Wybierz decyzję.' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Widoczność ograniczona' }));
    // The notice said 'fraud': the ground stays empty until the admin picks one.
    const ground = within(dialog).getByRole('combobox', { name: /Podstawa decyzji/ });
    expect(ground).not.toHaveTextContent(/oszustwo/);
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Adres jest nieaktualny.');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideReport).not.toHaveBeenCalled();
    expect(ground).toHaveFocus();
    expect(ground).toHaveAccessibleDescription('Wybierz podstawę decyzji.');

    await chooseGround(user, dialog, 'regulamin portalu (nieprawdziwe lub wprowadzające w błąd informacje)');
    const summary =
      'Ukryjesz ofertę „Wózek za przedpłatą” przed odwiedzającymi na podstawie: regulamin portalu ' +
      '(nieprawdziwe lub wprowadzające w błąd informacje). Autor dostanie uzasadnienie.';
    expect(within(dialog).getByText(summary)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Zapisz decyzję' });
    expect(save).toHaveAccessibleDescription(summary);
    await user.click(save);
    await waitFor(() =>
      expect(dataProvider.decideReport).toHaveBeenCalledWith('r1', {
        decision: 'visibility_restricted',
        statement: 'Adres jest nieaktualny.',
        ground: 'misleading',
      }),
    );
  });
});
