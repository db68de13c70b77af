import { contentPageAt, PUBLIC_PAGES, type PublicPageKey } from './publicPages.js';

/**
 * The pages most visits start on, with the module of each as Vite's build manifest names it. src-public/pagePreload.ts
 * loads their code and first requests before the first render, the build gathers what they import into a few chunks
 * (scripts/pageKitChunk.ts), and the server names those chunks in the page's HTML (server/pages/shell.ts), so that
 * they download beside the app's own code instead of after it has run.
 */
export const LANDING_PAGE_MODULES = {
  home: 'src-public/pages/home/HomePage.tsx',
  search: 'src-public/pages/search/SearchPage.tsx',
  offer: 'src-public/pages/offer/OfferPage.tsx',
} as const satisfies Partial<Record<PublicPageKey, string>>;

type LandingPageKey = keyof typeof LANDING_PAGE_MODULES;
const LANDING_PAGE_KEYS = Object.keys(LANDING_PAGE_MODULES) as LandingPageKey[];

/** The landing page's module for an address (no trailing slash, no query), if the address is one. */
export function landingPageModuleAt(path: string): string | undefined {
  const contentKey = contentPageAt(path)?.key;
  const key = LANDING_PAGE_KEYS.find((name) => PUBLIC_PAGES[name].path === path || contentKey === name);
  return key && LANDING_PAGE_MODULES[key];
}
