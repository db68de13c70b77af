import type { Page } from 'playwright-core';

/** What has focus, by its accessible name or text ('BODY' when nothing does): the public and admin journeys use it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    // A select of the back office is a div named by its label's id (aria-labelledby), with no <label for> of its own.
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (element.getAttribute('aria-label') ?? label ?? labelledBy ?? element.textContent ?? '').trim();
  });
}

type FocusSweep = 'invisible' | 'focus-ring';

/**
 * Focuses, one by one, every element the Tab key reaches and reports, one line per element, what `sweep` finds wrong
 * with it while it has focus. Both checks run in one page function: a page function cannot call another one.
 */
function sweepFocusables(page: Page, sweep: FocusSweep): Promise<string[]> {
  return page.evaluate((sweep) => {
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
    /** The legacy `clip: rect(…)` of an absolutely placed box (the visually-hidden pattern) leaves less than a pixel. */
    const clippedAway = (style: CSSStyleDeclaration) => {
      const edges = style.clip
        .match(/^rect\((.+)\)$/)?.[1]
        .split(/[ ,]+/)
        .map(Number.parseFloat);
      if (!edges || edges.some(Number.isNaN)) return false;
      const [top, right, bottom, left] = edges;
      return right - left < 1 || bottom - top < 1;
    };

    const scrolls = (style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
    const scrollingAncestor = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(getComputedStyle(parent))) return parent;
      }
      return null;
    };

    /** Why the focused element cannot be seen, or null. */
    const invisibility = (element: HTMLElement): string | null => {
      if (!element.checkVisibility({ visibilityProperty: true })) return 'visibility: hidden or display: none';
      if (drawnByParent(element)) return null;
      if (!element.checkVisibility({ opacityProperty: true })) return 'opacity 0';
      if (hasNoBox(element)) return 'zero size';
      const box = element.getBoundingClientRect();
      // Off the page, or off the whole scrollable area of a box that scrolls it (a wide table in its own region).
      const scroller = scrollingAncestor(element);
      const area = scroller?.getBoundingClientRect();
      const [areaLeft, areaTop, areaRight] =
        scroller && area
          ? [
              area.left - scroller.scrollLeft,
              area.top - scroller.scrollTop,
              area.left - scroller.scrollLeft + scroller.scrollWidth,
            ]
          : [-scrollX, -scrollY, pageWidth - scrollX];
      if (box.right <= areaLeft || box.bottom <= areaTop || box.left >= areaRight) return 'off the page';
      if (clippedAway(getComputedStyle(element)) || getComputedStyle(element).clipPath !== 'none')
        return 'clipped (visually hidden)';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (clippedAway(style)) return 'cut off by an ancestor';
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const clip = parent.getBoundingClientRect();
        const outside =
          box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom;
        // A scrolling box can bring its content into view; a box that only hides its overflow cannot.
        if (style.clipPath !== 'none' || (outside && !scrolls(style))) return 'cut off by an ancestor';
      }
      return null;
    };

    // Colours as the page paints them: a canvas turns any CSS colour syntax into sRGB bytes.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    type Rgba = [number, number, number, number];
    const rgba = (color: string): Rgba => {
      if (!canvas) throw new Error('no 2D canvas to read colours with');
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = canvas.getImageData(0, 0, 1, 1).data;
      return [red, green, blue, alpha / 255];
    };
    const over = ([red, green, blue, alpha]: Rgba, [r2, g2, b2]: Rgba): Rgba => [
      red * alpha + r2 * (1 - alpha),
      green * alpha + g2 * (1 - alpha),
      blue * alpha + b2 * (1 - alpha),
      1,
    ];
    /** The opaque colour painted behind `element`'s box: its own and its ancestors' backgrounds, over the canvas. */
    const backgroundBehind = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        layers.push(layer);
        if (layer[3] >= 1) break;
      }
      const canvasColour: Rgba = getComputedStyle(document.documentElement).colorScheme.includes('dark')
        ? [18, 18, 18, 1]
        : [255, 255, 255, 1];
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvasColour);
    };
    const luminance = ([red, green, blue]: Rgba) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    const contrast = (first: Rgba, second: Rgba) => {
      const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    };
    const asText = ([red, green, blue]: Rgba) => `rgb(${[red, green, blue].map(Math.round).join(', ')})`;

    /** `box-shadow` split into its shadows (commas inside `rgb(…)` do not separate them). */
    const shadows = (value: string) => (value === 'none' ? [] : value.split(/,(?![^(]*\))/).map((part) => part.trim()));
    /** A shadow that draws a ring or a glow (spread or blur), with its colour and whether it lies inside the box. */
    const ring = (shadow: string) => {
      const color = shadow.match(/(?:rgba?|color|oklch|oklab|lab|lch|hsla?|hwb)\([^)]*\)|#[0-9a-f]+|\b[a-z]+\b/i);
      const lengths = (shadow.replace(color?.[0] ?? '', '').match(/-?[\d.]+px/g) ?? []).map(Number.parseFloat);
      const [, , blur = 0, spread = 0] = lengths;
      return { color: color?.[0] ?? 'currentcolor', drawn: blur > 0 || spread > 0, inset: /\binset\b/.test(shadow) };
    };

    /**
     * What is wrong with the focused element's indicator: none drawn by focus (an outline or a ring of box-shadow
     * that the unfocused element lacks), or none of its colours reaching 3:1 against the background it is drawn on.
     */
    const focusRingProblem = (element: HTMLElement, unfocused: { outline: string; boxShadow: string }) => {
      const style = getComputedStyle(element);
      const colours: { color: Rgba; behind: Rgba }[] = [];
      const outlineWidth = Number.parseFloat(style.outlineWidth);
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      if (style.outlineStyle !== 'none' && outlineWidth >= 1 && outline !== unfocused.outline) {
        // An outline drawn inside the box lies on the element's own background, one outside on its surroundings.
        const inside = Number.parseFloat(style.outlineOffset) + outlineWidth <= 0;
        const behind = backgroundBehind(inside ? element : element.parentElement);
        // Composited: a transparent outline (kept for forced colours beside a box-shadow ring) shows nothing here.
        colours.push({ color: over(rgba(style.outlineColor), behind), behind });
      }
      const before = new Set(shadows(unfocused.boxShadow));
      for (const shadow of shadows(style.boxShadow).filter((part) => !before.has(part))) {
        const { color, drawn, inset } = ring(shadow);
        if (!drawn) continue;
        const behind = backgroundBehind(inset ? element : element.parentElement);
        colours.push({ color: over(rgba(color === 'currentcolor' ? style.color : color), behind), behind });
      }
      if (colours.length === 0) return 'no focus indicator';
      const best = colours
        .map(({ color, behind }) => ({ ratio: contrast(color, behind), color, behind }))
        .sort((a, b) => b.ratio - a.ratio)[0];
      if (best.ratio >= 3) return null;
      return `focus indicator ${asText(best.color)} on ${asText(best.behind)}: ${best.ratio.toFixed(2)}:1 (< 3:1)`;
    };

    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(TABBABLE)) {
      if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue;
      // MUI's focus-trap sentinels only hand focus back into an open dialog.
      if (element.dataset.testid?.startsWith('sentinel')) continue;
      const unfocusedStyle = getComputedStyle(element);
      const unfocused = {
        outline: `${unfocusedStyle.outlineStyle} ${unfocusedStyle.outlineWidth} ${unfocusedStyle.outlineColor}`,
        boxShadow: unfocusedStyle.boxShadow,
      };
      element.focus({ preventScroll: true });
      // Not focusable after all (e.g. inside a hidden subtree): the browser refused the focus.
      if (document.activeElement !== element) continue;
      if (sweep === 'invisible') {
        const reason = invisibility(element);
        if (reason) found.push(`${describe(element)}: ${reason}`);
      } else if (invisibility(element) === null) {
        // Unseen elements are the other check's findings; their ring could not be seen either.
        const reason = element.matches(':focus-visible')
          ? focusRingProblem(element, unfocused)
          : 'not :focus-visible (focus by keyboard first)';
        if (reason) found.push(`${describe(element)}: ${reason}`);
      }
    }
    previous?.focus({ preventScroll: true });
    if (!previous) (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(scrollX, scrollY);
    return found;
  }, sweep);
}

