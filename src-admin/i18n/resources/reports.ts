import {
  MODERATION_TARGET_LABELS,
  REPORT_DECISION_LABELS,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
} from '../../../shared/moderation';
import type { MessageTree } from '../types';

/** Mounted under `resources.reports` ('Zgłoszenia', DSA art. 16). */
const messages: MessageTree = {
  name: 'Zgłoszenie |||| Zgłoszenia',
  fields: {
    created_at: 'Data zgłoszenia',
    target: 'Zgłoszona treść',
    reason: 'Powód',
    explanation: 'Opis naruszenia',
    notifier: 'Zgłaszający',
    status: 'Status',
    decision: 'Decyzja',
    actions: 'Akcje',
  },
  targets: MODERATION_TARGET_LABELS,
  reasons: REPORT_REASON_LABELS,
  statuses: REPORT_STATUS_LABELS,
  decisions: REPORT_DECISION_LABELS,
  filters: { all_statuses: 'Wszystkie statusy', all_reasons: 'Wszystkie powody' },
  empty: 'Brak zgłoszeń pasujących do kryteriów.',
  anonymous: 'anonimowo',
  signed_in: '(po zalogowaniu)',
  target_gone: '(treść usunięta)',
  open_target: 'Otwórz: %{name}',
  actions: { decide: 'Rozpatrz zgłoszenie dotyczące „%{name}”' },
  decide_dialog: {
    title: 'Rozpatrz zgłoszenie',
    intro: '%{target}. Powód: %{reason}.',
    explanation: 'Opis zgłaszającego: %{text}',
    decision: 'Decyzja',
    statement_hint:
      'Uzasadnienie otrzyma autor treści (przy usunięciu lub ograniczeniu) i zgłaszający, jeśli podał adres email.',
    submit: 'Zapisz decyzję',
    choice_required: 'Wybierz decyzję.',
    summary: {
      content_removed_offer: 'Usuniesz ofertę „%{name}” na podstawie: %{ground}. Autor dostanie uzasadnienie.',
      content_removed_blog_post: 'Usuniesz artykuł „%{name}” na podstawie: %{ground}. Autor dostanie uzasadnienie.',
      content_removed_profile:
        'Zablokujesz konto organizacji „%{name}” na podstawie: %{ground}. Organizacja dostanie uzasadnienie.',
      visibility_restricted_offer:
        'Ukryjesz ofertę „%{name}” przed odwiedzającymi na podstawie: %{ground}. Autor dostanie uzasadnienie.',
      visibility_restricted_blog_post:
        'Ukryjesz artykuł „%{name}” przed odwiedzającymi na podstawie: %{ground}. Autor dostanie uzasadnienie.',
      no_action: 'Zostawisz „%{name}” bez zmian. Zgłaszający dostanie uzasadnienie, jeśli podał adres email.',
    },
  },
  notifications: { decided: 'Zgłoszenie dotyczące „%{name}” zostało rozpatrzone.' },
};

export default messages;
