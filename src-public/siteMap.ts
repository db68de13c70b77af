import { ADD_OFFER, FAQ_LINK, OFFEROR_SIGNUP, type LinkGroup } from '../shared/publicPages';

/**
 * The site map page: every page a visitor can open from a link, grouped. Kept beside the page (not in shared/) so that
 * the first page's script does not carry it.
 */
export const SITE_MAP_SECTIONS: LinkGroup[] = [
  {
    title: 'Szukaj i czytaj',
    links: [{ page: 'home', label: 'Strona główna' }, { page: 'search' }, { page: 'myList' }, { page: 'blog' }],
  },
  {
    title: 'Konto',
    links: [{ page: 'login' }, { page: 'register' }, { page: 'forgotPassword' }, { page: 'dashboard' }, ADD_OFFER],
  },
  {
    title: 'O portalu',
    links: [
      { page: 'aboutPortal' },
      { page: 'easyRead' },
      { page: 'aboutUs' },
      { page: 'roadmap' },
      { page: 'forOfferors' },
      { page: 'forPartners' },
      OFFEROR_SIGNUP,
    ],
  },
  {
    title: 'Pomoc i kontakt',
    links: [FAQ_LINK, { page: 'contact' }, { page: 'reportBug' }, { page: 'suggestFeature' }, { page: 'siteMap' }],
  },
  {
    title: 'Informacje prawne',
    links: [{ page: 'privacy' }, { page: 'terms' }, { page: 'cookies' }, { page: 'accessibility' }],
  },
];
