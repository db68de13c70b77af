import { TOAST_MESSAGES } from '../../shared/messages';
import type { MessageTree } from './types';

/** Mounted under `admin.overview`. */
const overview: MessageTree = {
  title: 'Przegląd',
  stats: {
    title: 'Statystyki portalu',
    totalUsers: 'Użytkownicy',
    totalOffers: 'Oferty',
    pendingOffers: 'Oferty oczekujące',
    totalBlogPosts: 'Artykuły',
    pendingBlogPosts: 'Artykuły oczekujące',
    pendingVerifications: 'Weryfikacje oczekujące',
    pendingAppeals: 'Odwołania oczekujące',
    openAccessibilityRequests: 'Zgłoszenia dostępności bez odpowiedzi',
    overdueAccessibilityRequests: 'Zgłoszenia dostępności po terminie',
    staleOffers: 'Oferty z danymi, które mogą być nieaktualne',
  },
  trend: {
    change: '%{sign}%{percent}% w tym miesiącu',
    first: 'Nowe konta w tym miesiącu: %{count}',
    none: 'Brak nowych kont w tym miesiącu',
  },
  quick_actions: {
    title: 'Szybkie akcje',
    pendingOffers: 'Oferty oczekujące na zatwierdzenie: %{count}',
    pendingBlogPosts: 'Artykuły oczekujące na zatwierdzenie: %{count}',
    pendingVerifications: 'Organizacje oczekujące na weryfikację: %{count}',
    pendingAppeals: 'Odwołania oczekujące na rozpatrzenie: %{count}',
    overdueAccessibilityRequests: 'Zgłoszenia dostępności po terminie 7 dni: %{count}',
    pendingCorrections: 'Poprawki danych bez reakcji organizacji: %{count}',
    none: TOAST_MESSAGES.noUrgentTasks,
  },
  activity: {
    title: 'Ostatnia aktywność',
    empty: 'Brak zarejestrowanej aktywności.',
    unknown_actor: 'System',
    deleted_actor: 'Usunięte konto (klucz %{key})',
    verbs: {
      create: 'Utworzenie',
      update: 'Zmiana',
      delete: 'Usunięcie',
      status: 'Zmiana statusu',
      promote: 'Zmiana wyróżnienia',
      ban: 'Zablokowanie',
      unban: 'Odblokowanie',
      reset_password: 'Wysłanie resetu hasła',
      decide: 'Rozpatrzenie',
      reset: 'Zdjęcie weryfikacji',
    },
    entities: {
      user: 'użytkownika',
      offer: 'oferty',
      blog_post: 'artykułu',
      category: 'kategorii',
      settings: 'ustawień portalu',
      report: 'zgłoszenia',
      appeal: 'odwołania',
      verification: 'prośby o weryfikację',
      search_synonym: 'grupy synonimów',
      accessibility_request: 'zgłoszenia dostępności',
    },
  },
  failed_emails: {
    title: 'Niewysłane wiadomości e-mail',
    summary: 'Wiadomości, których nie udało się wysłać mimo ponowień przez ok. 4 godziny: %{count}',
    newest: 'Najnowsze %{shown} z nich:',
    none: 'Brak wiadomości e-mail, których nie udało się wysłać.',
    details: 'Do: %{recipient} · prób: %{attempts}',
    error: 'Ostatni błąd: %{error}',
  },
  tools: {
    title: 'Narzędzia administratora',
    reports: 'Raporty',
    portal_settings: 'Ustawienia portalu',
    content: 'Zarządzanie treścią',
  },
  loading_error: 'Nie udało się wczytać danych przeglądu.',
};

export default overview;
