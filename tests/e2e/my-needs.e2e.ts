import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoViolations, launchBrowser } from './browser.js';
import { focusedName, horizontalOverflow } from './focusChecks.js';
import { eventually, openPage, tabUntil } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 320 CSS pixels wide with the accessibility panel's largest text, as a person who needs both sees the portal. */
async function narrowLargeText(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pl-PL',
    viewport: { width: 320, height: 640 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('accessibility-fontSize', 'large'));
  return page;
}

const MATCH = /Pasuje do Twoich potrzeb|Sprawdź:/;

describe("'Moje potrzeby' by keyboard", () => {
  it('sets the profile, searches with it, hears the explanation on the cards, opens an offer and clears it', async () => {
    const page = await narrowLargeText();
    await openPage(page, '/search');

    // The bar's live region is on the page, empty, before the profile is saved: a screen reader announces only
    // a change inside a region it already knows, not a region that appears with its text.
    const region = page.locator('.needs-bar [role="status"]');
    expect(await region.innerText()).toBe('');
    await region.evaluate((element) => element.setAttribute('data-region-before-save', ''));

    // The profile's dialog, reached and filled with the keyboard only.
    await tabUntil(page, '.needs-bar > button[aria-haspopup="dialog"]');
    expect(await focusedName(page)).toContain('Moje potrzeby');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Moje potrzeby' });
    await dialog.waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('needs-age');
    await page.keyboard.type('30');
    await tabUntil(page, '#needs-certificate input[type="radio"]');
    // From 'Nie chcę podawać' to 'Umiarkowany stopień niepełnosprawności'.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Umiarkowany stopień niepełnosprawności' }).isChecked()).toBe(true);
    await tabUntil(page, '#needs-place-wheelchair_access');
    await page.keyboard.press('Space');
    await expectNoViolations(page, "the 'Moje potrzeby' dialog");
    expect(await horizontalOverflow(page)).toBe(0);
    await tabUntil(page, '.needs-form button[type="submit"]');
    await page.keyboard.press('Enter');

    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/age=30/);
    expect(page.url()).toContain('features=wheelchair_access');
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'Zapisano Twoje potrzeby na tym urządzeniu.' }).count(),
    ).toBe(1);
    expect(await page.locator('[data-region-before-save]').innerText()).toContain(
      'Zapisano Twoje potrzeby na tym urządzeniu.',
    );
    expect(await focusedName(page)).toContain('Moje potrzeby');

    // Each card says once, in its own text (no live region), what matches and what to check.
    const firstCard = page.locator('main article').first();
    await firstCard.waitFor();
    await eventually(() => firstCard.locator('.needs-match').count()).toBe(1);
    expect(await firstCard.locator('.needs-match').innerText()).toMatch(MATCH);
    expect(await page.locator('[aria-live] .needs-match, [role="status"] .needs-match').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Usuń filtr: wiek 30 lat' }).count()).toBe(1);
    await expectNoViolations(page, "the search with 'Moje potrzeby'");
    expect(await horizontalOverflow(page)).toBe(0);

    // One filter removed by its button; the focus goes to the next one.
    await tabUntil(page, '.needs-filters button');
    expect(await focusedName(page)).toContain('Usuń filtr: wiek 30 lat');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.search.includes('age='));
    await eventually(() => focusedName(page)).toContain('Usuń filtr: bez schodów');

    // An offer: the explanation, its conditions, hours and funding.
    await tabUntil(page, 'main article h3 a');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/offer\//);
    await page.locator('main h1').first().waitFor();
    await eventually(() => page.locator('main .needs-match').count()).toBe(1);
    expect(await page.locator('main .needs-match').innerText()).toMatch(MATCH);
    for (const heading of ['Dla kogo i na jakich warunkach', 'Godziny i dostępność miejsc', 'Koszt i dofinansowanie']) {
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }
    await expectNoViolations(page, "an offer with 'Moje potrzeby'");
    expect(await horizontalOverflow(page)).toBe(0);

    // 'Wyczyść moje potrzeby' removes everything; the focus goes to 'Moje potrzeby'.
    await page.goBack();
    await page.locator('.needs-bar').waitFor();
    await tabUntil(page, '.needs-bar > button.btn-sm');
    expect(await focusedName(page)).toContain('Wyczyść moje potrzeby');
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => localStorage.getItem('moje-potrzeby'))).toBeNull();
    await eventually(() => focusedName(page)).toContain('Moje potrzeby');
    await eventually(() => page.locator('.needs-match').count()).toBe(0);
    expect(page.url()).not.toContain('features=');
    await page.context().close();
  });
});
