import type { Page } from 'playwright-core';

/** What has focus, by its accessible name or text ('BODY' when nothing does): the public and admin journeys use it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
  });
}

/**
 * Elements the Tab key reaches that a sighted person cannot see even while they have focus: of zero size, fully
 * transparent, hidden with `visibility`, cut off by an ancestor that hides its overflow, or placed off the page. Each
 * one is measured while focused, so a skip link that appears on focus passes. A checkbox or radio drawn by its parent
 * (an MUI input is transparent over its own icon) counts as visible when the parent is. One line per element.
 */
export function invisibleFocusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TABBABLE =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable="true"], [tabindex]';
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    const pageWidth = document.documentElement.scrollWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40)}]`;

    const hasNoBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width < 1 || box.height < 1;
    };
    const drawnByParent = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      ['checkbox', 'radio'].includes(element.type) &&
      element.parentElement !== null &&
      !hasNoBox(element.parentElement) &&
      element.parentElement.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    /** Why the focused element cannot be seen, or null. */
    const problem = (element: HTMLElement): string | null => {
      if (!element.checkVisibility({ visibilityProperty: true })) return 'visibility: hidden or display: none';
      if (drawnByParent(element)) return null;
      if (!element.checkVisibility({ opacityProperty: true })) return 'opacity 0';
      if (hasNoBox(element)) return 'zero size';
      const box = element.getBoundingClientRect();
      if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0 || box.left + scrollX >= pageWidth)
        return 'off the page';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const clip = parent.getBoundingClientRect();
        const outside =
          box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom;
        // A scrolling box can bring its content into view; a box that only hides its overflow cannot.
        const scrolls = ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
        if (style.clipPath !== 'none' || (outside && !scrolls)) return 'cut off by an ancestor';
      }
      return null;
    };

    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(TABBABLE)) {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue;
      // MUI's focus-trap sentinels only hand focus back into an open dialog.
      if (element.dataset.testid?.startsWith('sentinel')) continue;
      element.focus({ preventScroll: true });
      // Not focusable after all (e.g. inside a hidden subtree): the browser refused the focus.
      if (document.activeElement !== element) continue;
      const reason = problem(element);
      if (reason) found.push(`${describe(element)}: ${reason}`);
    }
    previous?.focus({ preventScroll: true });
    if (!previous) (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollX, scrollY);
    return found;
  });
}

/** How many CSS pixels the page scrolls sideways (0 when it fits the viewport's width). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}
