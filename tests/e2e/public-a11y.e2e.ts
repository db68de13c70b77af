import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations, launchBrowser, newPage } from './browser.js';
import { demoContentPaths, eventually, openPage, STATIC_ROUTES } from './publicPages.js';

let browser: Browser;
let routes: [string, RegExp][];

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = await demoContentPaths();
  routes = [...STATIC_ROUTES, [demo.offer, /Wózek/i], [demo.article, /./], [demo.profile, /./]];
});
afterAll(() => browser?.close());

const MODES: { name: string; storage: Record<string, string>; rootClass: string }[] = [
  { name: 'domyślny', storage: {}, rootClass: 'font-size-base' },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true' }, rootClass: 'high-contrast' },
  { name: 'tryb ciemny', storage: { 'accessibility-darkMode': 'true' }, rootClass: 'dark' },
];

/** A page whose browser already holds the accessibility settings, as after a person chose them in the panel. */
async function pageInMode(storage: Record<string, string>): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

describe.each(MODES)('axe (WCAG 2.2 AA) on every public route, mode: $name', ({ storage, rootClass }) => {
  it('finds no violations, with one h1 per page', async () => {
    const page = await pageInMode(storage);
    for (const [path, heading] of routes) {
      await openPage(page, path);
      expect(await page.evaluate(() => document.documentElement.className), path).toContain(rootClass);
      expect(await page.locator('h1').count(), `${path}: one h1`).toBe(1);
      expect(await page.locator('h1').innerText(), path).toMatch(heading);
      await expectNoViolations(page, `${path} (${rootClass})`);
    }
    await page.context().close();
  }, 600_000);

  it('finds no violations in the open accessibility panel and in a form showing errors', async () => {
    const page = await pageInMode(storage);
    await openPage(page, '/zglos-blad');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await eventually(() => page.locator('.error-summary').count()).toBe(1);
    await expectNoViolations(page, `/zglos-blad with errors (${rootClass})`);
    await page.getByRole('button', { name: /ułatwienia dostępu/i }).click();
    await page.getByRole('dialog', { name: 'Ułatwienia dostępu' }).waitFor();
    await expectNoViolations(page, `accessibility panel (${rootClass})`);
    await page.context().close();
  }, 120_000);
});

describe('accessibility panel', () => {
  it('keeps the chosen settings across a reload, applied before the app starts', async () => {
    const page = await newPage(browser);
    await openPage(page, '/');
    await page.getByRole('button', { name: /ułatwienia dostępu/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Ułatwienia dostępu' });
    const larger = dialog.getByRole('button', { name: /^A\+/ });
    await larger.click();
    await larger.click();
    // Marked unavailable, yet still focused: a disabled button would drop focus to <body>.
    expect(await larger.getAttribute('aria-disabled')).toBe('true');
    expect(await larger.evaluate((button) => button === document.activeElement)).toBe(true);
    await dialog.getByRole('switch', { name: 'Wysoki kontrast' }).click();
    await dialog.getByRole('switch', { name: 'Czytelna czcionka' }).click();
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);

    const fontSizeBefore = await page.evaluate(() => getComputedStyle(document.body).fontSize);
    await page.reload();
    // Read before React runs any code: src-public/a11y/a11y-init.js must already have applied the classes.
    const classes = await page.evaluate(() => document.documentElement.className);
    expect(classes.split(' ').sort()).toEqual(['font-size-large', 'high-contrast', 'readable-font']);
    await openPage(page, '/');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe(fontSizeBefore);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');

    await page.getByRole('button', { name: /ułatwienia dostępu/i }).click();
    const reopened = page.getByRole('dialog', { name: 'Ułatwienia dostępu' });
    expect(await reopened.getByRole('switch', { name: 'Wysoki kontrast' }).getAttribute('aria-checked')).toBe('true');
    await reopened.getByRole('button', { name: 'Przywróć ustawienia domyślne' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('font-size-base');
    expect(await page.evaluate(() => localStorage.getItem('accessibility-highContrast'))).toBe('false');
    await page.context().close();
  });

  it('follows the system setting for reduced motion', async () => {
    const page = await newPage(browser, { reducedMotion: 'reduce' });
    await openPage(page, '/');
    const duration = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 2s';
      document.body.append(probe);
      return getComputedStyle(probe).transitionDuration;
    });
    expect(Number.parseFloat(duration)).toBeLessThan(0.01);
    await page.context().close();
  });
});
