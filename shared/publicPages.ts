import { DEFAULT_PORTAL_NAME } from './portal.js';
import { NOT_FOUND_TITLE, SITE_DESCRIPTION } from './pageMeta.js';

/** A page at one fixed address: its head is the same for everyone, written by the server and kept by the app. */
export interface FixedPage {
  path: `/${string}`;
  /** The page's heading and, as "{title} – {portal}", its document title. */
  title: string;
  description: string;
  /** Account pages and the user's own panel are of no use in a search engine's results. */
  indexable: boolean;
  /** Only for a signed-in person: anyone else is sent to the login first. */
  signedIn?: boolean;
}

/** A page about one offer, article or profile: its head comes from that content. */
export interface ContentPage {
  path: `/${string}/:${string}`;
  /** The heading shown while the content loads. */
  title: string;
}

/** The page a missing address shows (with a 404 from the server). */
export interface NotFoundPage {
  path: '*';
  title: string;
}

export type PublicPage = FixedPage | ContentPage | NotFoundPage;

/**
 * Every page of the public app, once. The router, the footer, the site map page, sitemap.xml and the server's page
 * heads all read it, so an address cannot be routed in the app yet answered 404 by the server, or listed in the
 * footer yet missing from sitemap.xml. The order of the fixed, indexable pages is the order of sitemap.xml.
 */
export const PUBLIC_PAGES = {
  home: { path: '/', title: DEFAULT_PORTAL_NAME, description: SITE_DESCRIPTION, indexable: true },
  search: {
    path: '/search',
    title: 'Wyszukiwarka ofert',
    description:
      'Wyszukaj oferty według kategorii, miasta i rodzaju odpłatności: sprzęt, rehabilitacja, porady, szkolenia.',
    indexable: true,
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description:
      'Artykuły, poradniki, wywiady i relacje organizacji działających na rzecz osób z niepełnosprawnościami.',
    indexable: true,
  },
  aboutPortal: {
    path: '/o-portalu',
    title: 'O portalu',
    description: 'Czym jest portal usług inkluzywnych, dla kogo powstał i jak z niego korzystać.',
    indexable: true,
  },
  easyRead: {
    path: '/latwy-tekst',
    title: 'Tekst łatwy do czytania',
    description: 'Portal opisany prostymi słowami: po co jest i jak z niego korzystać.',
    indexable: true,
  },
  aboutUs: {
    path: '/o-nas',
    title: 'O nas',
    description: 'Kim jesteśmy i dlaczego tworzymy portal usług inkluzywnych.',
    indexable: true,
  },
  forOfferors: {
    path: '/dla-oferentow',
    title: 'Dla oferentów',
    description: 'Jak opublikować ofertę usługi lub sprzętu dla osób z niepełnosprawnościami.',
    indexable: true,
  },
  forPartners: {
    path: '/dla-partnerow',
    title: 'Dla partnerów',
    description: 'Współpraca z portalem: organizacje, samorządy i firmy.',
    indexable: true,
  },
  contact: {
    path: '/contact',
    title: 'Kontakt',
    description: 'Napisz do zespołu portalu usług inkluzywnych.',
    indexable: true,
  },
  roadmap: {
    path: '/roadmap',
    title: 'Plan rozwoju',
    description: 'Co już działa w portalu i nad czym pracujemy.',
    indexable: true,
  },
  faq: {
    path: '/faq',
    title: 'Najczęstsze pytania',
    description: 'Odpowiedzi na pytania, które zadajecie nam najczęściej.',
    indexable: true,
  },
  reportBug: {
    path: '/zglos-blad',
    title: 'Zgłoś błąd',
    description: 'Zgłoś błąd lub barierę dostępności w portalu.',
    indexable: true,
  },
  suggestFeature: {
    path: '/zaproponuj-funkcjonalnosc',
    title: 'Zaproponuj funkcjonalność',
    description: 'Podpowiedz nam, czego brakuje w portalu.',
    indexable: true,
  },
  siteMap: {
    path: '/mapa-strony',
    title: 'Mapa strony',
    description: 'Wszystkie strony portalu w jednym miejscu.',
    indexable: true,
  },
  privacy: {
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    description: 'Jak portal przetwarza i chroni dane osobowe.',
    indexable: true,
  },
  terms: {
    path: '/warunki-korzystania',
    title: 'Warunki korzystania',
    description: 'Zasady korzystania z portalu usług inkluzywnych.',
    indexable: true,
  },
  accessibility: {
    path: '/deklaracja-dostepnosci',
    title: 'Deklaracja dostępności',
    description: 'Stan dostępności cyfrowej portalu i sposób zgłaszania barier.',
    indexable: true,
  },
  cookies: {
    path: '/polityka-cookies',
    title: 'Polityka cookies',
    description: 'Jakich plików cookies i pamięci przeglądarki używa portal.',
    indexable: true,
  },
  login: { path: '/login', title: 'Logowanie', description: SITE_DESCRIPTION, indexable: false },
  register: { path: '/register', title: 'Rejestracja', description: SITE_DESCRIPTION, indexable: false },
  registrationSuccess: {
    path: '/registration-success',
    title: 'Rejestracja zakończona',
    description: SITE_DESCRIPTION,
    indexable: false,
  },
  confirmEmail: {
    path: '/potwierdz-email',
    title: 'Potwierdzenie adresu email',
    description: SITE_DESCRIPTION,
    indexable: false,
  },
  resetPassword: { path: '/reset-hasla', title: 'Ustaw nowe hasło', description: SITE_DESCRIPTION, indexable: false },
  forgotPassword: {
    path: '/nie-pamietam-hasla',
    title: 'Nie pamiętasz hasła?',
    description: SITE_DESCRIPTION,
    indexable: false,
  },
  savedSearch: {
    path: '/powiadomienie',
    title: 'Powiadomienie o nowych ofertach',
    description: SITE_DESCRIPTION,
    indexable: false,
  },
  dashboard: {
    path: '/dashboard',
    title: 'Mój panel',
    description: SITE_DESCRIPTION,
    indexable: false,
    signedIn: true,
  },
  myList: {
    path: '/moja-lista',
    title: 'Moja lista',
    description: 'Oferty, które chcesz zachować, porównać i udostępnić bliskim.',
    indexable: false,
  },
  article: { path: '/blog/:slug', title: 'Artykuł' },
  offer: { path: '/offer/:offerId', title: 'Oferta' },
  profile: { path: '/profil/:companySlug', title: 'Profil organizacji' },
  sharedList: { path: '/lista/:listId', title: 'Udostępniona lista ofert' },
  notFound: { path: '*', title: NOT_FOUND_TITLE },
} as const satisfies Record<string, PublicPage>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;
/** The pages at one fixed address. */
export type FixedPageKey = {
  [Key in PublicPageKey]: (typeof PUBLIC_PAGES)[Key] extends FixedPage ? Key : never;
}[PublicPageKey];
/** The pages about one offer, article or profile. */
export type ContentPageKey = {
  [Key in PublicPageKey]: (typeof PUBLIC_PAGES)[Key]['path'] extends ContentPage['path'] ? Key : never;
}[PublicPageKey];

