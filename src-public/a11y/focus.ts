/**
 * Moving keyboard focus in code. The browser's own scroll on focus() is a smooth scroll here (scroll-behavior:
 * smooth, theme.css), which a second scroll can cut short and leave the focused element off-screen; and it only
 * scrolls as little as needed, leaving the element at the very edge. So focus moves without that scroll and the
 * element is then brought to the middle of the view: smoothly only when the person has not asked for less motion.
 */

/** True when the panel's "Ogranicz animacje" is on or the system asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  if (document.documentElement.classList.contains('reduce-motion')) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Focuses `element` and scrolls it to the centre of the view (instantly when motion is reduced). */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; every browser the portal supports does.
  element.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** Whether the whole element is inside the viewport now. */
export function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}
