import { BASE_CATEGORIES } from '../../shared/labels/categories.js';
import type { Db } from './index.js';
import { categories, portalSettings, searchSynonyms } from './schema.js';
import { ensurePlaces } from '../places/loadPlaces.js';

/**
 * The legal texts a new portal starts with; administrators edit them in the back office. Migration 0013 replaced
 * the first versions with these where a portal still had them unchanged: keep the two in step when editing here.
 */
export const DEFAULT_TERMS = `Regulamin portalu usług inkluzywnych

1. O portalu. Portal jest wyszukiwarką usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów. Korzystanie z portalu jest bezpłatne.

2. Konto. Konto zakładasz w formularzu rejestracji. Aby je założyć, musisz zaakceptować ten regulamin i politykę prywatności. Oferty publikują zarejestrowani użytkownicy, oferenci i organizacje pozarządowe. Każda oferta przed publikacją jest sprawdzana przez administratorów.

3. Zasady publikowania. Publikujący odpowiada za prawdziwość oferty i za kontakt z osobami zainteresowanymi. Zabronione jest publikowanie treści niezgodnych z prawem, oszustw i prób wyłudzenia, treści wprowadzających w błąd, dyskryminujących lub naruszających cudze dane osobowe i prywatność.

4. Zgłaszanie naruszeń. Każdy, także bez logowania, może zgłosić ofertę, artykuł lub profil organizacji przyciskiem „Zgłoś naruszenie”. Jeśli podasz adres email, potwierdzimy przyjęcie zgłoszenia i napiszemy, jak je rozpatrzyliśmy. Autor zgłoszonej treści nie poznaje Twojej tożsamości.

5. Decyzje moderatorów. Administratorzy mogą usunąć treść, ograniczyć jej widoczność (odrzucić, ukryć, zarchiwizować) albo zablokować konto, które narusza prawo lub ten regulamin. Każdą decyzję podejmuje człowiek, nie automat. Autor dostaje emailem uzasadnienie: czego dotyczy decyzja, jakie fakty wzięliśmy pod uwagę, na jakiej podstawie (punkt regulaminu albo przepis prawa) i jak się odwołać. Decyzje widać też w „Mój panel”, w części „Decyzje moderacyjne”.

6. Odwołania. Od decyzji możesz się odwołać w ciągu 6 miesięcy przyciskiem „Odwołaj się” w „Mój panel”. Odwołanie rozpatruje inny administrator niż autor decyzji, a o wyniku informujemy emailem. Gdy zmienimy decyzję, przywracamy poprzedni stan treści lub konta. Możesz też skorzystać z pozasądowego rozstrzygania sporów albo drogi sądowej.

7. Weryfikacja organizacji. Oferent lub organizacja może podać w profilu numery NIP, REGON i KRS i poprosić o weryfikację. Administrator sprawdza je w publicznych rejestrach. Zweryfikowana organizacja ma oznaczenie „Organizacja zweryfikowana”. Zmiana nazwy organizacji lub numeru NIP wymaga ponownej weryfikacji.

8. Twoje dane i usunięcie konta. W „Mój panel” możesz w każdej chwili pobrać swoje dane („Pobierz moje dane”) i usunąć konto („Usuń konto”). Co zachowujemy po usunięciu konta, opisuje polityka prywatności.

9. Kontakt. Pytania, skargi i wnioski kieruj na adres kontaktowy podany na stronie Kontakt. To także punkt kontaktowy dla użytkowników i urzędów.`;

