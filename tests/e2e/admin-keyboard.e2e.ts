import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, OFFER_MESSAGES } from '../../shared/messages.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser } from './browser.js';
import {
  apiCall,
  chooseRowAction,
  dialogShown,
  firstRowActions,
  openAdminAs,
  rowActions,
  tokenOf,
} from './adminSession.js';
import { focusedName, horizontalOverflow, invisibleFocusables, textsCutOff } from './focusChecks.js';
import { focusedFieldError, toastShown } from './formChecks.js';
import { focusRingProblems } from './focusRing.js';

/**
 * The back office by keyboard alone: after every action focus lands where the work goes on, never on the
 * page body; every screen has a title of its own; nothing reachable by Tab is invisible; the lists fit a phone.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
});
afterAll(() => browser?.close());

const PORTAL = 'Portal usług inkluzywnych';
/** Every screen of the back office and its name. */
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
const LISTS = SCREENS.filter(([path]) => !['/admin', '/admin/settings', '/admin/transparency'].includes(path));

/** Opens a screen and waits until its content (not only its heading) is there. */
async function visit(path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('#main-content [role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  if (LISTS.some(([list]) => list === path)) {
    await page
      .getByRole('region', { name: `Tabela: ${name}` })
      .or(page.getByText(/^Nie znaleziono|^Brak/))
      .first()
      .waitFor();
  }
}

