import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.js';
import { demoContentPaths, openPage, STATIC_ROUTES } from './publicPages.js';

/** WCAG 1.4.10 (reflow): at 320 CSS pixels every public page reads without scrolling sideways. */
let browser: Browser;
let routes: string[];

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

/** How far the page reaches past the viewport's right edge, and the widest element that does it. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(-1)[0];
    return { extra: root.scrollWidth - root.clientWidth, widest };
  });

describe('reflow at 320 CSS pixels', () => {
  it('has no horizontal scroll on any public route', async () => {
    const page = await narrowPage();
    const failures: string[] = [];
    for (const path of routes) {
      await openPage(page, path);
      const { extra, widest } = await overflow(page);
      if (extra > 0) failures.push(`${path}: ${extra}px too wide (${widest})`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('wraps a long Polish word in an offer title instead of overflowing', async () => {
    const page = await narrowPage();
    const demo = await demoContentPaths();
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
    expect((await overflow(page)).extra).toBe(0);
    await page.context().close();
  }, 120_000);
});