export const DEFAULT_PRIVACY = `Polityka prywatności

1. Administrator danych. Administratorem danych osobowych jest operator portalu wskazany na stronie Kontakt. Na adres kontaktowy możesz pisać we wszystkich sprawach Twoich danych.

2. Jakie dane i po co. Przetwarzamy adres email, imię i nazwisko lub nazwę organizacji, dane profilu organizacji (opis, adres, telefon, strona internetowa, numery NIP, REGON i KRS) oraz treść ofert i artykułów – aby prowadzić Twoje konto i publikować ogłoszenia (art. 6 ust. 1 lit. b RODO). Zapisujemy też, kiedy zaakceptowałeś regulamin i politykę prywatności i w której wersji.

3. Zgłoszenia i moderacja. Gdy zgłaszasz naruszenie („Zgłoś naruszenie”), zapisujemy zgłoszenie oraz – jeśli je podasz – imię i adres email, aby potwierdzić przyjęcie i przekazać wynik. Autor zgłoszonej treści nie poznaje Twojej tożsamości. Decyzje moderatorów z uzasadnieniem oraz odwołania przechowujemy, bo wymaga tego akt o usługach cyfrowych (DSA; art. 6 ust. 1 lit. c RODO).

4. Weryfikacja organizacji. Numery NIP, REGON i KRS sprawdzamy w publicznych rejestrach, aby odwiedzający mogli odróżnić zweryfikowaną organizację od innych.

5. Dziennik zdarzeń. Zmiany kont i treści oraz działania administratorów zapisujemy w dzienniku zdarzeń, aby wyjaśniać nadużycia i błędy (art. 6 ust. 1 lit. f RODO).

6. Bezpieczeństwo. Hasła przechowujemy wyłącznie w postaci skrótu (argon2id); nie znamy ich treści.

7. Twoje prawa. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.
– Dostęp i przenoszenie: przycisk „Pobierz moje dane” w „Mój panel” zapisuje jeden plik JSON ze wszystkim, co o Tobie przechowujemy: profil, oferty, artykuły, złożone przez Ciebie zgłoszenia, decyzje dotyczące Twoich treści i Twoje odwołania, zgody oraz wpisy dziennika zdarzeń o Tobie.
– Sprostowanie: dane zmienisz w „Mój panel” → „Edytuj profil”.
– Usunięcie: przycisk „Usuń konto” w „Mój panel” (potwierdzasz go hasłem) od razu usuwa konto, oferty, artykuły, przesłane zdjęcia i wnioski o weryfikację oraz wylogowuje Cię na wszystkich urządzeniach. Usunięcie potwierdzamy emailem.

8. Co zostaje po usunięciu konta. Bez danych, które Cię identyfikują, zachowujemy: wpisy dziennika zdarzeń (bez adresu email, imienia i treści), decyzje moderacyjne i odwołania (wymaga tego DSA; trafiają do rocznego raportu przejrzystości) oraz złożone przez Ciebie zgłoszenia – ich treść zostaje, ale bez Twojego imienia i adresu email.

9. Jak długo. Dane konta przechowujemy do czasu jego usunięcia.

10. Przeglądarka. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce; nie trafiają na nasz serwer. Nie używamy plików cookie do śledzenia ani reklam.

11. Kontakt. W sprawach danych osobowych pisz na adres kontaktowy podany na stronie Kontakt.`;

/** The thesaurus a new portal starts with; administrators edit it under "Synonimy wyszukiwania". */
const DEFAULT_SYNONYM_GROUPS = [
  ['PJM', 'polski język migowy', 'tłumacz migowy'],
  ['wózek', 'wózek inwalidzki'],
  ['ETR', 'tekst łatwy do czytania'],
  ['SI', 'integracja sensoryczna'],
  ['niewidomy', 'osoba z niepełnosprawnością wzroku'],
  ['głuchy', 'Głuchy', 'niesłyszący'],
  ['AAC', 'komunikacja alternatywna'],
  ['turnus', 'turnus rehabilitacyjny'],
  ['WTZ', 'warsztat terapii zajęciowej'],
  ['ŚDS', 'środowiskowy dom samopomocy'],
  ['taxi', 'taksówka', 'przewóz'],
  ['chodzik', 'balkonik'],
  ['kupić', 'sprzedaż', 'sprzedam'],
  ['opieka wytchnieniowa', 'wytchnienie'],
  ['asystent osobisty', 'asystencja osobista'],
];

/**
 * Makes sure the suggested categories, the settings row and the places exist; safe to run at every start. Categories
 * are added by slug, so a database already in use gets the ones added to shared/ later (no migration needed). The
 * thesaurus is seeded only together with a new settings row, i.e. once per new database: groups an administrator
 * deleted stay deleted, and a backup restores into a database that has none.
 */
export async function ensureBaseData(db: Db): Promise<void> {
  await ensurePlaces(db);
  await db
    .insert(categories)
    .values(BASE_CATEGORIES.map(({ slug, name, description }) => ({ slug, name, description })))
    .onConflictDoNothing({ target: categories.slug });
  const created = await db
    .insert(portalSettings)
    .values({
      id: 1,
      portal_name: 'Portal usług inkluzywnych',
      contact_email: 'kontakt@portal-uslug.pl',
      terms_of_service: DEFAULT_TERMS,
      privacy_policy: DEFAULT_PRIVACY,
    })
    .onConflictDoNothing({ target: portalSettings.id })
    .returning({ id: portalSettings.id });
  if (created.length) await db.insert(searchSynonyms).values(DEFAULT_SYNONYM_GROUPS.map((terms) => ({ terms })));
}