/**
 * Elements the Tab key reaches that a sighted person cannot see even while they have focus: of zero size, fully
 * transparent, hidden with `visibility`, clipped to nothing (the visually-hidden pattern), cut off by an ancestor
 * that hides its overflow, or placed off the page. Each one is measured while focused, so a skip link that appears
 * on focus passes. A checkbox or radio drawn by its parent (an MUI input is transparent over its own icon) counts as
 * visible when the parent is. One line per element.
 */
export function invisibleFocusables(page: Page): Promise<string[]> {
  return sweepFocusables(page, 'invisible');
}

/**
 * Visible elements the Tab key reaches whose focus indicator is missing or faint (WCAG 2.4.7, 1.4.11): each is
 * focused as a keyboard user focuses it (`:focus-visible`), and the outline or box-shadow ring that focus adds must
 * reach 3:1 against the background it is drawn on. One line per element.
 */
export async function focusRingProblems(page: Page): Promise<string[]> {
  // The browser shows `:focus-visible` on a script's focus only once the person uses the keyboard.
  await page.keyboard.press('Shift');
  return sweepFocusables(page, 'focus-ring');
}

/** How many CSS pixels the page scrolls sideways (0 when it fits the viewport's width). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/**
 * Texts a sighted person cannot read whole: cut short with an ellipsis (`text-overflow: ellipsis` on a box narrower
 * than its text), as MUI does to menu labels and bar titles that do not fit. One line per element.
 */
export function textsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (getComputedStyle(element).textOverflow !== 'ellipsis' || !element.textContent?.trim()) return false;
        return element.checkVisibility() && element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) => `${element.tagName.toLowerCase()}[${(element.textContent ?? '').trim().slice(0, 40)}]: cut off`,
      ),
  );
}
