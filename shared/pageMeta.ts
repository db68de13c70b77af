import { DEFAULT_PORTAL_NAME } from './labels.js';

/** What a page says about itself in `<head>`: the server writes it into the HTML, the app updates it on navigation. */
export interface StaticPageMeta {
  title: string;
  description: string;
  /** Account pages and the user's own panel are of no use in a search engine's results. */
  indexable: boolean;
}

export const SITE_DESCRIPTION = 'Wyszukiwarka usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.';

/**
 * The document title of a page: "{page} – {portal}", the home page the portal's name alone. A page may pass a message
 * that is a sentence ('Nie znaleziono artykułu.'): a title has no full stop before the dash.
 */
export function documentTitle(title: string, portalName: string = DEFAULT_PORTAL_NAME): string {
  const trimmed = title.trim();
  // Read from the end once: a pattern for the trailing dots was quadratic in a title of many dots.
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '.') end -= 1;
  const page = trimmed.slice(0, end);
  return page && page !== portalName ? `${page} – ${portalName}` : portalName;
}

/** Every fixed address of the public app (the dynamic ones are /blog/{slug}, /offer/{id} and /profil/{slug}). */
export const STATIC_PAGES: Record<string, StaticPageMeta> = {
  '/': { title: DEFAULT_PORTAL_NAME, description: SITE_DESCRIPTION, indexable: true },
  '/search': {
    title: 'Wyszukiwarka ofert',
    description:
      'Wyszukaj oferty według kategorii, miasta i rodzaju odpłatności: sprzęt, rehabilitacja, porady, szkolenia.',
    indexable: true,
  },
  '/blog': {
    title: 'Blog',
    description:
      'Artykuły, poradniki, wywiady i relacje organizacji działających na rzecz osób z niepełnosprawnościami.',
    indexable: true,
  },
  '/o-portalu': {
    title: 'O portalu',
    description: 'Czym jest portal usług inkluzywnych, dla kogo powstał i jak z niego korzystać.',
    indexable: true,
  },
  '/o-nas': {
    title: 'O nas',
    description: 'Kim jesteśmy i dlaczego tworzymy portal usług inkluzywnych.',
    indexable: true,
  },
  '/dla-oferentow': {
    title: 'Dla oferentów',
    description: 'Jak opublikować ofertę usługi lub sprzętu dla osób z niepełnosprawnościami.',
    indexable: true,
  },
  '/dla-partnerow': {
    title: 'Dla partnerów',
    description: 'Współpraca z portalem: organizacje, samorządy i firmy.',
    indexable: true,
  },
  '/contact': { title: 'Kontakt', description: 'Napisz do zespołu portalu usług inkluzywnych.', indexable: true },
  '/roadmap': { title: 'Plan rozwoju', description: 'Co już działa w portalu i nad czym pracujemy.', indexable: true },
  '/faq': {
    title: 'Najczęstsze pytania',
    description: 'Odpowiedzi na pytania, które zadajecie nam najczęściej.',
    indexable: true,
  },
  '/zglos-blad': { title: 'Zgłoś błąd', description: 'Zgłoś błąd lub barierę dostępności w portalu.', indexable: true },
  '/zaproponuj-funkcjonalnosc': {
    title: 'Zaproponuj funkcjonalność',
    description: 'Podpowiedz nam, czego brakuje w portalu.',
    indexable: true,
  },
  '/mapa-strony': { title: 'Mapa strony', description: 'Wszystkie strony portalu w jednym miejscu.', indexable: true },
  '/polityka-prywatnosci': {
    title: 'Polityka prywatności',
    description: 'Jak portal przetwarza i chroni dane osobowe.',
    indexable: true,
  },
  '/warunki-korzystania': {
    title: 'Warunki korzystania',
    description: 'Zasady korzystania z portalu usług inkluzywnych.',
    indexable: true,
  },
  '/deklaracja-dostepnosci': {
    title: 'Deklaracja dostępności',
    description: 'Stan dostępności cyfrowej portalu i sposób zgłaszania barier.',
    indexable: true,
  },
  '/polityka-cookies': {
    title: 'Polityka cookies',
    description: 'Jakich plików cookies i pamięci przeglądarki używa portal.',
    indexable: true,
  },
  '/login': { title: 'Logowanie', description: SITE_DESCRIPTION, indexable: false },
  '/register': { title: 'Rejestracja', description: SITE_DESCRIPTION, indexable: false },
  '/registration-success': { title: 'Rejestracja zakończona', description: SITE_DESCRIPTION, indexable: false },
  '/potwierdz-email': { title: 'Potwierdzenie adresu email', description: SITE_DESCRIPTION, indexable: false },
  '/reset-hasla': { title: 'Ustaw nowe hasło', description: SITE_DESCRIPTION, indexable: false },
  '/nie-pamietam-hasla': { title: 'Nie pamiętasz hasła?', description: SITE_DESCRIPTION, indexable: false },
  '/dashboard': { title: 'Mój panel', description: SITE_DESCRIPTION, indexable: false },
};

/** The title of the page a missing address shows. */
export const NOT_FOUND_TITLE = 'Nie znaleziono strony';

/** The feed's address, linked from every page with `<link rel="alternate">`. */
export const RSS_PATH = '/blog/rss.xml';
export const RSS_TITLE = 'Blog – najnowsze artykuły';

/** Open Graph and a description are cut to what link previews show. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
