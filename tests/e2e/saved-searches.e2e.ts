import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_TEXTS } from '../../shared/savedSearches.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { saveSearchByKeyboard } from './savedSearchSteps.js';
import { announced, eventually, openPage, signInByKeyboard, tabUntilNamed } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("'Powiadom mnie o nowych ofertach' by keyboard", () => {
  it('a signed-in user saves the search, finds it in the dashboard and removes it', async () => {
    const name = `Rehabilitacja w Łodzi ${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await signInByKeyboard(page, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD);
    await openPage(page, '/search?q=rehabilitacja&city=%C5%81%C3%B3d%C5%BA');

    const dialog = await saveSearchByKeyboard(page, name, 'Co tydzień');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(SAVED_SEARCH_TEXTS.manageLink);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard?view=alerts');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Co tydzień');
    expect(await row.innerText()).toContain('Łódź');
    await expectNoViolations(page, '/dashboard?view=alerts');

    await tabUntilNamed(page, 'table button', SAVED_SEARCH_TEXTS.deleteLabel(name));
    await page.keyboard.press('Enter');
    // The row and its button are gone: focus goes to the list's heading, and the toast says what was removed.
    await eventually(() => announced(page)).toContain(SAVED_SEARCH_TEXTS.deleted(name));
    await eventually(() => focusedName(page)).toMatch(new RegExp(`^${SAVED_SEARCH_TEXTS.tableCaption}`));
    await eventually(() => row.count()).toBe(0);
    await expectNoViolations(page, '/dashboard?view=alerts after a removal');
    await page.context().close();
  });
});
