import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccessibilityRequest } from '../../../shared/accessibilityRequests';
import { AccessibilityRequestList } from '../../../src-admin/accessibilityRequests/AccessibilityRequestList';
import { renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

const REQUEST: AccessibilityRequest = {
  id: 'z1',
  page: '/kontakt',
  problem: 'Formularz nie daje się wysłać klawiaturą.',
  alternative_format: 'easy_read',
  email: 'osoba@example.pl',
  phone: '+48 600 100 200',
  status: 'new',
  created_at: '2026-03-01T10:00:00.000Z',
  due_at: '2026-03-08T10:00:00.000Z',
  overdue: true,
  status_changed_at: null,
  status_changed_by_email: null,
  answered_at: null,
};

function setup() {
  // The list opens filtered to `open: true`, which the in-memory provider matches as a field of the row.
  const dataProvider = createTestDataProvider({ accessibility_requests: [{ ...REQUEST, open: true }] });
  renderAdmin(<AccessibilityRequestList />, {
    actor: ROLE_ACCOUNTS.admin,
    dataProvider,
    resource: 'accessibility_requests',
  });
  return { dataProvider, user: userEvent.setup() };
}

const row = async () => (await screen.findByText(REQUEST.problem)).closest('tr') as HTMLElement;

describe('Zgłoszenia dostępności (admin)', { timeout: 30_000 }, () => {
  it('lists a request with its page, problem, wanted form, contact and "Po terminie" in words', async () => {
    setup();
    const first = await row();
    expect(screen.getByText(/odpowiadamy w ciągu 7 dni/)).toBeInTheDocument();
    expect(first).toHaveTextContent('/kontakt');
    expect(first).toHaveTextContent('Po terminie');
    expect(within(first).getByRole('link', { name: 'osoba@example.pl' })).toHaveAttribute(
      'href',
      'mailto:osoba@example.pl',
    );
    expect(within(first).getByRole('link', { name: 'tel. +48 600 100 200' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
  });

  it('records a new status chosen in the row and says so', async () => {
    const { dataProvider, user } = setup();
    const first = await row();
    await user.selectOptions(
      within(first).getByRole('combobox', { name: 'Status zgłoszenia ze strony: /kontakt' }),
      'Odpowiedziano',
    );
    await waitFor(() => expect(dataProvider.changeAccessibilityRequestStatus).toHaveBeenCalledWith('z1', 'answered'));
    expect(
      await screen.findByText('Zgłoszenie ze strony „/kontakt” ma teraz status: Odpowiedziano.'),
    ).toBeInTheDocument();
  });
});
