import { SYNONYM_MESSAGES, TOAST_MESSAGES } from '../../../shared/messages';
import type { MessageTree } from '../types';

/** Mounted under `resources.search_synonyms` in ../pl.ts. */
const messages: MessageTree = {
  name: 'Grupa synonimów |||| Synonimy wyszukiwania',
  fields: {
    terms: 'Wyrażenia',
    terms_input: 'Wyrażenia równoważne (jedno w wierszu)',
    updated_at: 'Ostatnia zmiana',
    actions: 'Akcje',
  },
  terms_hint:
    'Co najmniej dwa różne słowa lub wyrażenia, najwyżej %{max}, każde do %{length} znaków. ' +
    'Wyszukiwarka traktuje je jako równoważne, w dowolnej odmianie.',
  filters: { search: 'Szukaj wśród synonimów...' },
  empty: 'Nie znaleziono grup synonimów pasujących do kryteriów.',
  actions: {
    add: 'Dodaj grupę synonimów',
    edit: 'Edytuj grupę „%{name}”',
    delete: 'Usuń grupę „%{name}”',
  },
  dialog: {
    create_title: 'Dodaj grupę synonimów',
    edit_title: 'Edytuj grupę synonimów',
    create_submit: 'Dodaj grupę',
    edit_submit: 'Zapisz zmiany',
  },
  delete_confirm: {
    title: 'Potwierdź usunięcie',
    content:
      'Czy na pewno chcesz usunąć grupę synonimów „%{name}”? ' +
      `Wyszukiwarka przestanie traktować te wyrażenia jako równoważne. ${TOAST_MESSAGES.cannotUndo}`,
    submit: 'Usuń grupę',
  },
  validation: { title: SYNONYM_MESSAGES.title },
  notifications: {
    created: 'Grupa synonimów „%{name}” została dodana.',
    updated: 'Grupa synonimów „%{name}” została zaktualizowana.',
    deleted: 'Grupa synonimów „%{name}” została usunięta.',
  },
};

export default messages;
