import { BASE_CATEGORIES } from '../../shared/labels.js';
import type { Db } from './index.js';
import { categories, portalSettings, searchSynonyms } from './schema.js';
import { ensurePlaces } from '../places/loadPlaces.js';

const DEFAULT_TERMS = `Regulamin portalu usług inkluzywnych

1. Portal jest wyszukiwarką usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.
2. Oferty publikują zarejestrowani użytkownicy, oferenci i organizacje pozarządowe. Każda oferta przed publikacją jest sprawdzana przez administratorów.
3. Publikujący odpowiada za prawdziwość oferty i za kontakt z osobami zainteresowanymi.
4. Zabronione jest publikowanie treści niezgodnych z prawem, wprowadzających w błąd lub dyskryminujących.
5. Administratorzy mogą odrzucić, ukryć lub usunąć ofertę albo artykuł naruszający regulamin oraz zablokować konto, które go narusza.
6. Zgłoszenia dotyczące portalu prosimy kierować na adres kontaktowy podany na stronie Kontakt.`;

const DEFAULT_PRIVACY = `Polityka prywatności

1. Administratorem danych osobowych jest operator portalu wskazany na stronie Kontakt.
2. Przetwarzamy adres email, imię i nazwisko lub nazwę organizacji oraz treść publikowanych ofert i artykułów – wyłącznie w celu prowadzenia konta i publikacji ogłoszeń (art. 6 ust. 1 lit. b RODO).
3. Hasła przechowujemy wyłącznie w postaci skrótu (argon2id); nie znamy ich treści.
4. Dane przechowujemy do czasu usunięcia konta. Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz wniesienia skargi do Prezesa UODO.
5. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce; nie trafiają na nasz serwer.
6. Nie używamy plików cookie do śledzenia ani reklam.`;

/** The thesaurus a new portal starts with (issue 13); administrators edit it under "Synonimy wyszukiwania". */
const DEFAULT_SYNONYM_GROUPS = [
  ['PJM', 'polski język migowy', 'tłumacz migowy'],
  ['wózek', 'wózek inwalidzki'],
  ['ETR', 'tekst łatwy do czytania'],
  ['SI', 'integracja sensoryczna'],
  ['niewidomy', 'osoba z niepełnosprawnością wzroku'],
  ['głuchy', 'Głuchy', 'niesłyszący'],
  ['AAC', 'komunikacja alternatywna'],
  ['turnus', 'turnus rehabilitacyjny'],
];

/**
 * Makes sure the ten suggested categories, the settings row and the places exist; safe to run at every start. The
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
