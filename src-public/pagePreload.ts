import { matchPath } from 'react-router-dom';
import { startEarly } from './hooks/earlyRequests';
import {
  categoriesRequest,
  homeOffersRequest,
  latestArticlesRequest,
  offerRequest,
  searchResultsRequest,
} from './requests';
import { preloadablePage } from './preloadablePage';
import { readSearchQuery } from './pages/search/searchQuery';

export const homePage = preloadablePage(() => import('./pages/home/HomePage'));
export const searchPage = preloadablePage(() => import('./pages/search/SearchPage'));
export const offerPage = preloadablePage(() => import('./pages/offer/OfferPage'));

/**
 * Most visits start on one of these pages. main.tsx calls this before the first render, so the page's code and its
 * first requests download side by side (instead of the code first and the data once the page has rendered), and the
 * first render waits for the code only, which is therefore asked for first. Resolves, never rejects, when the page's
 * code is there.
 */
export function preloadPage({ pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  if (pathname === '/') {
    const pageLoaded = homePage.preload();
    [categoriesRequest, homeOffersRequest, latestArticlesRequest].forEach(startEarly);
    return pageLoaded;
  }
  if (matchPath('/search', pathname)) {
    const pageLoaded = searchPage.preload();
    [categoriesRequest, searchResultsRequest(readSearchQuery(new URLSearchParams(search)))].forEach(startEarly);
    return pageLoaded;
  }
  const offerId = matchPath('/offer/:offerId', pathname)?.params.offerId;
  if (offerId) {
    const pageLoaded = offerPage.preload();
    startEarly(offerRequest(offerId));
    return pageLoaded;
  }
  return Promise.resolve();
}
