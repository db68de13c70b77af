import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from '../../shared/messages.js';
import { expectNoViolations, launchBrowser, newPage } from './browser.js';
import { eventually, openPage } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Czego szukasz?' });

/** Types into the home page's box as a person does and waits for the suggestions to open. */
async function typeAndWaitForSuggestions(page: Page, text: string): Promise<void> {
  await searchBox(page).focus();
  await page.keyboard.type(text);
  await page.getByRole('listbox', { name: 'Podpowiedzi' }).waitFor();
}

describe('public search', () => {
  it('suggests while typing on the home page: the arrows and Enter open the chosen offer', async () => {
    const page = await newPage(browser);
    await openPage(page, '/');
    await typeAndWaitForSuggestions(page, 'hipoterap');
    // Other journeys on the same server may add more offers of that title: any of them will do.
    const option = page.getByRole('option', { name: /^Hipoterapia dla dzieci.* \(oferta\)$/ }).first();
    await option.waitFor();
    // The number of suggestions is said in a polite live region.
    expect(
      await page
        .locator('[aria-live="polite"]')
        .filter({ hasText: /podpowied/ })
        .count(),
    ).toBe(1);
    await expectNoViolations(page, 'the home page with the suggestions open');
    const title = (await option.innerText()).replace(/ \(oferta\)$/, '');
    const options = await page.getByRole('option').allInnerTexts();
    for (let press = 0; press <= options.indexOf(await option.innerText()); press += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/offer\//);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await page.context().close();
  });

  it('Escape closes the suggestions and Enter then submits the typed text', async () => {
    const page = await newPage(browser);
    await openPage(page, '/');
    await typeAndWaitForSuggestions(page, 'wózek');
    await page.keyboard.press('Escape');
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox', { name: 'Podpowiedzi' }).isHidden()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=w%C3%B3zek$/);
    // The matched words are marked in the results, and the link is still named by the plain title.
    const firstTitle = page.locator('main article h3 a').first();
    await firstTitle.locator('mark').first().waitFor();
    const title = (await firstTitle.innerText()).trim();
    expect(await page.getByRole('link', { name: title, exact: true }).count()).toBeGreaterThan(0);
    await expectNoViolations(page, 'the search results with marked words');
    await page.context().close();
  });

  it('announces the fallback to offers matching some of the words', async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=turnus+syntezator');
    await eventually(() => page.getByRole('status').filter({ hasText: SEARCH_TEXTS.partialMatch }).count()).toBe(1);
    await page.context().close();
  });

  /** The live regions whose text holds `text`, and how often it appears in them: a message is read out once. */
  const announcements = (page: Page, text: string) =>
    page.evaluate(
      (wanted) =>
        [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')]
          .map((region) => (region.textContent ?? '').split(wanted).length - 1)
          .reduce((sum, count) => sum + count, 0),
      text,
    );

  it("says once which words it searched for a typo, and 'Szukaj dokładnie' searches the typed ones, by keyboard", async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=rehabilitacjia');
    const status = page.getByRole('status').filter({ hasText: /^Znaleziono|Pokazujemy/ });
    await eventually(() => status.innerText()).toMatch(
      new RegExp(`^${SEARCH_TEXTS.correctedQuery} rehabilitacja\\. Znaleziono [1-9]\\d* ofert`),
    );
    expect(await announcements(page, `${SEARCH_TEXTS.correctedQuery} rehabilitacja`)).toBe(1);
    await expectNoViolations(page, 'the results of a corrected query');
    const exact = page.getByRole('link', { name: `${SEARCH_TEXTS.exactQuery} rehabilitacjia` });
    await exact.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=rehabilitacjia&exact=1$/);
    await eventually(() => page.locator('main .search-count').innerText()).toBe('Znaleziono 0 ofert.');
    // The link went with the corrected search: focus waits on the results' heading, not lost on the page.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('search-results-heading');
    const suggestion = page.locator('.search-suggestion');
    await eventually(() => suggestion.innerText()).toBe(`${SEARCH_TEXTS.didYouMean} rehabilitacja?`);
    await page.context().close();
  });

  it("says once where it searches a town named in the words; 'Szukaj w całej Polsce' drops it, by keyboard", async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=rehabilitacja+w+Krakowie');
    const count = page.locator('main .search-count');
    await eventually(() => count.innerText()).toMatch(
      new RegExp(`^${SEARCH_TEXTS.understoodPlace} Kraków\\. Znaleziono [1-9]\\d* ofert`),
    );
    expect(await announcements(page, `${SEARCH_TEXTS.understoodPlace} Kraków`)).toBe(1);
    await expectNoViolations(page, 'the results near a town named in the query');
    const everywhere = page.getByRole('button', { name: SEARCH_TEXTS.searchEverywhere });
    await everywhere.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=rehabilitacja\+w\+Krakowie&everywhere=1$/);
    await eventually(() => count.innerText()).toMatch(/^Znaleziono [1-9]\d* ofert/);
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('search-results-heading');
    expect(await page.getByRole('button', { name: SEARCH_TEXTS.searchEverywhere }).count()).toBe(0);
    await page.context().close();
  });

  it('offers to remove a filter that empties the result, with its count, by keyboard', async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=hipoterapia&city=Gda%C5%84sk');
    const remove = page.getByRole('link', { name: /^Usuń filtr „Gdańsk” \(\d+\)$/ });
    await remove.waitFor();
    const count = Number((await remove.innerText()).match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=hipoterapia$/);
    await eventually(() => page.locator('main .search-count').innerText()).toMatch(
      new RegExp(`^Znaleziono ${count} ofert`),
    );
    await page.context().close();
  });

  it("skips the filters by keyboard: from the phrase, Tab to 'Przejdź do wyników (N)' and Enter reach the results", async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=rehabilitacja');
    const count = page.locator('main .search-count');
    await eventually(() => count.innerText()).toMatch(/^Znaleziono [1-9]\d* ofert/);
    const total = (await count.innerText()).match(/^Znaleziono (\d+)/)![1];
    await page.getByLabel('Szukana fraza').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Przejdź do wyników (${total})`);
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('search-results-heading');
    await expectNoViolations(page, 'the search page with the link to the results');
    await page.context().close();
  });

  it("asks 'Gdzie?' once: a distance searches around the place and opens sorting by distance, by keyboard", async () => {
    const page = await newPage(browser);
    await openPage(page, '/search?q=rehabilitacja');
    await eventually(() => page.locator('main .search-count').innerText()).toMatch(/^Znaleziono \d+ ofert/);
    expect(await page.getByLabel('Miejscowość', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('W pobliżu', { exact: true }).count()).toBe(0);
    const radius = page.getByRole('combobox', { name: 'Odległość' });
    expect(await radius.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByRole('combobox', { name: 'Gdzie?' }).focus();
    await page.keyboard.type('Kraków');
    await page.keyboard.press('Escape');
    await radius.selectOption({ label: 'do 10 km' });
    await page.getByLabel('Sortowanie').selectOption({ label: 'Odległość: od najbliższej' });
    await page.getByRole('button', { name: 'Szukaj' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/near=Krak%C3%B3w&radius_km=10&sort=distance/);
    await eventually(() => page.locator('main .search-count').innerText()).toMatch(/^Znaleziono \d+ ofert/);
    expect(await radius.getAttribute('aria-describedby')).toBeNull();
    await expectNoViolations(page, 'the search near a place, sorted by distance');
    await page.context().close();
  });

  it('searches the blog from its own box, announcing the count and marking the words', async () => {
    const page = await newPage(browser);
    await openPage(page, '/blog');
    await page.getByRole('searchbox', { name: 'Szukaj w artykułach' }).fill('wózkach');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\?q=w%C3%B3zkach$/);
    await eventually(() => page.locator('main .search-count').innerText()).toMatch(
      /^Znaleziono [1-9]\d* artykuł\S* dla frazy „wózkach”\.$/,
    );
    await page.locator('main article h2 a mark').first().waitFor();
    await expectNoViolations(page, 'the blog search results');
    await page.context().close();
  });
});
