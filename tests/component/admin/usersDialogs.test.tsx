import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/types';
import UserList from '../../../src-admin/users/UserList';
import {
  chooseRowAction,
  expectToast,
  framed,
  makeUser,
  renderAdmin,
  ROLE_ACCOUNTS,
  rowActionsButton,
  usersDataProvider,
} from './adminHarness';

// react-admin with MUI renders slowly in jsdom; typing into dialogs takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const { superadmin, admin, user } = ROLE_ACCOUNTS;
const otherAdmin = makeUser({ role: 'admin', full_name: 'Ewa Administratorka', email: 'ewa@example.pl' });

function renderUsers(actor: User, rows: User[]) {
  const dataProvider = usersDataProvider(rows);
  renderAdmin(framed(<UserList />), { actor, dataProvider, resource: 'users', path: '/users' });
  return dataProvider;
}

const findRow = async (name: string) =>
  (await screen.findByText(name, { selector: 'p' }, { timeout: 5000 })).closest('tr')!;
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Dodaj użytkownika' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Dodaj nowego użytkownika' });
}

async function openEdit(name: string) {
  await findRow(name);
  await userEvent.click(await rowActionsButton(name));
  const item = await screen.findByRole('menuitem', { name: `Edytuj użytkownika ${name}` });
  // Enabled once the session's role is known.
  await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(item);
  return screen.findByRole('dialog', { name: 'Edytuj użytkownika' });
}

describe('"Dodaj nowego użytkownika"', () => {
  it('offers the four roles a superadmin may create, with its buttons', async () => {
    renderUsers(superadmin, [user]);
    const dialog = await openCreate();
    expect(optionTexts(within(dialog).getByLabelText('Rola'))).toEqual([
      'Użytkownik',
      'Oferent',
      'Organizacja NGO',
      'Administrator',
    ]);
    expect(within(dialog).getByLabelText(/Imię i nazwisko lub nazwa organizacji/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' })).toBeInTheDocument();
  });

  it('refuses a form without e-mail, password or name with the validation toast', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'nowy@example.pl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' }));
    await expectToast('Błąd', 'Email, hasło i imię/nazwa są wymagane.');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('marks a too short password with the shared message', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText(/Imię i nazwisko/), 'Jan Nowy');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'jan@example.pl');
    await userEvent.type(within(dialog).getByLabelText(/Hasło/), 'krótkie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' }));
    expect(await within(dialog).findByText('Hasło musi mieć co najmniej 8 znaków.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates the account, closes, reloads the list and starts the next one empty with role user', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    let dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText(/Imię i nazwisko/), 'Fundacja Nowa');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'fundacja@example.pl');
    await userEvent.type(within(dialog).getByLabelText(/Hasło/), 'Bezpieczne-Haslo-7');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rola'), 'offeror');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' }));

    expect(await screen.findByText('Użytkownik Fundacja Nowa został utworzony.')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('users', {
      data: {
        email: 'fundacja@example.pl',
        password: 'Bezpieczne-Haslo-7',
        full_name: 'Fundacja Nowa',
        role: 'offeror',
        organization_name: 'Fundacja Nowa',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findRow('Fundacja Nowa')).toBeInTheDocument();

    dialog = await openCreate();
    expect(within(dialog).getByLabelText(/Imię i nazwisko/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Hasło/)).toHaveValue('');
    expect(within(dialog).getByLabelText('Rola')).toHaveValue('user');
  });

  it('shows a refusal of the server through the shared error toast', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    dataProvider.create.mockRejectedValueOnce(
      new HttpError('Konto z tym adresem email już istnieje.', 409, {
        detail: 'Konto z tym adresem email już istnieje.',
      }),
    );
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText(/Imię i nazwisko/), 'Maria Druga');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'maria@example.pl');
    await userEvent.type(within(dialog).getByLabelText(/Hasło/), 'Bezpieczne-Haslo-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' }));
    await expectToast('Błąd serwera: 409', 'Konto z tym adresem email już istnieje.');
    expect(screen.getByRole('dialog', { name: 'Dodaj nowego użytkownika' })).toBeInTheDocument();
  });

  it('marks the field the server refuses and moves focus to it', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    const taken = 'Konto z tym adresem email już istnieje.';
    dataProvider.create.mockRejectedValueOnce(
      new HttpError(taken, 422, { detail: taken, errors: [{ field: 'email', message: taken }] }),
    );
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText(/Imię i nazwisko/), 'Maria Druga');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'maria@example.pl');
    await userEvent.type(within(dialog).getByLabelText(/Hasło/), 'Bezpieczne-Haslo-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz użytkownika' }));
    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(taken);
  });
});

