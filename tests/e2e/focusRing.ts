import type { Page } from 'playwright-core';

/** What one Tab stop showed: nothing more to visit, or the stop and why its ring falls short (null when it is fine). */
type Stop = { done: true } | { done: false; problem: string | null };

/**
 * Walks the page with the Tab key, as a keyboard user does, and measures the focus indicator of every stop: an outline
 * or a box-shadow ring (on the element, or on the MUI wrapper that draws a transparent input) whose colour has at
 * least 3:1 contrast against the background behind the element (WCAG 2.4.7, 1.4.11). A ring of two colours (the
 * admin's dark outline on a white halo) passes when one of them stands out. One line per control that fails; the walk
 * ends when Tab comes back to a control already measured (the end of the page, or the focus trap of an open dialog).
 */
export async function focusRingProblems(page: Page, maxStops = 400): Promise<string[]> {
  await page.evaluate(() => {
    (window as unknown as { ringSeen?: WeakSet<Element> }).ringSeen = new WeakSet();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const problems: string[] = [];
  for (let count = 0; count < maxStops; count++) {
    await page.keyboard.press('Tab');
    const stop: Stop = await page.evaluate(measureFocusedRing);
    if (stop.done) return problems;
    if (stop.problem) problems.push(stop.problem);
  }
  problems.push(`more than ${maxStops} Tab stops: the walk did not come back to its start`);
  return problems;
}

/** Runs in the page: self-contained, it cannot use anything from this module. */
async function measureFocusedRing(): Promise<Stop> {
  const seen = (window as unknown as { ringSeen: WeakSet<Element> }).ringSeen;
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return { done: false, problem: null };
  if (seen.has(focused)) return { done: true };
  seen.add(focused);

  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba | null => {
    const parts = color
      .match(/rgba?\(([^)]+)\)/)?.[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return parts && parts.length >= 3 ? [parts[0], parts[1], parts[2], parts[3] ?? 1] : null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [0, 1, 2].map((i) => top[i] * alpha + bottom[i] * (1 - alpha)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  /** The opaque colour behind an element: its ancestors' backgrounds laid over white. */
  const backgroundBehind = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] === 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  /** The colours of the ring an element draws while focused: its outline and its box-shadow rings. */
  const ringColours = (element: Element): Rgba[] => {
    const style = getComputedStyle(element);
    const colours: Rgba[] = [];
    const outline = parse(style.outlineColor);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && outline && outline[3] > 0)
      colours.push(outline);
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = parse(shadow);
      // A ring is a shadow spread around the element ('0 0 0 3px'), not a soft drop shadow.
      const lengths =
        shadow
          .replace(/rgba?\([^)]*\)/, '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      if (colour && colour[3] > 0 && (lengths[3] ?? 0) >= 1) colours.push(colour);
    }
    return colours;
  };

  // MUI draws a checkbox, radio or switch around a transparent input and marks the drawn part as focused.
  const drawn = focused.closest('.Mui-focusVisible') ?? focused;
  // The ring is measured as it ends up, not halfway through MUI's transition of the shadow.
  await Promise.all([...focused.getAnimations(), ...drawn.getAnimations()].map((animation) => animation.finished));
  const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 50);
  const where = `${focused.tagName.toLowerCase()}[${name}]`;
  const background = backgroundBehind(drawn);
  const colours = [...ringColours(focused), ...(drawn === focused ? [] : ringColours(drawn))];
  if (colours.length === 0) return { done: false, problem: `${where}: no focus ring` };
  const best = Math.max(...colours.map((colour) => contrast(over(colour, background), background)));
  return best >= 3
    ? { done: false, problem: null }
    : { done: false, problem: `${where}: ring ${best.toFixed(2)}:1 on rgb(${background.slice(0, 3).join(', ')})` };
}
