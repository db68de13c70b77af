import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../../../shared/moderation';
import type { AdminOffer } from '../../../shared/types';
import { OfferList } from '../../../src-admin/offers/OfferList';
import { ReportList } from '../../../src-admin/reports/ReportList';
import { renderAdmin, ROLE_ACCOUNTS, chooseRowAction } from './adminHarness';
import { chooseGround, createTestDataProvider } from './moderationHarness';
import { makeAdminOffer, makeAdminReport } from '../../support/apiFixtures';

const QUESTION = /^Przywrócić niezapisaną wersję z \d{2}:\d{2}\?$/;

const report = (id: string, title: string): AdminReport => makeAdminReport({ id, target_title: title });

const OFFER: AdminOffer = makeAdminOffer({ status: 'active' });

const keptDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('draft:'));

function showReports(reports: AdminReport[], actor = ROLE_ACCOUNTS.admin) {
  const dataProvider = createTestDataProvider({ reports });
  const view = renderAdmin(<ReportList />, { actor, dataProvider, resource: 'reports' });
  return { dataProvider, view };
}

async function openDecision(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('button', { name: `Rozpatrz zgłoszenie dotyczące „${title}”` }));
  return screen.getByRole('dialog', { name: 'Rozpatrz zgłoszenie' });
}

describe('Wersje robocze decyzji (admin)', { timeout: 60_000 }, () => {
  it('keeps a half-written statement when the session ends and offers it back after signing in again', async () => {
    const reports = [report('r1', 'Wózek za przedpłatą'), report('r2', 'Kurs PJM online')];
    const user = userEvent.setup();
    const first = showReports(reports);
    let dialog = await openDecision(user, 'Wózek za przedpłatą');
    await user.click(within(dialog).getByRole('radio', { name: 'Treść usunięta' }));
    await chooseGround(user, dialog, 'przepisy prawa i regulamin portalu (oszustwo lub próba wyłudzenia)');
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Oferta wyłudza zaliczki');
    // The session ends: the back office goes to the login page with the dialog still open.
    first.view.unmount();

    const { dataProvider } = showReports(reports);
    // Another notice's dialog has nothing to offer.
    dialog = await openDecision(user, 'Kurs PJM online');
    expect(within(dialog).queryByText(QUESTION)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    dialog = await openDecision(user, 'Wózek za przedpłatą');
    const question = within(dialog).getByRole('group', { name: QUESTION });
    expect(question).toHaveTextContent('Ten formularz nie został zapisany przed wylogowaniem albo zamknięciem strony.');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Przywróć' })).toHaveFocus());
    await user.click(within(question).getByRole('button', { name: 'Przywróć' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent('Przywrócono niezapisaną wersję.');
    expect(within(dialog).getByRole('status')).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Treść usunięta' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ })).toHaveValue(
      'Oferta wyłudza zaliczki',
    );
    expect(within(dialog).getByRole('combobox', { name: /Podstawa decyzji/ })).toHaveTextContent(/oszustwo/);

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    expect(dataProvider.decideReport).toHaveBeenCalledWith('r1', {
      decision: 'content_removed',
      statement: 'Oferta wyłudza zaliczki',
      ground: 'fraud',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saved: nothing is kept or offered any more.
    expect(keptDrafts()).toEqual([]);
  });

  it('keeps drafts per account, and a discarded draft is not offered again', async () => {
    const reports = [report('r1', 'Wózek za przedpłatą')];
    const user = userEvent.setup();
    const first = showReports(reports);
    let dialog = await openDecision(user, 'Wózek za przedpłatą');
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Zaczęte uzasadnienie');
    first.view.unmount();

    const other = showReports(reports, ROLE_ACCOUNTS.superadmin);
    dialog = await openDecision(user, 'Wózek za przedpłatą');
    expect(within(dialog).queryByText(QUESTION)).not.toBeInTheDocument();
    other.view.unmount();

    const again = showReports(reports);
    dialog = await openDecision(user, 'Wózek za przedpłatą');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Odrzucono niezapisaną wersję.');
    expect(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ })).toHaveValue('');
    again.view.unmount();

    showReports(reports);
    dialog = await openDecision(user, 'Wózek za przedpłatą');
    expect(within(dialog).queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('keeps the new status and statement of an offer’s status change', async () => {
    const offers = [OFFER];
    const user = userEvent.setup();
    const show = () =>
      renderAdmin(<OfferList />, {
        actor: ROLE_ACCOUNTS.admin,
        dataProvider: createTestDataProvider({ offers }),
        resource: 'offers',
      });
    const first = show();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zmień status oferty „Wózek inwalidzki”');
    let dialog = screen.getByRole('dialog', { name: 'Zmień status oferty' });
    await user.click(within(dialog).getByRole('radio', { name: 'Odrzucona' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Opis wprowadza w błąd');
    first.unmount();

    show();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zmień status oferty „Wózek inwalidzki”');
    dialog = screen.getByRole('dialog', { name: 'Zmień status oferty' });
    await user.click(within(dialog).getByRole('button', { name: 'Przywróć' }));
    expect(within(dialog).getByRole('radio', { name: 'Odrzucona' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ })).toHaveValue('Opis wprowadza w błąd');
  });
});
