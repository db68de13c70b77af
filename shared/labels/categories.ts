/**
 * The twelve suggested service categories; they always exist (server/db/baseData.ts adds any that are missing at
 * every start, so databases already in use get new ones too).
 */
export const BASE_CATEGORIES = [
  {
    slug: 'wypozyczalnia-sprzetu',
    name: 'Wypożyczalnia sprzętu',
    description: 'Wypożyczanie wózków, łóżek rehabilitacyjnych, podnośników i innego sprzętu.',
  },
  {
    slug: 'sprzedaz-sprzetu',
    name: 'Sprzedaż sprzętu',
    description: 'Nowy i używany sprzęt rehabilitacyjny, ortopedyczny i wspomagający.',
  },
  {
    slug: 'szkolenia',
    name: 'Szkolenia',
    description: 'Kursy i szkolenia dla osób z niepełnosprawnościami, rodzin, opiekunów i pracodawców.',
  },
  {
    slug: 'wydarzenia',
    name: 'Wydarzenia',
    description: 'Spotkania, konferencje, warsztaty i wydarzenia integracyjne.',
  },
  {
    slug: 'porady-prawne',
    name: 'Porady prawne',
    description: 'Pomoc prawna w sprawach orzecznictwa, świadczeń, zatrudnienia i dostępności.',
  },
  {
    slug: 'rehabilitacja',
    name: 'Rehabilitacja',
    description: 'Fizjoterapia, terapia zajęciowa, logopedia i rehabilitacja domowa.',
  },
  {
    slug: 'uslugi-zdrowotne',
    name: 'Usługi zdrowotne',
    description: 'Opieka medyczna, pielęgniarska i psychologiczna.',
  },
  {
    slug: 'licencje-oprogramowania',
    name: 'Licencje oprogramowania',
    description: 'Czytniki ekranu, oprogramowanie powiększające i inne technologie wspierające.',
  },
  {
    slug: 'audyty-dostepnosci',
    name: 'Audyty dostępności',
    description: 'Audyty dostępności cyfrowej i architektonicznej zgodne z WCAG i ustawą o dostępności.',
  },
  {
    slug: 'tworzenie-stron-www',
    name: 'Tworzenie stron WWW',
    description: 'Projektowanie i budowa dostępnych stron i aplikacji internetowych.',
  },
  {
    slug: 'tlumaczenie-pjm',
    name: 'Tłumaczenie PJM i wsparcie w komunikacji',
    description: 'Tłumacze polskiego języka migowego na miejscu i przez wideo, napisy na żywo i asystenci komunikacji.',
  },
  {
    slug: 'opieka-wytchnieniowa',
    name: 'Opieka wytchnieniowa i asystencja',
    description: 'Zastępstwo w opiece dla rodzin i opiekunów oraz asystencja osobista w domu i poza nim.',
  },
] as const;
