import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import {
  chooseRowAction,
  dialogShown,
  firstRowActions,
  openAdminAs,
  signInThroughPublicLogin,
} from './adminSession.js';
import { horizontalOverflow } from './focusChecks.js';

/**
 * The back office in the public site's display modes: the accessibility settings a visitor chose on the
 * portal apply in the panel too, every screen passes axe and IBM Equal Access in each of them, and the panel's own
 * toggles set the mode for both.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MODES: { name: string; storage: Record<string, string>; background: string }[] = [
  { name: 'domyślny', storage: {}, background: 'rgb(250, 250, 251)' },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true' }, background: 'rgb(0, 0, 0)' },
  { name: 'tryb ciemny', storage: { 'accessibility-darkMode': 'true' }, background: 'rgb(18, 20, 23)' },
];

/** Every screen of the back office and its heading. */
const SCREENS: [path: string, name: string][] = [
  ['/admin', 'Przegląd'],
  ['/admin/users', 'Użytkownicy'],
  ['/admin/offers', 'Oferty'],
  ['/admin/blog_posts', 'Blog'],
  ['/admin/categories', 'Kategorie'],
  ['/admin/search_synonyms', 'Synonimy wyszukiwania'],
  ['/admin/settings', 'Ustawienia portalu'],
  ['/admin/reports', 'Zgłoszenia'],
  ['/admin/appeals', 'Odwołania'],
  ['/admin/transparency', 'Raport przejrzystości'],
  ['/admin/verifications', 'Weryfikacje'],
];

const PAGES_WITHOUT_LIST = ['/admin', '/admin/settings', '/admin/transparency'];

/** An admin whose browser already holds the settings, as after choosing them in the portal's panel. */
async function adminInMode(storage: Record<string, string>): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await signInThroughPublicLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await page.getByRole('heading', { level: 1, name: 'Przegląd' }).waitFor();
  return page;
}

/** Opens a screen and waits until its content, not only its heading, is there. */
async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('#main-content [role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  if (!PAGES_WITHOUT_LIST.includes(path)) {
    await page
      .locator('#main-content')
      .getByRole('table')
      .or(page.getByText(/^Nie znaleziono|^Brak/))
      .first()
      .waitFor();
  }
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe.each(MODES)('the back office in mode: $name', ({ name: mode, storage, background }) => {
  it('passes axe and IBM Equal Access on every screen, an open edit dialog and a dialog form in error', async () => {
    const page = await adminInMode(storage);
    for (const [path, name] of SCREENS) {
      await visit(page, path, name);
      expect(await pageBackground(page), path).toBe(background);
      await expectNoViolations(page, `${path} (${mode})`);
    }

    await visit(page, '/admin/offers', 'Oferty');
    await chooseRowAction(page, firstRowActions(page), /^Edytuj ofertę/);
    await dialogShown(page.getByRole('dialog', { name: 'Edytuj ofertę' }));
    await expectNoViolations(page, `"Edytuj ofertę" open (${mode})`);
    await page.keyboard.press('Escape');

    await visit(page, '/admin/categories', 'Kategorie');
    await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
    const create = page.getByRole('dialog', { name: 'Dodaj nową kategorię' });
    await dialogShown(create);
    await create.getByRole('textbox', { name: /Nazwa/ }).fill('Sport');
    await create.getByRole('textbox', { name: /Slug/ }).fill('Zły slug');
    await create.getByRole('button', { name: 'Dodaj kategorię' }).click();
    await expect.poll(() => create.getByRole('textbox', { name: /Slug/ }).getAttribute('aria-invalid')).toBe('true');
    // The toast that comes with the errors has faded in too, so that its colours are the ones measured.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const toast = document.querySelector('.MuiSnackbar-root');
          return toast ? getComputedStyle(toast.firstElementChild ?? toast).opacity : 'none';
        }),
      )
      .toBe('1');
    await expectNoViolations(page, `"Dodaj nową kategorię" refused (${mode})`);
    await page.context().close();
  }, 600_000);

  it("passes axe and IBM Equal Access with a row's 'Działania' menu open", async () => {
    const page = await adminInMode(storage);
    await visit(page, '/admin/offers', 'Oferty');
    // Opened with the mouse, so no keyboard focus ripple is still pulsing while the colours are measured.
    const button = firstRowActions(page);
    const buttonId = await button.getAttribute('id');
    await button.click();
    const menu = page.getByRole('menu', { name: /^Działania: / });
    await menu.getByRole('menuitem').first().waitFor();
    expect(await menu.getAttribute('aria-labelledby')).toBe(buttonId);
    await expectNoViolations(page, `"Działania" menu open (${mode})`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  }, 180_000);
});

describe('the app bar accessibility toggles', () => {
  it('switch high contrast by keyboard, keep focus on the toggle, and the public site follows', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const toggles = page.getByRole('banner').getByRole('group', { name: 'Ułatwienia dostępu' });
    const contrast = toggles.getByRole('button', { name: 'Wysoki kontrast' });
    expect(await contrast.getAttribute('aria-pressed')).toBe('false');
    const before = await pageBackground(page);

    await contrast.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => contrast.getAttribute('aria-pressed')).toBe('true');
    expect(await pageBackground(page)).toBe('rgb(0, 0, 0)');
    expect(before).not.toBe('rgb(0, 0, 0)');
    expect(await contrast.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('accessibility-highContrast'))).toBe('true');
    await expectNoViolations(page, '/admin after "Wysoki kontrast" was pressed');
    // On a phone the toggles show only their icons, framed when pressed, and every button of the bar can be seen.
    await page.setViewportSize({ width: 375, height: 800 });
    // Measured without the focused toggle's pulsing ripple, which grows a fraction of a pixel past its button.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    const pressed = page.locator('header button[aria-pressed="true"]');
    expect(await pressed.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe('solid');
    for (const button of await page.locator('header button, header a[href="/"]').all()) {
      await button.focus();
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, await button.innerText()).toBe(true);
    }
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(true);
    expect(await pageBackground(page)).toBe('rgb(0, 0, 0)');

    // Switched off on the portal, the back office is back in its default colours.
    await page.evaluate(() => localStorage.setItem('accessibility-highContrast', 'false'));
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Przegląd' }).waitFor();
    expect(await pageBackground(page)).toBe(before);
    await page.context().close();
  }, 120_000);
});