describe('"Edytuj użytkownika"', () => {
  it('locks the role of a superadmin, even for a superadmin', async () => {
    renderUsers(superadmin, [superadmin, user]);
    const dialog = await openEdit('Anna Nowak');
    await waitFor(() => expect(within(dialog).getByLabelText('Rola')).toBeDisabled());
    expect(optionTexts(within(dialog).getByLabelText('Rola'))).toEqual(['Super Administrator']);
  });

  it('lets a superadmin give an admin any of the five roles', async () => {
    renderUsers(superadmin, [otherAdmin]);
    const dialog = await openEdit('Ewa Administratorka');
    await waitFor(() => expect(within(dialog).getByLabelText('Rola')).toBeEnabled());
    expect(optionTexts(within(dialog).getByLabelText('Rola'))).toEqual([
      'Użytkownik',
      'Oferent',
      'Organizacja NGO',
      'Administrator',
      'Super Administrator',
    ]);
  });

  it('lets an admin choose only user, offeror and ngo and saves the edit', async () => {
    const dataProvider = renderUsers(admin, [user]);
    const dialog = await openEdit('Maria Kowalczyk');
    const role = within(dialog).getByLabelText('Rola');
    await waitFor(() => expect(role).toBeEnabled());
    expect(optionTexts(role)).toEqual(['Użytkownik', 'Oferent', 'Organizacja NGO']);
    await userEvent.type(within(dialog).getByLabelText('Nazwa organizacji'), 'Fundacja Marii');
    await userEvent.selectOptions(role, 'ngo');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Konto zweryfikowane' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));

    expect(await screen.findByText('Dane użytkownika Maria Kowalczyk zostały zaktualizowane.')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith('users', {
      id: user.id,
      data: { role: 'ngo', full_name: 'Maria Kowalczyk', organization_name: 'Fundacja Marii', is_verified: true },
      previousData: user,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await findRow('Maria Kowalczyk')).getByText('Organizacja NGO')).toBeInTheDocument();
  });

  it('shows the server’s refusal as "Błąd serwera: 403" with its detail', async () => {
    const dataProvider = renderUsers(admin, [user]);
    dataProvider.update.mockRejectedValueOnce(
      new HttpError('Nie możesz nadać roli administratora.', 403, { detail: 'Nie możesz nadać roli administratora.' }),
    );
    const dialog = await openEdit('Maria Kowalczyk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await expectToast('Błąd serwera: 403', 'Nie możesz nadać roli administratora.');
  });

  it('returns focus to the row’s actions button when cancelled', async () => {
    renderUsers(superadmin, [user]);
    const dialog = await openEdit('Maria Kowalczyk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Działania: „Maria Kowalczyk”' })).toHaveFocus());
  });
});

describe('"Potwierdź usunięcie"', () => {
  it('asks with the name, deletes, tells and reloads', async () => {
    const dataProvider = renderUsers(superadmin, [user]);
    await findRow('Maria Kowalczyk');
    await chooseRowAction(userEvent, 'Maria Kowalczyk', 'Usuń użytkownika Maria Kowalczyk');
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(dialog).toHaveTextContent(
      'Czy na pewno chcesz usunąć użytkownika Maria Kowalczyk? Tej operacji nie można cofnąć.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń użytkownika' }));
    expect(await screen.findByText('Użytkownik Maria Kowalczyk został usunięty.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('users', { id: user.id, previousData: user });
    expect(await screen.findByText('Nie znaleziono użytkowników pasujących do kryteriów.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toHaveFocus());
  });
});
