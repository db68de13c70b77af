import type { MessageTree } from './types';

/** Mounted under `admin.layout`. */
const layout = {
  title: 'Panel administracyjny',
  back_to_portal: 'Wróć do portalu',
  skip_to_content: 'Przejdź do treści głównej',
  logout: 'Wyloguj',
  table_region: 'Tabela: %{name}',
  row_actions: { button: 'Działania', label: 'Działania: „%{name}”' },
  accessibility: {
    label: 'Ułatwienia dostępu',
    high_contrast: 'Wysoki kontrast',
    dark_mode: 'Tryb ciemny',
  },
  screen_opened: 'Otwarto ekran: %{screen}',
  close_notification: 'Zamknij powiadomienie',
  menu: {
    label: 'Menu panelu administracyjnego',
    overview: 'Przegląd',
    users: 'Użytkownicy',
    offers: 'Oferty',
    blog: 'Blog',
    categories: 'Kategorie',
    search_synonyms: 'Synonimy wyszukiwania',
    settings: 'Ustawienia',
    reports: 'Zgłoszenia',
    appeals: 'Odwołania',
    transparency: 'Raport przejrzystości',
    verifications: 'Weryfikacje',
    accessibility_requests: 'Zgłoszenia dostępności',
    offer_corrections: 'Poprawki danych',
  },
} satisfies MessageTree;

export default layout;
