import type { A11ySettings } from './a11ySettings.js';
import { DRAFT_MAX_AGE_MS } from './drafts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One row of the table of what the portal keeps in the browser: the key itself comes from where it is defined. */
export interface StoredItemTexts {
  purpose: string;
  lifetime: string;
}

/**
 * The texts of 'Polityka cookies' (/polityka-cookies). Its table names every key the portal keeps in localStorage;
 * the page takes each key from the module that defines it, so a renamed key cannot leave the policy behind.
 */
export const COOKIES_POLICY_TEXTS = {
  lead: 'Portal nie używa plików cookies śledzących, analitycznych ani reklamowych. W pamięci Twojej przeglądarki (localStorage) zapisujemy tylko to, co jest potrzebne do działania strony.',
  storedHeading: 'Co zapisujemy w przeglądarce',
  caption: 'Dane zapisywane w pamięci przeglądarki (localStorage)',
  columnKey: 'Klucz',
  columnPurpose: 'Do czego służy',
  columnLifetime: 'Jak długo',
  session: {
    purpose: 'Utrzymuje Twoją sesję po zalogowaniu, żeby nie trzeba było logować się na każdej stronie.',
    lifetime: 'Do wylogowania albo wygaśnięcia sesji.',
  },
  a11ySetting: (setting: string) => `Ustawienie panelu „Ułatwienia dostępu”: ${setting}.`,
  a11yLifetime: 'Do czasu zmiany ustawień lub wyczyszczenia danych przeglądarki.',
  a11ySettings: {
    fontSize: 'wybrany rozmiar tekstu (standardowy, większy lub największy)',
    highContrast: 'czy włączony jest wysoki kontrast',
    darkMode: 'czy włączony jest tryb ciemny',
    reduceMotion: 'czy animacje są ograniczone',
    readableFont: 'czy używana jest czytelniejsza czcionka',
    underlineLinks: 'czy wszystkie linki są podkreślone',
  } satisfies Record<keyof A11ySettings, string>,
  /** Shown after the drafts' key prefix: the rest of the key. */
  draftKeyRest: '<konto>:<formularz>',
  drafts: {
    purpose:
      'Wersja robocza formularza, który piszesz po zalogowaniu (np. oferty albo artykułu), zapisywana dla Twojego konta, żeby tekst nie przepadł, gdy sesja się skończy. Nie wysyłamy jej na serwer.',
    lifetime: `Do zapisania formularza albo odrzucenia wersji roboczej; zostaje też po wylogowaniu. Po ${DRAFT_MAX_AGE_MS / DAY_MS} dniach już jej nie proponujemy i usuwamy ją przy następnym otwarciu formularza.`,
  },
  myList: {
    purpose: '„Moja lista” bez konta: identyfikatory ofert, które zachowujesz na później.',
    lifetime:
      'Do usunięcia ofert z listy albo wyczyszczenia danych przeglądarki. Po zalogowaniu oferty przechodzą na Twoje konto, a lista znika z przeglądarki.',
  },
  needs: {
    purpose:
      '„Moje potrzeby”: profil, który ustawia filtry wyszukiwania. Zna go tylko to urządzenie – nie wysyłamy go na serwer.',
    lifetime: 'Do użycia przycisku „Wyczyść moje potrzeby” albo wyczyszczenia danych przeglądarki.',
  },
  notDoneHeading: 'Czego nie robimy',
  notDone: [
    'Nie używamy narzędzi analitycznych ani pikseli śledzących.',
    'Nie wyświetlamy reklam i nie udostępniamy danych o Twoich odwiedzinach innym firmom.',
    'Ustawień dostępności nie wysyłamy na serwer — zna je tylko Twoja przeglądarka.',
  ],
  removalHeading: 'Jak usunąć te dane',
  /** Followed by the session's key. */
  removalSignOut: 'Wylogowanie usuwa',
  removalRest:
    'Przycisk „Przywróć ustawienia domyślne” w panelu „Ułatwienia dostępu” przywraca domyślne ustawienia. Wszystkie dane portalu usuniesz, czyszcząc dane witryny w ustawieniach przeglądarki. Ponieważ nie używamy cookies wymagających zgody, portal nie wyświetla baneru zgody na cookies.',
} as const;
