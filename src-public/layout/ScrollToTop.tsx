import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '../../shared/ui';

/**
 * Appears after 300 px of scrolling (docs/zasady-produktu.md#ekrany); also brings keyboard focus back to the page
 * heading.
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const scrollUp = () => {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-top btn btn-primary" onClick={scrollUp}>
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">Przewiń na górę strony</span>
    </button>
  );
}

/** A new page starts at its top, as it would after a full page load. */
export function ScrollToTopOnNavigate({ pathname }: { pathname: string }) {
  // Braces: Chromium's scrollTo returns a promise, and React would call an effect's return value as its cleanup.
  // Instantly, as a page load would: a smooth scroll here would still be running when the new page's heading takes
  // focus, and could carry it off-screen.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
