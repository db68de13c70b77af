import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOffer } from '../../../shared/types';
import { OfferList } from '../../../src-admin/offers/OfferList';
import UserList from '../../../src-admin/users/UserList';
import { framed, makeUser, renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';
import { makeAdminOffer } from '../../support/apiFixtures';

const offer = (id: string, title: string): AdminOffer => makeAdminOffer({ id, title });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('one "Działania" menu per row', { timeout: 60_000 }, () => {
  it('puts an offer’s moderation actions behind one button named for its row, operable by keyboard', async () => {
    const dataProvider = createTestDataProvider({ offers: [offer('o1', 'Wózek inwalidzki'), offer('o2', 'Kurs PJM')] });
    renderAdmin(framed(<OfferList />), {
      actor: ROLE_ACCOUNTS.admin,
      dataProvider,
      resource: 'offers',
      path: '/offers',
    });
    const user = userEvent.setup();
    const row = await rowOf('Wózek inwalidzki');
    // The row's own buttons: the featured star and the actions menu, no longer one per action.
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Wyróżnij ofertę „Wózek inwalidzki”', 'Działania: „Wózek inwalidzki”']);
    const button = within(row).getByRole('button', { name: 'Działania: „Wózek inwalidzki”' });
    expect(button).toHaveTextContent('Działania');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Działania: „Wózek inwalidzki”' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Zatwierdź ofertę „Wózek inwalidzki”',
      'Zmień status oferty „Wózek inwalidzki”',
      'Edytuj ofertę „Wózek inwalidzki”',
      'Usuń ofertę „Wózek inwalidzki”',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // An action's dialog, cancelled, gives focus back to the row's button.
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Zmień status oferty „Wózek inwalidzki”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień status oferty' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('puts a user’s actions behind one button, and an action without a dialog returns focus to it', async () => {
    const maria = makeUser({ role: 'user', full_name: 'Maria Kowalczyk' });
    const dataProvider = usersDataProvider([maria]);
    renderAdmin(framed(<UserList />), {
      actor: ROLE_ACCOUNTS.superadmin,
      dataProvider,
      resource: 'users',
      path: '/users',
    });
    const user = userEvent.setup();
    const row = await rowOf('Maria Kowalczyk');
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    const button = within(row).getByRole('button', { name: 'Działania: „Maria Kowalczyk”' });
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Działania: „Maria Kowalczyk”' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Edytuj użytkownika Maria Kowalczyk',
      'Usuń użytkownika Maria Kowalczyk',
      'Zablokuj użytkownika Maria Kowalczyk',
      'Wyślij reset hasła do użytkownika Maria Kowalczyk',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Wyślij reset hasła do użytkownika Maria Kowalczyk' }));
    expect(await screen.findByText(/Wysłano email z linkiem do ustawienia nowego hasła/)).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('is a menu, not a modal: the page stays readable, the list stays beside its button, Tab leaves it', async () => {
    const dataProvider = createTestDataProvider({ offers: [offer('o1', 'Wózek inwalidzki'), offer('o2', 'Kurs PJM')] });
    renderAdmin(framed(<OfferList />), {
      actor: ROLE_ACCOUNTS.admin,
      dataProvider,
      resource: 'offers',
      path: '/offers',
    });
    const user = userEvent.setup();
    const row = await rowOf('Wózek inwalidzki');
    const button = within(row).getByRole('button', { name: 'Działania: „Wózek inwalidzki”' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Działania: „Wózek inwalidzki”' });
    expect(document.querySelector('[aria-hidden="true"] button, [aria-hidden="true"] a[href]')).toBeNull();
    // Beside its button, so inside whatever landmark holds the list (the back office's main).
    expect(row).toContainElement(menu);
    expect(screen.getByRole('button', { name: 'Działania: „Kurs PJM”' })).toBeVisible();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
