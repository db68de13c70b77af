import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../../../shared/moderation';
import { ReportList } from '../../../src-admin/reports/ReportList';
import { renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

function report(id: string, title: string): AdminReport {
  return {
    id,
    target_type: 'offer',
    target_id: `o-${id}`,
    target_title: title,
    target_path: `/offer/o-${id}`,
    reason: 'fraud',
    explanation: 'Oferta prosi o przedpłatę na prywatne konto.',
    name: null,
    email: null,
    signed_in: false,
    good_faith: true,
    status: 'open',
    decision: null,
    statement: null,
    decided_at: null,
    created_at: '2026-03-05T10:00:00Z',
  };
}

describe('Zgłoszenia (admin)', { timeout: 30_000 }, () => {
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
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Oferta wyłudza zaliczki.');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz decyzję' }));
    await waitFor(() => expect(screen.queryByText('Wózek za przedpłatą')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rozpatrz zgłoszenie dotyczące „Kurs PJM online”' })).toHaveFocus(),
    );
  });
});
