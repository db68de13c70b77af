import type { FixedPageKey } from '../publicPages.js';

/**
 * The 'W skrócie' box at the top of the legal and help pages (docs/dostepnosc.md, GOV.UK's inset text): a few short
 * sentences, one idea each, that say what the page means for the reader. They state what the portal does, not the
 * wording of the terms or the privacy policy, which administrators edit in the back office. Only the lazily loaded
 * pages read this module, so it stays out of the first page.
 */
export const PAGE_SUMMARY_HEADING = 'W skrócie';

export const PAGE_SUMMARIES: Partial<Record<FixedPageKey, readonly string[]>> = {
  aboutPortal: [
    'Portal pomaga znaleźć usługi i sprzęt dla osób z niepełnosprawnościami.',
    'Oferty publikują fundacje, stowarzyszenia, firmy i osoby prywatne.',
    'Do szukania ofert nie potrzebujesz konta.',
    'Korzystanie z portalu jest bezpłatne.',
    'Administrator sprawdza każdą ofertę przed publikacją.',
  ],
  forOfferors: [
    'Ofertę dodasz bezpłatnie.',
    'Najpierw załóż konto oferenta albo organizacji.',
    'Formularz zadaje pytania krok po kroku.',
    'Administrator sprawdza każdą ofertę przed publikacją.',
    'Zweryfikowana organizacja ma przy nazwie znak „zweryfikowana”.',
  ],
  faq: [
    'Korzystanie z portalu jest bezpłatne.',
    'Do szukania ofert nie potrzebujesz konta.',
    'Konto jest potrzebne, gdy chcesz dodać ofertę lub artykuł.',
    'Nowa oferta pojawia się w wyszukiwarce, gdy sprawdzi ją administrator.',
    'Tekst powiększysz przyciskiem „Ułatwienia dostępu” w nagłówku.',
  ],
  contact: [
    'Na tej stronie napiszesz do zespołu portalu.',
    'Odpowiadamy zwykle w ciągu dwóch dni roboczych.',
    'Błąd na stronie zgłosisz na stronie „Zgłoś błąd”.',
    'W sprawie konkretnej oferty skontaktuj się z oferentem.',
  ],
  terms: [
    'Korzystanie z portalu jest bezpłatne.',
    'Za prawdziwość oferty odpowiada osoba, która ją publikuje.',
    'Administrator sprawdza każdą ofertę przed publikacją.',
    'Każdy może zgłosić treść, która łamie zasady.',
    'Od decyzji administratora możesz się odwołać w ciągu 6 miesięcy.',
  ],
  privacy: [
    'Zbieramy tylko dane potrzebne do prowadzenia konta i publikowania ofert.',
    'Nie śledzimy Cię i nie pokazujemy reklam.',
    'Twojego hasła nie znamy i nie możemy go odczytać.',
    'W „Mój panel” pobierzesz swoje dane albo usuniesz konto.',
  ],
  cookies: [
    'Portal nie używa plików cookies do śledzenia ani reklam.',
    'W przeglądarce zapisujemy tylko to, czego strona potrzebuje do działania.',
    'Ustawienia ułatwień dostępu zna tylko Twoja przeglądarka.',
    'Dlatego nie pytamy o zgodę na cookies.',
  ],
  accessibility: [
    'Portal spełnia część wymagań dostępności cyfrowej.',
    'Poniżej opisujemy znane problemy z datą, kiedy je stwierdziliśmy.',
    'Przed końcem sesji możesz ją przedłużyć, a wpisany tekst się nie gubi.',
    'Problem z dostępnością zgłosisz formularzem na tej stronie.',
    'Odpowiadamy najpóźniej w ciągu 7 dni.',
  ],
};
