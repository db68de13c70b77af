import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferSearchResult } from '../../shared/types.js';
import { baseUrl, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { horizontalOverflow } from './focusChecks.js';
import { eventually, focusedTag, openPage, tabUntil } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TOPICS = [
  'Po co jest ten portal',
  'Jak korzystać z portalu',
  'Jak założyć konto',
  'Jak zgłosić problem',
  'Jak się odwołać',
  'Czy portal jest dla każdego',
];

describe('easy-to-read', () => {
  it('opens "Tekst łatwy do czytania" from the header by keyboard: headings per topic, the mark, no violations', async () => {
    const page = await newPage(browser);
    await openPage(page, '/search');
    await tabUntil(page, 'header a[href="/latwy-tekst"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/latwy-tekst$/);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Tekst łatwy do czytania');
    await eventually(() => focusedTag(page)).toBe('H1');
    expect(await page.title()).toBe('Tekst łatwy do czytania – Portal usług inkluzywnych');
    expect(await page.locator('main h2').allInnerTexts()).toEqual(TOPICS);
    expect(await page.getByRole('img', { name: 'Tekst łatwy do czytania' }).count()).toBe(1);
    await expectNoViolations(page, '/latwy-tekst');
    // The address answers on its own too (the server knows the page: its head, not the 404 page).
    const response = await page.goto('/latwy-tekst');
    expect(response?.status()).toBe(200);
    await page.locator('main h1').waitFor();
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).toMatch(/prostymi słowami/);
    await page.context().close();
  });

  it('fits 320 px with the largest text, the header link included', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'pl-PL',
      viewport: { width: 320, height: 640 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('accessibility-fontSize', 'large'));
    await openPage(page, '/latwy-tekst');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await page.locator('header a[href="/latwy-tekst"]').isVisible()).toBe(true);
    await context.close();
  });

  it("shows an offer's summary first on its page, with the mark", async () => {
    const found = (await (await fetch(`${baseUrl()}/api/v1/offers?q=wozek&per_page=50`)).json()) as OfferSearchResult;
    const offer = found.items.find((item) => item.easy_read_summary);
    expect(offer, 'a demo offer matching "wozek" has an easy-to-read summary').toBeDefined();
    const page = await newPage(browser);
    await openPage(page, `/offer/${offer!.id}`);
    const section = page.getByRole('region', { name: 'W skrócie – tekst łatwy do czytania' });
    expect(await section.getByRole('img', { name: 'Tekst łatwy do czytania' }).count()).toBe(1);
    expect(await page.locator('main h2').first().innerText()).toBe('W skrócie – tekst łatwy do czytania');
    await expectNoViolations(page, 'the offer page with an easy-to-read summary');
    await page.context().close();
  });
});
