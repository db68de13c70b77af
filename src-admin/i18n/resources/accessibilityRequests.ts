import {
  ACCESSIBILITY_ANSWER_DAYS,
  ACCESSIBILITY_REQUEST_STATUS_LABELS,
  ALTERNATIVE_FORMAT_LABELS,
} from '../../../shared/accessibilityRequests';
import type { MessageTree } from '../types';

/** Mounted under `resources.accessibility_requests` ('Zgłoszenia dostępności', docs/dostepnosc.md). */
const messages: MessageTree = {
  name: 'Zgłoszenie dostępności |||| Zgłoszenia dostępności',
  fields: {
    created_at: 'Data zgłoszenia',
    due_at: 'Termin odpowiedzi',
    page: 'Strona',
    problem: 'Problem',
    alternative_format: 'Forma informacji',
    contact: 'Kontakt',
    status: 'Status',
  },
  intro: `Na każde zgłoszenie odpowiadamy w ciągu ${ACCESSIBILITY_ANSWER_DAYS} dni od jego otrzymania. Odpowiedz osobie zgłaszającej emailem lub telefonicznie, a potem ustaw status „Odpowiedziano”.`,
  statuses: ACCESSIBILITY_REQUEST_STATUS_LABELS,
  formats: ALTERNATIVE_FORMAT_LABELS,
  filters: {
    search: 'Szukaj w stronie, problemie lub emailu',
    all_statuses: 'Wszystkie statusy',
    open: 'Tylko bez odpowiedzi',
    overdue: 'Tylko po terminie',
  },
  empty: 'Brak zgłoszeń dostępności pasujących do kryteriów.',
  overdue: 'Po terminie',
  answered_on: 'odpowiedziano %{date}',
  changed_by: 'zmienił(a): %{who}',
  status_select: 'Status zgłoszenia ze strony: %{page}',
  status_changed: 'Zgłoszenie ze strony „%{page}” ma teraz status: %{status}.',
  phone: 'tel. %{phone}',
};

export default messages;
