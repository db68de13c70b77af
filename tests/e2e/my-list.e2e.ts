import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function press(page: Page, control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

describe("'Moja lista'", () => {
  it('keeps two offers without an account, finds them kept after signing in, shares the list by a link', async () => {
    const page = await newPage(browser);
    await page.goto('/search');
    const cards = page.locator('.offer-card');
    await cards.nth(1).waitFor();
    const titles: string[] = [];
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      titles.push((await card.getByRole('heading').getByRole('link').innerText()).trim());
      const keep = card.getByRole('button', { name: /Dodaj do mojej listy/ });
      await press(page, keep);
      await card.getByRole('button', { name: /Usuń z mojej listy/, pressed: true }).waitFor();
    }
    await page.getByText(`Dodano do mojej listy: ${titles[1]}.`).waitFor();
    await page.getByRole('link', { name: 'Moja lista, ofert: 2' }).waitFor();
    await expectNoViolations(page, '/search with two offers kept');

    await press(page, page.getByRole('link', { name: 'Moja lista, ofert: 2' }));
    await page.waitForURL('**/moja-lista');
    for (const title of titles) await page.getByRole('link', { name: title, exact: true }).waitFor();
    await expectNoViolations(page, '/moja-lista without an account');

    // Signing in moves the browser's list to the account (the demo user keeps offers of her own already).
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Adres email' }).fill(DEMO_ACCOUNTS.user.email);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await press(page, page.getByRole('button', { name: 'Zaloguj się' }));
    await page.waitForURL('**/dashboard');
    await page.goto('/moja-lista');
    await page.getByText('Lista jest zapisana na Twoim koncie.', { exact: false }).waitFor();
    for (const title of titles) await page.getByRole('link', { name: title, exact: true }).waitFor();
    await page.getByRole('article', { name: 'Oferta niedostępna' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('moja-lista'))).toBeNull();
    await expectNoViolations(page, '/moja-lista signed in');

    await press(page, page.getByRole('button', { name: 'Udostępnij listę' }));
    await page.getByText('Link do listy jest gotowy.').waitFor();
    const url = await page.getByRole('textbox', { name: 'Link do listy' }).inputValue();
    expect(url).toMatch(/\/lista\/[A-Za-z0-9_-]{24}$/);
    await press(page, page.getByRole('button', { name: 'Pokaż kod QR' }));
    await page.getByRole('img', { name: 'Kod QR z linkiem do listy' }).waitFor();
    await expectNoViolations(page, '/moja-lista shared');

    // The link opens in a fresh browser, with no account and nothing stored.
    const stranger = await newPage(browser);
    await stranger.goto(new URL(url).pathname);
    await stranger.getByRole('heading', { level: 1, name: 'Udostępniona lista ofert' }).waitFor();
    for (const title of titles) await stranger.getByRole('link', { name: title, exact: true }).waitFor();
    await expectNoViolations(stranger, '/lista/{id}');
    await stranger.emulateMedia({ media: 'print' });
    // The print view: large type, no controls, each offer's contacts written out.
    const shot = await stranger.screenshot({ path: path.join(tmpdir(), 'moja-lista-wydruk.png'), fullPage: true });
    expect(shot.byteLength).toBeGreaterThan(10_000);
    expect(await stranger.getByRole('button', { name: 'Drukuj listę' }).isVisible()).toBe(false);
    const headingSize = await stranger.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize);
    expect(headingSize).toBe('32px');
    await stranger.getByText('Link', { exact: true }).first().waitFor();
  });
});
