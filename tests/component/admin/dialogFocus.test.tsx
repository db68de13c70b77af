import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminReport } from '../../../shared/moderation';
import type { AdminOffer, Category } from '../../../shared/types';
import { CategoryList } from '../../../src-admin/categories/CategoryList';
import { OfferList } from '../../../src-admin/offers/OfferList';
import { ReportList } from '../../../src-admin/reports/ReportList';
import { framed, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';
import { makeAdminOffer, makeAdminReport } from '../../support/apiFixtures';

const CATEGORY: Category = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Wypożyczalnia sprzętu',
  slug: 'wypozyczalnia-sprzetu',
  description: null,
  parent_id: null,
  parent_category_id: null,
  parent: null,
};

const OFFER: AdminOffer = {
  ...NO_DISCOVERY,
  ...makeAdminOffer({
    status: 'active',
    category_id: CATEGORY.id,
    category: { name: CATEGORY.name },
    profile: { ...makeAdminOffer().profile, is_verified: false },
  }),
};

const REPORT: AdminReport = makeAdminReport();

function setup(list: ReactNode, resource: string) {
  const dataProvider = createTestDataProvider({ offers: [OFFER], categories: [CATEGORY], reports: [REPORT] });
  renderAdmin(framed(list), { actor: ROLE_ACCOUNTS.admin, dataProvider, resource, path: `/${resource}` });
  return userEvent.setup();
}

/**
 * Opens the dialog from `opener` (through its menu's `item` when the opener is a row's 'Działania' button), closes
 * it with `close`, and expects focus back on the opener.
 */
async function expectFocusBack(
  user: ReturnType<typeof userEvent.setup>,
  opener: HTMLElement,
  dialogName: string,
  close: 'Escape' | 'Anuluj',
  item?: string,
) {
  opener.focus();
  await user.keyboard('{Enter}');
  if (item) {
    const menuItem = await screen.findByRole('menuitem', { name: item });
    while (menuItem !== document.activeElement) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
  }
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  // An edit form waits for its full record: it is closed once it shows its form.
  await within(dialog).findByRole('button', { name: 'Anuluj' });
  if (close === 'Escape') await user.keyboard('{Escape}');
  else await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}

// MUI tables and dialogs render slowly in jsdom on a shared 2-core machine.
describe('closing a dialog returns focus to the button that opened it', { timeout: 30_000 }, () => {
  it('a confirm prompt (ConfirmDialog) and an edit form (RecordEditDialog)', async () => {
    const user = setup(<OfferList />, 'offers');
    const actions = await screen.findByRole('button', { name: 'Działania: „Wózek inwalidzki”' });
    await expectFocusBack(user, actions, 'Potwierdź usunięcie', 'Escape', 'Usuń ofertę „Wózek inwalidzki”');
    await expectFocusBack(user, actions, 'Edytuj ofertę', 'Escape', 'Edytuj ofertę „Wózek inwalidzki”');
    await expectFocusBack(user, actions, 'Edytuj ofertę', 'Anuluj', 'Edytuj ofertę „Wózek inwalidzki”');
  });

  it('a decision with its statement of reasons (DecisionDialog)', async () => {
    const user = setup(<ReportList />, 'reports');
    const decide = await screen.findByRole('button', { name: 'Rozpatrz zgłoszenie dotyczące „Wózek za przedpłatą”' });
    await expectFocusBack(user, decide, 'Rozpatrz zgłoszenie', 'Escape');
    await expectFocusBack(user, decide, 'Rozpatrz zgłoszenie', 'Anuluj');
  });

  it('a dialog form (FormDialog)', async () => {
    const user = setup(<CategoryList />, 'categories');
    const add = await screen.findByRole('button', { name: 'Dodaj kategorię' });
    await expectFocusBack(user, add, 'Dodaj nową kategorię', 'Escape');
    await expectFocusBack(user, add, 'Dodaj nową kategorię', 'Anuluj');
  });
});
