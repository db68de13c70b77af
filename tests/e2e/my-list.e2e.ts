import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { announced, eventually, openPage, signInByKeyboard, tabUntil } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Where the print view's screenshot goes, to be looked at (test-results/ is not committed). */
const SCREENSHOTS = path.resolve('test-results');

const KEEP = '.offer-card .favourite-button[aria-pressed="false"]';

/** The header link's exact name as Chromium computes it: the count, visually hidden, follows the link's text. */
const headerName = (count: number) => `Moja lista (ofert: ${count})`;

/** Keeps the first two offers of the search results with the keyboard; answers their titles. */
async function keepTwoOffers(page: Page): Promise<string[]> {
  await openPage(page, '/search');
  const cards = page.locator('.offer-card');
  await cards.nth(1).locator('.favourite-button').waitFor();
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    titles.push((await card.getByRole('heading').getByRole('link').innerText()).trim());
    await tabUntil(page, KEEP);
    expect(await focusedName(page)).toContain('Dodaj do mojej listy');
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: /Usuń z mojej listy/, pressed: true }).waitFor();
    // The button keeps focus and its live region says which offer joined the list.
    expect(await focusedName(page)).toContain('Usuń z mojej listy');
    await eventually(() => card.getByRole('status').innerText()).toBe(`Dodano do mojej listy: ${titles[index]}.`);
  }
  return titles;
}

describe("'Moja lista' by keyboard", () => {
  it('keeps two offers from the search cards, hears the count in the header, removes one on the list page', async () => {
    const page = await newPage(browser);
    const titles = await keepTwoOffers(page);
    const headerLink = page.getByRole('link', { name: headerName(2), exact: true });
    await headerLink.waitFor();
    await expectNoViolations(page, '/search with two offers kept');

    await tabUntil(page, 'a.nav-my-list', { backwards: true, maxPresses: 200 });
    expect(await headerLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/moja-lista');
    await page.getByRole('heading', { level: 1, name: 'Moja lista' }).waitFor();
    // Newest first.
    for (const title of titles) await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByText('Ofert na liście: 2').waitFor();
    await expectNoViolations(page, '/moja-lista without an account');

    await tabUntil(page, 'main .favourite-button[aria-pressed="true"]');
    const removed = await page.evaluate(
      () => document.activeElement?.closest('article')?.querySelector('h2 a')?.textContent?.trim() ?? '',
    );
    expect(titles).toContain(removed);
    await page.keyboard.press('Enter');
    // The card and its button are gone: focus goes to the count, and the page says what left the list.
    await eventually(() => focusedName(page)).toBe('Ofert na liście: 1');
    await eventually(() => announced(page)).toContain(`Usunięto z mojej listy: ${removed}.`);
    expect(await page.getByRole('link', { name: removed, exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: headerName(1), exact: true }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('moja-lista'))) ?? '[]')).toHaveLength(1);
    await expectNoViolations(page, '/moja-lista after a removal');
    await page.context().close();
  });

  it('keeps offers without an account, finds them kept after signing in, shares the list by a link', async () => {
    const page = await newPage(browser);
    const titles = await keepTwoOffers(page);

    // Signing in moves the browser's list to the account (the demo user keeps offers of her own already).
    await signInByKeyboard(page, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD);
    await openPage(page, '/moja-lista');
    await page.getByText('Lista jest zapisana na Twoim koncie.', { exact: false }).waitFor();
    for (const title of titles) await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByRole('article', { name: 'Oferta niedostępna' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('moja-lista'))).toBeNull();
    // The header counts the merged list, the two kept here and the account's own, as the page does.
    const kept = await page.locator('main article').count();
    expect(kept).toBeGreaterThanOrEqual(titles.length + 1);
    await page.getByText(`Ofert na liście: ${kept}`).waitFor();
    await page.getByRole('link', { name: headerName(kept), exact: true }).waitFor();
    await expectNoViolations(page, '/moja-lista signed in');

    await tabUntil(page, 'main .share-section button');
    expect(await focusedName(page)).toBe('Udostępnij listę');
    await page.keyboard.press('Enter');
    await eventually(() => focusedName(page)).toBe('Link do listy jest gotowy.');
    const url = await page.getByRole('textbox', { name: 'Link do listy' }).inputValue();
    expect(url).toMatch(/\/lista\/[A-Za-z0-9_-]{24}$/);
    await page.getByRole('button', { name: 'Pokaż kod QR' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Kod QR z linkiem do listy' }).waitFor();
    await expectNoViolations(page, '/moja-lista shared');

    // The link opens in a fresh browser, with no account and nothing stored.
    const stranger = await newPage(browser);
    await openPage(stranger, new URL(url).pathname);
    await stranger.getByRole('heading', { level: 1, name: 'Udostępniona lista ofert' }).waitFor();
    for (const title of titles) await stranger.getByRole('link', { name: title, exact: true }).waitFor();
    await expectNoViolations(stranger, '/lista/{id}');
    await stranger.emulateMedia({ media: 'print' });
    // The print view: large type, no controls and no site frame, each offer's contacts written out.
    mkdirSync(SCREENSHOTS, { recursive: true });
    const shot = await stranger.screenshot({ path: path.join(SCREENSHOTS, 'moja-lista-wydruk.png'), fullPage: true });
    expect(shot.byteLength).toBeGreaterThan(10_000);
    expect(await stranger.getByRole('button', { name: 'Drukuj listę' }).isVisible()).toBe(false);
    const frame = await stranger.evaluate(() =>
      ['.site-header', '.site-footer', '.skip-link'].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).display : 'missing';
      }),
    );
    expect(frame).toEqual(['none', 'none', 'none']);
    const visibleNavigation = stranger.locator('nav:not(main nav)').filter({ visible: true });
    expect(await stranger.locator('nav:not(main nav)').count()).toBeGreaterThan(0);
    expect(await visibleNavigation.count()).toBe(0);
    for (const title of titles)
      expect(await stranger.getByRole('link', { name: title, exact: true }).isVisible()).toBe(true);
    const headingSize = await stranger.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize);
    expect(headingSize).toBe('32px');
    await stranger.getByText('Link', { exact: true }).first().waitFor();
    await stranger.context().close();
    await page.context().close();
  });
});
