import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import UserList from '../../../src-admin/users/UserList';
import {
  expectToast,
  makeUser,
  renderAdmin,
  ROLE_ACCOUNTS,
  usersDataProvider,
  chooseRowAction,
  rowActionsButton,
} from './adminHarness';
import { chooseGround } from './moderationHarness';

// react-admin with MUI renders slowly in jsdom; typing into dialogs takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const { superadmin, admin, offeror, user } = ROLE_ACCOUNTS;
const otherAdmin = makeUser({ role: 'admin', full_name: 'Ewa Administratorka', email: 'ewa@example.pl' });

function renderUsers(actor = superadmin, rows = [superadmin, otherAdmin, offeror, user]) {
  const dataProvider = usersDataProvider(rows);
  renderAdmin(<UserList />, { actor, dataProvider, resource: 'users' });
  return dataProvider;
}

const row = async (name: string) =>
  (await screen.findByText(name, { selector: 'p' }, { timeout: 5000 })).closest('tr')!;

describe('users screen', () => {
  it('shows the six columns, the role, status and verification texts', async () => {
    renderUsers();
    const offerorRow = await row('Katarzyna Zielińska');
    for (const header of ['Użytkownik', 'Rola', 'Status', 'Organizacja', 'Zweryfikowany', 'Akcje']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(offerorRow).getByText('Oferent')).toBeInTheDocument();
    expect(within(offerorRow).getByText('Aktywny')).toBeInTheDocument();
    expect(within(offerorRow).getByText('Fundacja Sprawni Razem')).toBeInTheDocument();
    expect(within(offerorRow).getByRole('img', { name: 'Niezweryfikowany' })).toBeInTheDocument();
  });

  it('offers "Dodaj użytkownika" and editing of admin rows to a superadmin', async () => {
    renderUsers();
    expect(await screen.findByRole('button', { name: 'Dodaj użytkownika' })).toBeInTheDocument();
    await userEvent.click(await rowActionsButton('Ewa Administratorka'));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Edytuj użytkownika Ewa Administratorka' })).toBeEnabled(),
    );
  });

  it('hides "Dodaj użytkownika" from an admin and disables editing of admin rows', async () => {
    renderUsers(admin, [otherAdmin, user]);
    await userEvent.click(await rowActionsButton('Maria Kowalczyk'));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Edytuj użytkownika Maria Kowalczyk' })).toBeEnabled(),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await rowActionsButton('Ewa Administratorka'));
    expect(screen.getByRole('menuitem', { name: 'Edytuj użytkownika Ewa Administratorka' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Dodaj użytkownika' })).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing matches', async () => {
    renderUsers(superadmin, []);
    expect(await screen.findByText('Nie znaleziono użytkowników pasujących do kryteriów.')).toBeInTheDocument();
  });

  it('searches on the server as the admin types', async () => {
    const dataProvider = renderUsers();
    await row('Maria Kowalczyk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj użytkowników...' }), 'fundacja');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'users',
        expect.objectContaining({ filter: { q: 'fundacja' } }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Maria Kowalczyk')).not.toBeInTheDocument());
    expect(screen.getByText('Katarzyna Zielińska')).toBeInTheDocument();
  });

  it('answers an admin’s ban or delete with the rule’s toast', async () => {
    const dataProvider = renderUsers(admin, [user]);
    await row('Maria Kowalczyk');
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Zablokuj użytkownika Maria Kowalczyk');
    await expectToast('Brak uprawnień', 'Tylko Super Administrator może blokować/odblokowywać użytkowników.');
    expect(dataProvider.banUser).not.toHaveBeenCalled();
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Usuń użytkownika Maria Kowalczyk');
    await expectToast('Brak uprawnień', 'Tylko Super Administrator może usuwać użytkowników.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to delete or block a superadmin', async () => {
    const dataProvider = renderUsers(superadmin, [superadmin, user]);
    await row('Anna Nowak');
    await chooseRowAction(userEvent, 'Anna Nowak', 'Usuń użytkownika Anna Nowak');
    await expectToast('Operacja niedozwolona', 'Nie można usunąć konta Super Administratora.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('bans and unbans as a superadmin, with the status following banned_until', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    await row('Maria Kowalczyk');
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Zablokuj użytkownika Maria Kowalczyk');
    const dialog = screen.getByRole('dialog', { name: 'Zablokuj konto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zablokuj konto' }));
    const reason = within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ });
    expect(reason).toHaveAccessibleDescription('Podaj uzasadnienie decyzji.');
    expect(dataProvider.banUser).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Konto rozsyła spam.');
    await chooseGround(userEvent.setup(), dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zablokuj konto' }));
    expect(await screen.findByText('Użytkownik Maria Kowalczyk został zablokowany.')).toBeInTheDocument();
    expect(dataProvider.banUser).toHaveBeenCalledWith(user.id, true, {
      reason: 'Konto rozsyła spam.',
      ground: 'terms',
    });
    expect(await within(await row('Maria Kowalczyk')).findByText('Zablokowany')).toBeInTheDocument();
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Odblokuj użytkownika Maria Kowalczyk');
    expect(dataProvider.banUser).toHaveBeenLastCalledWith(user.id, false);
  });

  it('sends a password reset as a superadmin', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Wyślij reset hasła do użytkownika Maria Kowalczyk');
    expect(await screen.findByText(/Wysłano email z linkiem do ustawienia nowego hasła/)).toBeInTheDocument();
    expect(dataProvider.sendPasswordReset).toHaveBeenCalledWith(user.id);
  });

  it('refuses a password reset to an admin', async () => {
    const dataProvider = renderUsers(admin, [user]);
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Wyślij reset hasła do użytkownika Maria Kowalczyk');
    await expectToast('Brak uprawnień', 'Tylko Super Administrator może wysyłać reset hasła.');
    expect(dataProvider.sendPasswordReset).not.toHaveBeenCalled();
  });
});
