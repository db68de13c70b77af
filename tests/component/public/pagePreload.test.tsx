import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptEarly, startEarly } from '../../../src-public/hooks/earlyRequests';
import { preloadPage } from '../../../src-public/pagePreload';
import OfferPage from '../../../src-public/pages/offer/OfferPage';
import { preloadablePage } from '../../../src-public/preloadablePage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';
import { makeOffer, UNAVAILABLE } from '../../support/apiFixtures';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const offerPageModule = { default: () => <h1>Wypożyczalnia wózków</h1> };

describe('a page loaded before the first render', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  /** The very first commit, as the browser paints it: act() would run React on to the end. */
  function renderNow(page: ReturnType<typeof preloadablePage>): HTMLElement {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        <Suspense fallback={<p>Ładowanie strony…</p>}>
          <page.Page />
        </Suspense>,
      ),
    );
    return container;
  }
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    container?.remove();
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows at once, without the loading spinner', async () => {
    const page = preloadablePage(async () => offerPageModule);
    await page.preload();
    expect(renderNow(page).textContent).toBe('Wypożyczalnia wózków');
  });

  it('while a page not loaded yet shows the spinner first', () => {
    const page = preloadablePage(async () => offerPageModule);
    expect(renderNow(page).textContent).toBe('Ładowanie strony…');
  });
});

const offer = makeOffer();

describe('the first request of a page, started before it rendered', () => {
  it('is the one the page shows: the offer is asked for once', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/offers/oferta-1': () => jsonResponse(offer) });
    window.history.replaceState(null, '', '/offer/oferta-1');
    await preloadPage(window.location);
    renderPublic(
      <Routes>
        <Route path="/offer/:offerId" element={<OfferPage />} />
      </Routes>,
      { route: '/offer/oferta-1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Wypożyczalnia wózków' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is handed out once, and only while the address is the one it was started for', async () => {
    mockFetch({ 'GET /api/v1/categories': () => jsonResponse([]) });
    const request = { key: '/api/v1/categories', load: () => fetch('/api/v1/categories') };
    startEarly(request);
    expect(adoptEarly(request.key)).toBeDefined();
    expect(adoptEarly(request.key)).toBeUndefined();

    startEarly(request);
    window.history.pushState(null, '', '/search');
    expect(adoptEarly(request.key)).toBeUndefined();
  });

  it('that failed is reported by the page that takes it over, not as an unhandled error', async () => {
    mockFetch({ 'GET /api/v1/offers/oferta-1': () => jsonResponse(UNAVAILABLE, 503) });
    window.history.replaceState(null, '', '/offer/oferta-1');
    await preloadPage(window.location);
    renderPublic(
      <Routes>
        <Route path="/offer/:offerId" element={<OfferPage />} />
      </Routes>,
      { route: '/offer/oferta-1' },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /spróbuj ponownie/i })).toBeInTheDocument());
  });
});
