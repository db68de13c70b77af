import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_TEXTS } from '../../shared/eligibilityLabels.js';
import { PRICE_TYPE_LABELS } from '../../shared/labels/offers.js';
import { HOURS_SECTION_TEXTS } from '../../shared/messagesHours.js';
import type { Offer } from '../../shared/types.js';
import { baseUrl, expectNoViolations, launchBrowser } from './browser.js';
import { focusedName, horizontalOverflow } from './focusChecks.js';
import { eventually, openPage, tabUntil, tabUntilNamed } from './publicPages.js';

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

/** How many times `text` occurs in `within`. */
const occurrences = (within: string, text: string) => within.split(text).length - 1;

/**
 * What a screen reader gets from a card: the match sentence once, as the card's own text, and not in its title
 * link's name, so a person moving from title to title (Tab, or the screen reader's links list) is not told it again.
 */
async function expectMatchReadOncePerCard(page: Page): Promise<void> {
  const cards = page.locator('main article');
  const count = Math.min(await cards.count(), 5);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await eventually(() => card.locator('.needs-match').count()).toBe(1);
    const sentence = await card.locator('.needs-match').innerText();
    expect(sentence).toMatch(MATCH);
    const tree = await card.ariaSnapshot();
    expect(occurrences(tree, sentence.slice(0, 24)), tree).toBe(1);
    const linkName = await card.locator('h3 a').evaluate((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(linkName).not.toMatch(MATCH);
  }
}

/** Whether the whole element is inside the viewport now. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * The offer page's sections as a person reads them by keyboard: the arrow key scrolls each heading into view at
 * 320 px with the largest text, and a screen reader finds each as a region named by its heading, with its facts.
 */
const OFFER_SECTIONS: { name: string; facts: RegExp[] }[] = [
  {
    name: ELIGIBILITY_TEXTS.conditionsHeading,
    facts: [
      /Wiek: /,
      new RegExp(`${ELIGIBILITY_TEXTS.certificateFact}: `),
      new RegExp(ELIGIBILITY_TEXTS.documentsLabel),
    ],
  },
  {
    name: HOURS_SECTION_TEXTS.heading,
    facts: [/Otwarte teraz|Zamknięte|Godziny: zapytaj oferenta/, new RegExp(HOURS_SECTION_TEXTS.availabilityHeading)],
  },
  {
    name: ELIGIBILITY_TEXTS.costHeading,
    facts: [
      new RegExp(Object.values(PRICE_TYPE_LABELS).join('|')),
      new RegExp(`${ELIGIBILITY_TEXTS.fundingBeside}: `),
      new RegExp(ELIGIBILITY_TEXTS.fundingListHeading),
    ],
  },
];

/** The title of the first result shown whose offer names a route of funding, if any. */
async function fundedTitleShown(page: Page): Promise<string | undefined> {
  const links = await page
    .locator('main article h3 a')
    .evaluateAll((found) =>
      found.map((link) => ({ href: link.getAttribute('href') ?? '', title: link.textContent ?? '' })),
    );
  for (const { href, title } of links) {
    const offer = (await (await fetch(`${baseUrl()}/api/v1${href.replace('/offer/', '/offers/')}`)).json()) as Offer;
    if (offer.funding_routes.length) return title.trim();
  }
  return undefined;
}

/** A result to open whose 'Koszt i dofinansowanie' has a route of funding to read (once the results are shown). */
async function fundedResultTitle(page: Page): Promise<string> {
  let title: string | undefined;
  await eventually(async () => (title = await fundedTitleShown(page))).toBeTruthy();
  return title!;
}

async function readSectionsByKeyboard(page: Page): Promise<void> {
  for (const { name, facts } of OFFER_SECTIONS) {
    const region = page.getByRole('region', { name, exact: true });
    expect(await region.count(), name).toBe(1);
    const heading = region.getByRole('heading', { name, level: 2 });
    for (let press = 0; press < 400 && !(await inView(heading)); press += 1) await page.keyboard.press('ArrowDown');
    await eventually(() => inView(heading)).toBe(true);
    const tree = await region.ariaSnapshot();
    for (const fact of facts) expect(tree, name).toMatch(fact);
  }
}

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
    await expectMatchReadOncePerCard(page);
    expect(await page.getByRole('button', { name: 'Usuń filtr: wiek 30 lat' }).count()).toBe(1);
    await expectNoViolations(page, "the search with 'Moje potrzeby'");
    expect(await horizontalOverflow(page)).toBe(0);

    // One filter removed by its button; the focus goes to the next one.
    await tabUntil(page, '.needs-filters button');
    expect(await focusedName(page)).toContain('Usuń filtr: wiek 30 lat');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.search.includes('age='));
    await eventually(() => focusedName(page)).toContain('Usuń filtr: bez schodów');

    // An offer with funding among the results: the explanation, its conditions, hours and funding.
    await tabUntilNamed(page, 'main article h3 a', await fundedResultTitle(page));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/offer\//);
    await page.locator('main h1').first().waitFor();
    await eventually(() => page.locator('main .needs-match').count()).toBe(1);
    const explanation = await page.locator('main .needs-match').innerText();
    expect(explanation).toMatch(MATCH);
    expect(occurrences(await page.locator('main').ariaSnapshot(), explanation.slice(0, 24))).toBe(1);
    await readSectionsByKeyboard(page);
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
