import {
  CORRECTION_ESCALATION_DAYS,
  CORRECTION_STATUS_LABELS,
  FRESHNESS_MESSAGES,
  FRESHNESS_TEXTS,
} from '../../../shared/freshness';
import type { MessageTree } from '../types';

/** Mounted under `resources.offer_corrections` ('Poprawki danych', docs/zasady-produktu.md#aktualność-danych). */
const messages: MessageTree = {
  name: 'Poprawka danych |||| Poprawki danych',
  fields: {
    created_at: 'Zgłoszono',
    offer_title: 'Oferta',
    note: 'Nieaktualne dane i opis',
    status: 'Stan',
  },
  intro: `Zgłoszenia nieaktualnych danych, na które organizacja nie zareagowała w ciągu ${CORRECTION_ESCALATION_DAYS} dni. Sprawdź ofertę i w razie potrzeby oznacz ją do potwierdzenia: dopóki organizacja nie potwierdzi lub nie zapisze danych, oferta pokazuje „${FRESHNESS_TEXTS.mayBeOutdated}” i jest niżej w wynikach wyszukiwania.`,
  statuses: CORRECTION_STATUS_LABELS,
  filters: {
    search: 'Szukaj w tytule oferty',
    all_statuses: 'Wszystkie stany',
  },
  empty: `Brak zgłoszeń czekających dłużej niż ${CORRECTION_ESCALATION_DAYS} dni.`,
  waiting: 'czeka 1 dzień |||| czeka %{smart_count} dni |||| czeka %{smart_count} dni',
  reporter_told: 'Zgłaszający podał adres email i dostanie wiadomość o wyniku.',
  actions: {
    request_confirmation: 'Oznacz do potwierdzenia',
    request_confirmation_for: 'Oznacz do potwierdzenia ofertę „%{name}”',
  },
  confirm: {
    title: 'Oznaczyć ofertę do potwierdzenia?',
    content: `Oferta „%{name}” będzie pokazywać „${FRESHNESS_TEXTS.mayBeOutdated}”, dopóki organizacja nie potwierdzi lub nie zapisze jej danych. Organizacja zobaczy to w swoim panelu, a zgłaszający (jeśli podał adres email) dostanie wiadomość.`,
  },
  confirmation_requested: FRESHNESS_MESSAGES.confirmationRequested,
};

export default messages;
