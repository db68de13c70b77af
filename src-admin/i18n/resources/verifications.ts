import { VERIFICATION_MESSAGES } from '../../../shared/messages';
import { VERIFICATION_STATUS_LABELS } from '../../../shared/verification';
import type { MessageTree } from '../types';

/** Mounted under `resources.verifications` ('Weryfikacje', docs/moderacja-i-prawo.md#weryfikacja-organizacji). */
const messages: MessageTree = {
  name: 'Weryfikacja |||| Weryfikacje',
  fields: {
    created_at: 'Data prośby',
    organization_name: 'Organizacja',
    numbers: 'Numery',
    registers: 'Rejestry publiczne',
    status: 'Status',
    actions: 'Akcje',
  },
  statuses: VERIFICATION_STATUS_LABELS,
  filters: { all_statuses: 'Wszystkie statusy', search: 'Szukaj organizacji, emaila lub numeru' },
  empty: 'Brak próśb o weryfikację pasujących do kryteriów.',
  no_numbers: 'brak numerów',
  same_nip: 'Ten NIP ma także:',
  decided_by: '%{status} (%{who})',
  open_profile: 'Profil publiczny: %{name}',
  check_in: 'Sprawdź %{number} – %{register} (nowa karta)',
  actions: { decide: 'Rozpatrz prośbę o weryfikację: %{name}' },
  decide_dialog: {
    title: 'Rozpatrz prośbę o weryfikację',
    intro: 'Organizacja „%{name}” (%{email}). Sprawdź jej numery w rejestrach publicznych, zanim zdecydujesz.',
    decision: 'Decyzja',
    approved: 'Zatwierdź – organizacja dostanie znak „Organizacja zweryfikowana”',
    rejected: 'Odrzuć – podaj powód',
    reason: 'Powód odrzucenia',
    reason_hint: 'Organizacja otrzyma go emailem i zobaczy w swoim panelu.',
    submit: 'Zapisz decyzję',
    choice_required: 'Wybierz decyzję.',
    summary: {
      approved: 'Zweryfikujesz organizację „%{name}”. Dostanie znak „Organizacja zweryfikowana”.',
      rejected: 'Odrzucisz prośbę organizacji „%{name}”. Organizacja dostanie powód emailem.',
    },
  },
  reason_required: VERIFICATION_MESSAGES.rejectionReason,
  notifications: {
    approved: 'Organizacja „%{name}” została zweryfikowana.',
    rejected: 'Prośba organizacji „%{name}” została odrzucona.',
  },
};

export default messages;
