import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations, launchBrowser, newPage } from './browser.js';
import { eventually, focusedTag, openPage, tabUntil } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: {} },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true' } },
  { name: 'tryb ciemny', storage: { 'accessibility-darkMode': 'true' } },
];

async function pageInMode(storage: Record<string, string>): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

const PICNIC = 'Piknik integracyjny „Łódź bez barier”';

describe.each(MODES)(
  'a Deaf visitor looking for an event with a PJM interpreter near Zgierz ($name)',
  ({ storage }) => {
    it('gets there with the keyboard alone and reads the accessibility section', async () => {
      const page = await pageInMode(storage);
      await openPage(page, '/');

      // The quick entry of the home page: events with a Polish Sign Language interpreter.
      await tabUntil(page, 'a[href="/search?features=sign_language"]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?features=sign_language$/);
      await eventually(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Znaleziono \d+ ofert/ })
          .count(),
      ).toBe(1);
      expect(await page.getByRole('checkbox', { name: /^Tłumacz polskiego języka migowego \(PJM\)/ }).isChecked()).toBe(
        true,
      );

      // 'W pobliżu': type, choose Zgierz from the suggestions with the arrows and Enter, then search.
      await tabUntil(page, '#search-near');
      await page.keyboard.type('Zgie');
      await page.getByRole('option', { name: 'Zgierz (łódzkie)' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await page.locator('#search-near').inputValue()).toBe('Zgierz');
      await tabUntil(page, 'form[role="search"] button[type="submit"]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/near=Zgierz/);
      expect(new URL(page.url()).searchParams.get('features')).toBe('sign_language');
      await eventually(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Znaleziono \d+ ofert/ })
          .count(),
      ).toBe(1);
      await expectNoViolations(page, `search near Zgierz (${JSON.stringify(storage)})`);

      // The card says how far the event is from Zgierz, as text.
      const card = page.locator('main article').filter({ hasText: PICNIC });
      await eventually(() => card.innerText()).toMatch(/km od: Zgierz/);
      expect(await card.innerText()).toContain('Tłumacz polskiego języka migowego (PJM)');

      const href = await card.getByRole('link', { name: PICNIC }).getAttribute('href');
      await tabUntil(page, `main article a[href="${href}"]`);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/offer\//);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(PICNIC);
      await eventually(() => focusedTag(page)).toBe('H1');
      const section = page.getByRole('region', { name: 'Dostępność', exact: true });
      await section.waitFor();
      const text = await section.innerText();
      expect(text).toContain('Tłumacz polskiego języka migowego (PJM)');
      expect(text).toContain('Osoby głuche i słabosłyszące');
      expect(text).toContain('Na miejscu');
      await expectNoViolations(page, `offer page with its accessibility section (${JSON.stringify(storage)})`);
      await page.context().close();
    }, 180_000);
  },
);

describe('a visitor whose place is not listed', () => {
  it('gets a Polish message with close names', async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?near=Zgiersz');
    await eventually(() => page.locator('main').innerText()).toContain(
      'Nie znamy miejscowości „Zgiersz”. Czy chodziło o:',
    );
    await page.context().close();
  });
});
