import { USER_ADMIN_MESSAGES } from '../../shared/messages';
import type { MessageTree } from './types';

/** Mounted under `resources.users`. */
const users: MessageTree = {
  name: 'Użytkownik |||| Użytkownicy',
  fields: {
    user: 'Użytkownik',
    role: 'Rola',
    status: 'Status',
    organization_name: 'Organizacja',
    is_verified: 'Zweryfikowany',
    actions: 'Akcje',
    email: 'Email',
    password: 'Hasło',
    full_name: 'Imię i nazwisko',
    full_name_or_organisation: 'Imię i nazwisko lub nazwa organizacji',
    organisation_name: 'Nazwa organizacji',
    verified_checkbox: 'Konto zweryfikowane',
  },
  search: 'Szukaj użytkowników...',
  empty: 'Nie znaleziono użytkowników pasujących do kryteriów.',
  status: { active: 'Aktywny', banned: 'Zablokowany' },
  verified: { yes: 'Zweryfikowany', no: 'Niezweryfikowany' },
  actions: {
    add: 'Dodaj użytkownika',
    edit: 'Edytuj użytkownika %{name}',
    delete: 'Usuń użytkownika %{name}',
    ban: 'Zablokuj użytkownika %{name}',
    unban: 'Odblokuj użytkownika %{name}',
    reset_password: 'Wyślij reset hasła do użytkownika %{name}',
  },
  create: { title: 'Dodaj nowego użytkownika', submit: 'Utwórz użytkownika' },
  edit: { title: 'Edytuj użytkownika', submit: 'Zapisz zmiany' },
  delete: {
    title: 'Potwierdź usunięcie',
    content: 'Czy na pewno chcesz usunąć użytkownika %{name}? Tej operacji nie można cofnąć.',
    submit: 'Usuń użytkownika',
  },
  required: USER_ADMIN_MESSAGES.createRequired.description,
  notifications: {
    success: 'Sukces!',
    created: 'Użytkownik %{name} został utworzony.',
    updated: 'Dane użytkownika %{name} zostały zaktualizowane.',
    deleted: 'Użytkownik %{name} został usunięty.',
    banned: 'Użytkownik %{name} został zablokowany.',
    unbanned: 'Użytkownik %{name} został odblokowany.',
    reset_sent: 'Wysłano email z linkiem do ustawienia nowego hasła do użytkownika %{name}.',
  },
};

export default users;
