import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.js';
import { demoContentPaths, openPage, STATIC_ROUTES } from './publicPages.js';

/**
 * WCAG 1.4.10 (reflow): at 320 CSS pixels, with the accessibility panel's largest text and in every colour mode,
 * every public page reads without scrolling sideways and without clipping anything, and phone numbers stay whole.
 */
let browser: Browser;
let routes: string[];

/** The panel's colour modes, as the localStorage keys public/a11y-init.js applies before the first paint. */
const MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'false' } },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true', 'accessibility-darkMode': 'false' } },
  { name: 'ciemny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'true' } },
];

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = await demoContentPaths();
  routes = [...STATIC_ROUTES.map(([path]) => path), demo.offer, demo.article, demo.profile];
});
afterAll(() => browser?.close());

async function narrowPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pl-PL',
    viewport: { width: 320, height: 640 },
  });
  return context.newPage();
}

/** Stores the panel's settings in this browser; the next page load applies them. */
async function storeSettings(page: Page, storage: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}

/**
 * What reaches past the viewport (the page scrolls sideways by `extra`) and what is cut off: an element sticking
 * out of the viewport, or content running past the box of an element that hides its overflow.
 */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = root.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}` +
      ` „${(element.textContent ?? '').trim().slice(0, 30)}”`;
    const visible = (element: HTMLElement) => {
      if (element.closest('.visually-hidden, [hidden], .skip-link')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right > viewport + 0.5 || box.left < -0.5) {
        clipped.push(`${describe(element)} sticks out (${Math.round(box.left)}…${Math.round(box.right)} px)`);
        continue;
      }
      // A text field scrolls its own long value; that is the control's normal behaviour, not clipping.
      if (element.matches('input, select, textarea')) continue;
      const style = getComputedStyle(element);
      const hidesOverflow = ['hidden', 'clip'].includes(style.overflowX);
      if (hidesOverflow && element.scrollWidth > element.clientWidth + 1) {
        clipped.push(`${describe(element)} cuts its content (${element.scrollWidth} > ${element.clientWidth} px)`);
      }
    }
    // A phone number split over two lines is misread: each stays on one line.
    for (const phone of document.querySelectorAll<HTMLElement>('a[href^="tel:"], a[href^="sms:"]')) {
      if (phone.getClientRects().length > 1) clipped.push(`${describe(phone)} wraps onto two lines`);
    }
    return { extra: root.scrollWidth - root.clientWidth, clipped: clipped.slice(0, 3) };
  });

/** Words of the page's h1 that the line breaks in two (a word longer than the line is broken anywhere). */
const brokenHeadingWords = (page: Page) =>
  page.locator('main h1').evaluate((heading) => {
    const broken: string[] = [];
    const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (range.getClientRects().length > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

describe('reflow at 320 CSS pixels with the largest text', () => {
  it('has no horizontal scroll and nothing clipped on any public route, in every colour mode', async () => {
    const page = await narrowPage();
    await openPage(page, '/');
    const failures: string[] = [];
    for (const mode of MODES) {
      await storeSettings(page, { 'accessibility-fontSize': 'large', ...mode.storage });
      for (const path of routes) {
        await openPage(page, path);
        const { extra, clipped } = await reflowProblems(page);
        if (extra > 0) failures.push(`${mode.name} ${path}: ${extra}px too wide`);
        for (const problem of clipped) failures.push(`${mode.name} ${path}: ${problem}`);
        // The portal's own page titles keep their words whole; an author's long word may still be broken.
        if (STATIC_ROUTES.some(([route]) => route === path)) {
          for (const word of await brokenHeadingWords(page)) failures.push(`${mode.name} ${path}: h1 breaks „${word}”`);
        }
      }
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 900_000);

  it('wraps a long Polish word in an offer title instead of overflowing', async () => {
    const page = await narrowPage();
    const demo = await demoContentPaths();
    await openPage(page, demo.offer);
    await storeSettings(page, { 'accessibility-fontSize': 'large' });
    await openPage(page, demo.offer);
    // The longest words of the portal's own vocabulary, as an offer title could hold them.
    await page.locator('main h1').evaluate((heading) => {
      heading.textContent = 'Niepełnosprawnościowych przeciwdziałaniedyskryminacji';
    });
    // Neither the page scrolls sideways nor the heading's own text runs past its box (clipped by a parent).
    const heading = await page.locator('main h1').evaluate((element) => ({
      ownExtra: element.scrollWidth - element.clientWidth,
      right: element.getBoundingClientRect().right,
      viewport: document.documentElement.clientWidth,
    }));
    expect(heading.ownExtra).toBeLessThanOrEqual(0);
    expect(heading.right).toBeLessThanOrEqual(heading.viewport);
    expect((await reflowProblems(page)).extra).toBe(0);
    await page.context().close();
  }, 120_000);
});
