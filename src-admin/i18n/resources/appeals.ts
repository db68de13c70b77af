import { MODERATION_MESSAGES } from '../../../shared/messages';
import {
  APPEAL_OUTCOME_LABELS,
  APPEAL_STATUS_LABELS,
  GROUND_LABELS,
  MODERATION_TARGET_LABELS,
} from '../../../shared/moderation';
import type { MessageTree } from '../types';

/** Mounted under `resources.appeals` ('Odwołania', DSA art. 20). */
const messages: MessageTree = {
  name: 'Odwołanie |||| Odwołania',
  fields: {
    created_at: 'Data odwołania',
    target: 'Czego dotyczy',
    decision: 'Decyzja i jej uzasadnienie',
    explanation: 'Wyjaśnienie autora',
    appellant: 'Autor odwołania',
    status: 'Status',
    actions: 'Akcje',
  },
  targets: MODERATION_TARGET_LABELS,
  statuses: APPEAL_STATUS_LABELS,
  outcomes: APPEAL_OUTCOME_LABELS,
  grounds: GROUND_LABELS,
  filters: { all_statuses: 'Wszystkie statusy' },
  empty: 'Brak odwołań pasujących do kryteriów.',
  target_gone: '(treść usunięta)',
  decision_ground: 'Podstawa: %{ground}.',
  decision_statement: 'Uzasadnienie: %{text}',
  decision_date: 'Decyzja z dnia %{date}',
  restored: 'Przywrócono poprzedni stan.',
  not_restored: 'Stan treści nie został zmieniony (zmieniła się od czasu decyzji).',
  own_decision: 'Twoja decyzja – rozpatrzy ją inny administrator',
  actions: { decide: 'Rozpatrz odwołanie dotyczące „%{name}”' },
  decide_dialog: {
    title: 'Rozpatrz odwołanie',
    decision: 'Decyzja, od której wniesiono odwołanie',
    explanation: 'Wyjaśnienie autora',
    outcome: 'Rozstrzygnięcie',
    outcome_hint:
      'Zmiana decyzji przywraca poprzedni stan treści (albo odblokowuje konto). Autor otrzyma rozstrzygnięcie z uzasadnieniem wiadomością email.',
    submit: 'Zapisz rozstrzygnięcie',
    choice_required: 'Wybierz rozstrzygnięcie.',
    summary: {
      upheld: 'Utrzymasz decyzję: %{target}. Autor dostanie uzasadnienie.',
      reversed: 'Cofniesz decyzję: %{target} wróci do poprzedniego stanu. Autor dostanie uzasadnienie.',
    },
  },
  own_decision_detail: MODERATION_MESSAGES.appealOwnDecision,
  notifications: { decided: 'Odwołanie dotyczące „%{name}” zostało rozpatrzone.' },
};

export default messages;