/** Presses a key on a control reached by keyboard focus, as a keyboard user does. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

const expectFocusOn = (name: string) => expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe(name);
const toast = (text: string) => page.getByText(text).first().waitFor();

describe('the back office by keyboard', () => {
  it('gives each screen and an open edit form a title of its own, nothing invisible in the tab order, a 3:1 focus ring on every stop', async () => {
    const titles: string[] = [];
    for (const [path, name] of SCREENS) {
      await visit(path, name);
      await expect.poll(() => page.title()).toBe(`${name} – Panel administracyjny – ${PORTAL}`);
      titles.push(await page.title());
      // One skip link as the first stop, a banner, the menu's navigation and the main content on every screen.
      await page.keyboard.press('Tab');
      expect(await focusedName(page), path).toBe('Przejdź do treści głównej');
      await page.getByRole('banner').waitFor();
      await page.getByRole('navigation', { name: 'Menu panelu administracyjnego' }).waitFor();
      await page.getByRole('main').waitFor();
      expect(await invisibleFocusables(page), path).toEqual([]);
      expect(await textsCutOff(page), path).toEqual([]);
      expect(await focusRingProblems(page), `focus rings on ${path}`).toEqual([]);
    }
    await visit('/admin/offers', 'Oferty');
    await chooseRowAction(page, firstRowActions(page), /^Edytuj ofertę/);
    await dialogShown(page.getByRole('dialog', { name: 'Edytuj ofertę' }));
    await expect.poll(() => page.title()).toBe(`Edytuj ofertę – Oferty – Panel administracyjny – ${PORTAL}`);
    expect(await focusRingProblems(page), 'focus rings in "Edytuj ofertę"').toEqual([]);
    titles.push(await page.title());
    await page.keyboard.press('Escape');
    await expect.poll(() => page.title()).toBe(`Oferty – Panel administracyjny – ${PORTAL}`);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps focus where the work goes on after approve, feature, status, delete and bulk actions', async () => {
    const run = Date.now().toString(36);
    const offeror = await tokenOf(DEMO_ACCOUNTS.offeror.email);
    const [category] = await apiCall<{ id: string }[]>('GET', '/api/v1/categories');
    const titles = ['A', 'B', 'C'].map((letter) => `Klawiatura ${run} ${letter}`);
    for (const title of titles) {
      await apiCall('POST', '/api/offers', offeror, {
        title,
        short_description: 'Oferta sprawdzająca obsługę panelu klawiaturą.',
        description: 'Oferta utworzona przez test, który przechodzi panel administracyjny wyłącznie klawiaturą.',
        category_id: category.id,
        price_type: 'free',
        contact_email: DEMO_ACCOUNTS.offeror.email,
        status: 'pending_approval',
      });
    }
    const [a, b, c] = titles;
    const filter = encodeURIComponent(JSON.stringify({ q: `Klawiatura ${run}`, status: 'pending_approval' }));
    await page.goto(`/admin/offers?filter=${filter}`);
    await page.getByRole('row').filter({ hasText: a }).waitFor();

    // Nothing selected: the bulk buttons are neither visible nor reachable.
    expect(await page.getByRole('button', { name: 'Zatwierdź zaznaczone' }).count()).toBe(0);

    // Approve, one confirmed step: the row leaves the 'waiting' filter and focus moves to the next row's actions.
    await chooseRowAction(page, rowActions(page, c), `Zatwierdź ofertę „${c}”`);
    const approve = page.getByRole('dialog', { name: 'Potwierdź zmianę statusu' });
    await dialogShown(approve);
    await expectFocusOn('Zatwierdź');
    await page.keyboard.press('Enter');
    await toast(`Status oferty „${c}” zmieniono na „Aktywna”.`);
    await expectFocusOn(`Działania: „${b}”`);

    // Feature toggle: confirmed with Enter, focus stays on the star, now named for the opposite action.
    await press(page.getByRole('button', { name: `Wyróżnij ofertę „${b}”` }));
    await dialogShown(page.getByRole('dialog', { name: 'Wyróżnić ofertę?' }));
    await page.keyboard.press('Enter');
    await toast(`Oferta „${b}” została wyróżniona.`);
    await expectFocusOn(`Usuń wyróżnienie oferty „${b}”`);

    // A menu or a dialog closed with Escape hands focus back to the row's button.
    await press(rowActions(page, b));
    await page.getByRole('menu', { name: /^Działania: / }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusOn(`Działania: „${b}”`);
    await chooseRowAction(page, rowActions(page, b), `Zmień status oferty „${b}”`);
    await dialogShown(page.getByRole('dialog', { name: 'Zmień status oferty' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(`Działania: „${b}”`);

    // Delete opens on 'Anuluj'; after the delete focus goes to the next row's actions.
    await chooseRowAction(page, rowActions(page, b), `Usuń ofertę „${b}”`);
    await dialogShown(page.getByRole('dialog', { name: 'Potwierdź usunięcie' }));
    await expectFocusOn('Anuluj');
    await page.keyboard.press('Tab');
    await expectFocusOn('Usuń ofertę');
    await page.keyboard.press('Enter');
    await toast(`Oferta „${b}” została usunięta.`);
    await expectFocusOn(`Działania: „${a}”`);

    // Bulk: the reject prompt opens on 'Anuluj' and Escape returns to its button; approving the selection empties
    // the list, so focus goes to the screen's heading while the toast tells the result.
    await press(page.getByRole('checkbox', { name: `Zaznacz ofertę „${a}”` }), 'Space');
    await press(page.getByRole('button', { name: 'Odrzuć zaznaczone' }));
    await dialogShown(page.getByRole('dialog', { name: 'Odrzucić zaznaczone oferty?' }));
    await expectFocusOn('Anuluj');
    await page.keyboard.press('Escape');
    await expectFocusOn('Odrzuć zaznaczone');
    await press(page.getByRole('button', { name: 'Zatwierdź zaznaczone' }));
    await dialogShown(page.getByRole('dialog', { name: 'Zatwierdzić zaznaczone oferty?' }));
    await expectFocusOn('Potwierdź');
    await page.keyboard.press('Enter');
    await toast('Zatwierdzono 1 ofertę.');
    await expectFocusOn('Oferty');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // Saving the settings keeps focus on the button, which is disabled only while the request runs.
    await visit('/admin/settings', 'Ustawienia portalu');
    await press(page.getByRole('button', { name: 'Zapisz ustawienia' }));
    await toast('Ustawienia portalu zostały zapisane.');
    await expectFocusOn('Zapisz ustawienia');
  });

  it('marks a refused category form: focus on the first invalid field, its message tied, a bad slug named as such', async () => {
    await visit('/admin/categories', 'Kategorie');
    const add = page.getByRole('button', { name: 'Dodaj kategorię' });
    const dialog = page.getByRole('dialog', { name: 'Dodaj nową kategorię' });
    await press(add);
    await dialogShown(dialog);
    await expect.poll(() => focusedName(page)).toMatch(/^Nazwa/);
    // Enter in a field submits the empty form: the validation toast, and the field tells the same.
    await page.keyboard.press('Enter');
    await toastShown(page, CATEGORY_MESSAGES.required.description);
    await expect.poll(() => focusedName(page)).toMatch(/^Nazwa/);
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${CATEGORY_MESSAGES.required.description}`);
    await expectNoViolations(page, '/admin/categories with "Dodaj nową kategorię" refused');

    // A slug typed with spaces and capitals is refused for its format, not as missing.
    await page.keyboard.type('Sport adaptacyjny');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Sport Adaptacyjny');
    await page.keyboard.press('Enter');
    await toastShown(page, CATEGORY_MESSAGES.slugFormat);
    await expect.poll(() => focusedName(page)).toMatch(/^Slug/);
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${CATEGORY_MESSAGES.slugFormat}`);
    expect(await dialog.getByText(CATEGORY_MESSAGES.required.description).count()).toBe(0);
    await expectNoViolations(page, '/admin/categories with a wrong slug');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn('Dodaj kategorię');
  });

  it("saves a price typed the Polish way in the offer's edit form: '35,50' is 35.50, an unreadable one is refused", async () => {
    const run = Date.now().toString(36);
    const title = `Cena ${run}`;
    const offeror = await tokenOf(DEMO_ACCOUNTS.offeror.email);
    const [category] = await apiCall<{ id: string }[]>('GET', '/api/v1/categories');
    const created = await apiCall<{ id: string }>('POST', '/api/offers', offeror, {
      title,
      short_description: 'Oferta sprawdzająca polski zapis ceny.',
      description: 'Oferta utworzona przez test, który wpisuje cenę w formularzu panelu administracyjnego.',
      category_id: category.id,
      price_type: 'paid',
      price_amount: '120',
      contact_email: DEMO_ACCOUNTS.offeror.email,
      status: 'pending_approval',
    });
    const filter = encodeURIComponent(JSON.stringify({ q: title }));
    await page.goto(`/admin/offers?filter=${filter}`);
    await chooseRowAction(page, rowActions(page, title), `Edytuj ofertę „${title}”`);
    const dialog = page.getByRole('dialog', { name: 'Edytuj ofertę' });
    await dialogShown(dialog);
    const price = dialog.getByRole('textbox', { name: /^Cena/ });
    await expect.poll(() => price.inputValue()).toBe('120,00');

    await press(price, 'ControlOrMeta+A');
    await page.keyboard.type('35,5,0');
    await page.keyboard.press('Enter');
    await dialog.getByText(OFFER_MESSAGES.priceFormat).waitFor();
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${OFFER_MESSAGES.priceFormat}`);
    await expectNoViolations(page, '/admin/offers with "Edytuj ofertę" refusing a price');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('35,50');
    await page.keyboard.press('Enter');
    await toast('Sukces! Oferta została zaktualizowana.');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(`Działania: „${title}”`);
    const admin = await tokenOf(DEMO_ACCOUNTS.admin.email);
    const saved = await apiCall<{ price: number | string }>('GET', `/api/v1/admin/offers/${created.id}`, admin);
    expect(Number(saved.price)).toBe(35.5);
  });

  it('fits every screen into a 375 px wide phone, nothing cut off, the tables scrolling in their own region, focusable while it scrolls', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, name] of SCREENS) {
      await visit(path, name);
      expect(await horizontalOverflow(page), path).toBe(0);
      expect(await textsCutOff(page), path).toEqual([]);
      if (LISTS.some(([list]) => list === path) && (await page.getByRole('table').count()) > 0) {
        const region = page.getByRole('region', { name: `Tabela: ${name}` });
        // A table wider than the phone scrolls in the region, which then takes focus; one that fits needs no tab stop.
        const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(await region.getAttribute('tabindex'), path).toBe(scrolls ? '0' : null);
        expect(await region.locator('table').count(), path).toBe(1);
      }
    }
    // The menu, opened from the bar on a phone, shows its entries whole.
    await press(page.getByRole('button', { name: 'Otwórz menu' }));
    await page
      .getByRole('navigation', { name: 'Menu panelu administracyjnego' })
      .getByText('Synonimy wyszukiwania')
      .waitFor();
    expect(await textsCutOff(page), 'the open menu').toEqual([]);
    await page.keyboard.press('Escape');
  });
});
