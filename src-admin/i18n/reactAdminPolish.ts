import type { MessageTree } from './types';

/**
 * react-admin 5's own interface in Polish, for the keys that ra-language-polish (written for an older react-admin)
 * lacks or words for the older screens (e.g. `#%{id}` titles, "Następna" where react-admin 5 reads the text as the
 * aria-label "go to next page"). src-admin/i18n/pl.ts merges it over the package with react-admin's
 * `mergeTranslations`; tests/unit/adminI18n.test.ts fails when react-admin gains a key neither of them has.
 */
export const reactAdminPolish: MessageTree = {
  ra: {
    action: {
      bulk_actions:
        'Zaznaczono 1 element |||| Zaznaczono %{smart_count} elementy |||| Zaznaczono %{smart_count} elementów',
      clear_array_input: 'Wyczyść listę',
      clear_input_value: 'Wyczyść wartość',
      create_item: 'Utwórz %{item}',
      remove_filter: 'Usuń ten filtr',
      remove_all_filters: 'Usuń wszystkie filtry',
      reset: 'Resetuj',
      search_columns: 'Szukaj kolumn',
      select_all: 'Zaznacz wszystkie',
      select_all_button: 'Zaznacz wszystkie',
      select_row: 'Zaznacz ten wiersz',
      update: 'Aktualizuj',
      move_up: 'Przenieś wyżej',
      move_down: 'Przenieś niżej',
      open: 'Otwórz',
      toggle_theme: 'Przełącz tryb jasny/ciemny',
      select_columns: 'Kolumny',
      update_application: 'Przeładuj aplikację',
    },
    boolean: { null: ' ' },
    page: {
      edit: '%{name} %{recordRepresentation}',
      list: '%{name}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Brak elementów: %{name}.',
      access_denied: 'Brak dostępu',
      authentication_error: 'Błąd uwierzytelniania',
    },
    message: {
      about: 'Informacje',
      access_denied: 'Nie masz uprawnień do wyświetlenia tej strony.',
      are_you_sure: 'Czy na pewno?',
      authentication_error: 'Serwer uwierzytelniania zwrócił błąd i nie udało się sprawdzić Twoich danych.',
      auth_error: 'Wystąpił błąd podczas sprawdzania tokenu uwierzytelniającego.',
      bulk_delete_content:
        'Czy na pewno chcesz usunąć ten element (%{name})? |||| Czy na pewno chcesz usunąć te %{smart_count} elementy?',
      bulk_delete_title: 'Usuń %{name} |||| Usuń %{smart_count} elementy (%{name})',
      bulk_update_content:
        'Czy na pewno chcesz zaktualizować %{name} %{recordRepresentation}? |||| Czy na pewno chcesz zaktualizować te %{smart_count} elementy?',
      bulk_update_title: 'Aktualizuj %{name} %{recordRepresentation} |||| Aktualizuj %{smart_count} elementy (%{name})',
      clear_array_input: 'Czy na pewno chcesz wyczyścić całą listę?',
      delete_content: 'Czy na pewno chcesz usunąć ten element (%{name})?',
      delete_title: 'Usuń %{name} %{recordRepresentation}',
      // react-admin's not-found page puts the full stop after this text itself.
      not_found: 'Wpisano nieprawidłowy adres lub link prowadzi do strony, której nie ma',
      select_all_limit_reached: 'Elementów jest zbyt wiele, aby zaznaczyć wszystkie. Zaznaczono tylko pierwsze %{max}.',
      placeholder_data_warning: 'Problem z siecią: nie udało się odświeżyć danych.',
    },
    navigation: {
      clear_filters: 'Wyczyść filtry',
      no_filtered_results: 'Nie znaleziono elementów (%{name}) dla wybranych filtrów.',
      no_results: 'Nie znaleziono elementów (%{name})',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} z ponad %{offsetEnd}',
      current_page: 'Strona %{page}',
      page: 'Przejdź do strony %{page}',
      first: 'Przejdź do pierwszej strony',
      last: 'Przejdź do ostatniej strony',
      next: 'Przejdź do następnej strony',
      previous: 'Przejdź do poprzedniej strony',
      prev: 'Poprzednia',
    },
    sort: { sort_by: 'Sortuj według: %{field_lower_first} %{order}' },
    auth: { email: 'Email' },
    notification: {
      updated:
        'Element zaktualizowany |||| Zaktualizowano %{smart_count} elementy |||| Zaktualizowano %{smart_count} elementów',
      deleted: 'Element usunięty |||| Usunięto %{smart_count} elementy |||| Usunięto %{smart_count} elementów',
      not_authorized: 'Nie masz uprawnień do tego zasobu.',
      application_update_available: 'Dostępna jest nowa wersja.',
      offline: 'Brak połączenia. Nie udało się pobrać danych.',
    },
    validation: { unique: 'Musi być unikalne' },
    saved_queries: {
      label: 'Zapisane zapytania',
      query_name: 'Nazwa zapytania',
      new_label: 'Zapisz bieżące zapytanie...',
      new_dialog_title: 'Zapisz bieżące zapytanie jako',
      remove_label: 'Usuń zapisane zapytanie',
      remove_label_with_name: 'Usuń zapytanie „%{name}”',
      remove_dialog_title: 'Usunąć zapisane zapytanie?',
      remove_message: 'Czy na pewno chcesz usunąć ten element z listy zapisanych zapytań?',
      help: 'Przefiltruj listę i zapisz to zapytanie na później',
    },
    guesser: { empty: { title: 'Brak danych do wyświetlenia', message: 'Sprawdź dostawcę danych' } },
    configurable: {
      customize: 'Dostosuj',
      configureMode: 'Skonfiguruj tę stronę',
      inspector: {
        title: 'Inspektor',
        content: 'Najedź na elementy interfejsu, aby je skonfigurować',
        reset: 'Przywróć ustawienia',
        hideAll: 'Ukryj wszystkie',
        showAll: 'Pokaż wszystkie',
      },
      Datagrid: { title: 'Tabela', unlabeled: 'Kolumna bez etykiety #%{column}' },
      SimpleForm: { title: 'Formularz', unlabeled: 'Pole bez etykiety #%{input}' },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Tekst główny',
        secondaryText: 'Tekst dodatkowy',
        tertiaryText: 'Tekst uzupełniający',
      },
    },
  },
};