const PAGE_KEYS = Object.keys(PUBLIC_PAGES) as PublicPageKey[];
const ALL_PAGES: PublicPage[] = Object.values(PUBLIC_PAGES);

export const isFixedPage = (page: PublicPage): page is FixedPage => 'description' in page;
const isContentPageKey = (key: PublicPageKey): key is ContentPageKey => PUBLIC_PAGES[key].path.includes('/:');
const CONTENT_PAGE_KEYS = PAGE_KEYS.filter(isContentPageKey);

/** The fixed pages, in the table's order. */
export const FIXED_PAGES: FixedPage[] = ALL_PAGES.filter(isFixedPage);

/** The fixed page at exactly this address (no trailing slash, no query), if any. */
export const fixedPageAt = (path: string): FixedPage | undefined => FIXED_PAGES.find((page) => page.path === path);

/** The content page whose address this is ('/offer/abc' → offer), with the one parameter it carries. */
export function contentPageAt(path: string): { key: ContentPageKey; param: string } | undefined {
  const [, section, param, extra] = path.split('/');
  if (!param || extra !== undefined) return undefined;
  const key = CONTENT_PAGE_KEYS.find((name) => PUBLIC_PAGES[name].path.startsWith(`/${section}/:`));
  return key && { key, param };
}

/** The address of one offer, article or profile: the page's pattern with its parameter filled in. */
export const contentPagePath = (key: ContentPageKey, param: string): string =>
  PUBLIC_PAGES[key].path.replace(/:[A-Za-z]+$/, encodeURIComponent(param));

/** A link to a page as the footer and the site map show it: the page's title unless it needs other words. */
export interface PageLink {
  page: PublicPageKey;
  label?: string;
  /** Opens the page in a given state ('view=add-offer'). */
  query?: string;
}

export const pageLinkTo = (link: PageLink): string =>
  PUBLIC_PAGES[link.page].path + (link.query ? `?${link.query}` : '');
export const pageLinkLabel = (link: PageLink): string => link.label ?? PUBLIC_PAGES[link.page].title;

export interface LinkGroup {
  title: string;
  links: PageLink[];
}

export const ADD_OFFER: PageLink = { page: 'dashboard', label: 'Dodaj ofertę', query: 'view=add-offer' };
export const OFFEROR_SIGNUP: PageLink = { page: 'register', label: 'Załóż profil oferenta', query: 'type=offeror' };
export const FAQ_LINK: PageLink = { page: 'faq', label: 'Najczęstsze pytania (FAQ)' };

/** The footer's link columns (its "Wkrótce" column lists features that have no page yet). */
export const FOOTER_COLUMNS: (LinkGroup & { id: string })[] = [
  {
    id: 'footer-portal',
    title: 'Portal',
    links: [{ page: 'aboutUs' }, { page: 'aboutPortal' }, { page: 'roadmap' }, { page: 'siteMap' }],
  },
  {
    id: 'footer-offerors',
    title: 'Dla oferentów',
    links: [OFFEROR_SIGNUP, ADD_OFFER, { page: 'forOfferors' }, { page: 'forPartners' }],
  },
  {
    id: 'footer-help',
    title: 'Pomoc',
    links: [FAQ_LINK, { page: 'reportBug' }, { page: 'suggestFeature' }, { page: 'contact' }],
  },
  {
    id: 'footer-legal',
    title: 'Informacje prawne',
    links: [{ page: 'privacy' }, { page: 'cookies' }, { page: 'accessibility' }, { page: 'terms' }],
  },
];
