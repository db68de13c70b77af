import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusInView } from '../../../src-public/a11y/focus';
import OfferPage from '../../../src-public/pages/offer/OfferPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';
import { makeOffer, UNAVAILABLE } from '../../support/apiFixtures';

const root = document.documentElement;
const scrollIntoView = vi.fn();

function reducedMotionBySystem(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  root.className = 'font-size-base';
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  reducedMotionBySystem(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('focusInView (focus never lands off-screen)', () => {
  function target() {
    const button = document.body.appendChild(document.createElement('button'));
    button.textContent = 'Cel';
    return button;
  }

  it('focuses without the browser scroll and brings the element to the middle, smoothly', () => {
    const element = target();
    const focus = vi.spyOn(element, 'focus');
    focusInView(element);
    expect(element).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    element.remove();
  });

  it('jumps instead of gliding when the panel limits motion', () => {
    root.classList.add('reduce-motion');
    const element = target();
    focusInView(element);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'instant' });
    element.remove();
  });

  it('jumps instead of gliding when the system asks for reduced motion', () => {
    reducedMotionBySystem(true);
    const element = target();
    focusInView(element);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'instant' });
    element.remove();
  });
});

const offer = makeOffer();

describe('a page that loads its content after the navigation', () => {
  it('focuses its real heading once, never the provisional one', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/v1/offers/oferta-1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const focusedHeadings: string[] = [];
    const recordHeading = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      if (element.tagName === 'H1') focusedHeadings.push(element.textContent ?? '');
    };
    document.addEventListener('focusin', recordHeading);
    renderPublic(
      <Routes>
        <Route path="/" element={<Link to="/offer/oferta-1">Wypożyczalnia wózków</Link>} />
        <Route path="/offer/:offerId" element={<OfferPage />} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Wypożyczalnia wózków' }));
    const provisional = await screen.findByRole('heading', { level: 1, name: 'Oferta' });
    expect(provisional).not.toHaveFocus();
    answer(jsonResponse(offer));
    const real = await screen.findByRole('heading', { level: 1, name: 'Wypożyczalnia wózków' });
    await waitFor(() => expect(real).toHaveFocus());
    expect(focusedHeadings).toEqual(['Wypożyczalnia wózków']);
    document.removeEventListener('focusin', recordHeading);
  });

  it('focuses the provisional heading when the content failed to load: it is the page heading then', async () => {
    mockFetch({ 'GET /api/v1/offers/oferta-1': () => jsonResponse(UNAVAILABLE, 503) });
    renderPublic(
      <Routes>
        <Route path="/" element={<Link to="/offer/oferta-1">Wypożyczalnia wózków</Link>} />
        <Route path="/offer/:offerId" element={<OfferPage />} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Wypożyczalnia wózków' }));
    await screen.findByRole('button', { name: /spróbuj ponownie/i });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Oferta' })).toHaveFocus());
  });
});
