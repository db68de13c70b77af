import { CATEGORY_MESSAGES, TOAST_MESSAGES } from '../../../shared/messages';
import type { MessageTree } from '../types';

/** Mounted under `resources.<resource name>` in ../pl.ts. */
const messages: MessageTree = {
  name: 'Kategoria |||| Kategorie',
  fields: {
    name: 'Nazwa',
    slug: 'Slug',
    description: 'Opis',
    parent_id: 'Kategoria nadrzędna',
    parent: 'Kategoria nadrzędna',
    actions: 'Akcje',
  },
  filters: { search: 'Szukaj kategorii...' },
  empty: 'Nie znaleziono kategorii pasujących do kryteriów.',
  no_parent: 'Brak (kategoria główna)',
  slug_hint: 'Tworzony automatycznie z nazwy: małe litery a-z, cyfry i myślniki.',
  actions: {
    add: 'Dodaj kategorię',
    edit: 'Edytuj kategorię „%{name}”',
    delete: 'Usuń kategorię „%{name}”',
  },
  dialog: {
    create_title: 'Dodaj nową kategorię',
    edit_title: 'Edytuj kategorię',
    create_submit: 'Dodaj kategorię',
    edit_submit: 'Zapisz zmiany',
  },
  delete_confirm: {
    title: 'Potwierdź usunięcie',
    content: `Czy na pewno chcesz usunąć kategorię „%{name}”? Powiązania ofert i artykułów z tą kategorią również zostaną usunięte, a jej podkategorie staną się kategoriami głównymi. ${TOAST_MESSAGES.cannotUndo}`,
    submit: 'Usuń kategorię',
  },
  validation: CATEGORY_MESSAGES.required,
  notifications: {
    created: 'Kategoria „%{name}” została dodana.',
    updated: 'Kategoria „%{name}” została zaktualizowana.',
    deleted: 'Kategoria „%{name}” została usunięta.',
  },
};

export default messages;
