import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DISPLAY_MODES,
  expectNoViolations,
  launchBrowser,
  newPage,
  signedInPage,
} from './browser.js';
import { chooseRowAction, dialogShown, openAdminAs, openArea, rowActions } from './adminSession.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The NGO's article form in a browser already holding its session and the accessibility settings of `storage`. */
async function articleFormAsNgo(storage: Record<string, string>): Promise<Page> {
  const page = await signedInPage(browser, 'ngo', storage);
  await page.goto('/dashboard?view=add-article');
  await page.getByRole('toolbar', { name: 'Formatowanie treści' }).waitFor();
  return page;
}

/** Presses `key` until the toolbar button named `name` has focus: how a keyboard user walks a toolbar. */
async function pressUntilFocused(page: Page, key: string, name: string) {
  const button = page.getByRole('toolbar', { name: 'Formatowanie treści' }).getByRole('button', { name });
  for (let press = 0; press < 15; press += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached "${name}"`);
}

/** Tabs until the focused element is `selector` inside the open dialog. */
async function tabTo(page: Page, selector: string) {
  for (let press = 0; press < 10; press += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${selector}`);
}

describe('an NGO writes an article in the editor by keyboard, an admin publishes it', () => {
  it('heading, list, link and described image reach the public article', async () => {
    const run = Date.now().toString(36);
    const title = `Dojazd do ośrodka ${run}`;
    const page = await articleFormAsNgo({});
    const keyboard = page.keyboard;

    await page.getByRole('textbox', { name: 'Tytuł', exact: true }).focus();
    await keyboard.type(title);
    await page.getByRole('combobox', { name: 'Rodzaj artykułu' }).selectOption({ label: 'Artykuł' });

    // The editor: a heading, a paragraph, a bulleted list, all by their shortcuts.
    await page.getByRole('textbox', { name: 'Treść artykułu' }).focus();
    await keyboard.press('Control+Alt+2');
    await keyboard.type('Jak do nas dojechać');
    await keyboard.press('Enter');
    await keyboard.type('Najprościej tramwajem:');
    await keyboard.press('Enter');
    await keyboard.press('Control+Shift+8');
    await keyboard.type('linia 8 do przystanku Kopernika');
    await keyboard.press('Enter');
    await keyboard.type('linia 12 do przystanku Wólczańska');
    await keyboard.press('Enter');
    await keyboard.press('Enter');
    await keyboard.type('Aktualne godziny: ');

    // The link, through its dialog (Ctrl+K).
    await keyboard.press('Control+k');
    const linkDialog = page.getByRole('dialog', { name: 'Wstaw link' });
    await linkDialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-link-href');
    await keyboard.type('www.mpk.lodz.pl');
    await keyboard.press('Tab');
    await keyboard.type('rozkład jazdy MPK Łódź');
    await expectNoViolations(page, 'article editor with the link dialog open');
    await keyboard.press('Enter');
    await linkDialog.waitFor({ state: 'hidden' });

    // The image, from the toolbar (Alt+F10, then arrows), uploaded, with its description.
    await keyboard.press('Enter');
    await keyboard.press('Alt+F10');
    await pressUntilFocused(page, 'ArrowLeft', 'Zdjęcie');
    await keyboard.press('Enter');
    const imageDialog = page.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    await imageDialog.waitFor();
    const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    await imageDialog
      .getByLabel('Plik ze zdjęciem')
      .setInputFiles({ name: 'wejscie.png', mimeType: 'image/png', buffer: picture });
    await tabTo(page, '#editor-image-alt');
    await keyboard.type('Wejście do ośrodka z rampą i niebieskimi drzwiami');
    await tabTo(page, 'button[type="submit"]');
    await expectNoViolations(page, 'article editor with the image dialog open');
    await keyboard.press('Enter');
    await imageDialog.waitFor({ state: 'hidden' });
    await expectNoViolations(page, 'article editor with content');

    await page.getByRole('button', { name: 'Opublikuj artykuł' }).focus();
    await keyboard.press('Enter');
    await page.getByText(`Artykuł „${title}” został zapisany.`).waitFor();
    await page.context().close();

    // The admin publishes it.
    const admin = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await openArea(admin, 'Blog');
    await admin.getByRole('textbox', { name: 'Szukaj artykułów...' }).fill(title);
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.getByText('Oczekuje na zatwierdzenie').waitFor();

    // The back office's editor (RichTextInput) shows the same content with the same toolbar and dialogs.
    await chooseRowAction(admin, rowActions(row, title), `Edytuj artykuł „${title}”`);
    const editDialog = admin.getByRole('dialog', { name: 'Edytuj artykuł' });
    await dialogShown(editDialog);
    const adminEditor = editDialog.getByRole('textbox', { name: 'Treść' });
    await adminEditor.getByRole('heading', { level: 2, name: 'Jak do nas dojechać' }).waitFor();
    await expectNoViolations(admin, 'back office article editor');
    const adminToolbar = editDialog.getByRole('toolbar', { name: 'Formatowanie treści' });
    await adminToolbar.getByRole('button', { name: 'Link (Ctrl+K)' }).click();
    const adminLink = admin.getByRole('dialog', { name: 'Wstaw link' });
    await dialogShown(adminLink);
    await adminLink.getByRole('button', { name: 'Zapisz link' }).click();
    await adminLink.getByText('Podaj prawidłowy adres linku, np. https://www.gov.pl.').waitFor();
    await expectNoViolations(admin, 'back office link dialog with errors');
    await admin.keyboard.press('Escape');
    await adminLink.waitFor({ state: 'hidden' });
    await adminToolbar.getByRole('button', { name: 'Zdjęcie' }).click();
    const adminImage = admin.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    await dialogShown(adminImage);
    await adminImage.getByRole('button', { name: 'Wstaw zdjęcie' }).click();
    await adminImage.getByText('Dodaj opis zdjęcia dla osób niewidomych.').waitFor();
    await expectNoViolations(admin, 'back office image dialog with errors');
    await admin.keyboard.press('Escape');
    await adminImage.waitFor({ state: 'hidden' });
    await editDialog.getByRole('button', { name: 'Anuluj' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await chooseRowAction(admin, rowActions(row, title), `Zmień status artykułu „${title}”`);
    const statusDialog = admin.getByRole('dialog', { name: 'Zmień status artykułu' });
    await dialogShown(statusDialog);
    await statusDialog.getByRole('radio', { name: 'Opublikowany' }).check();
    await statusDialog.getByRole('button', { name: 'Zmień status' }).click();
    await admin
      .getByRole('dialog', { name: 'Potwierdź zmianę statusu' })
      .getByRole('button', { name: 'Potwierdź' })
      .click();
    await admin.getByText(`Status artykułu „${title}” zmieniono na „Opublikowany”.`).waitFor();
    await admin.context().close();

    // The public article shows what the editor made.
    const reader = await newPage(browser);
    await reader.goto('/blog');
    await reader.getByRole('link', { name: title }).click();
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const content = reader.locator('.prose');
    await content.getByRole('heading', { level: 2, name: 'Jak do nas dojechać' }).waitFor();
    expect(await content.getByRole('listitem').allInnerTexts()).toEqual([
      'linia 8 do przystanku Kopernika',
      'linia 12 do przystanku Wólczańska',
    ]);
    const link = content.getByRole('link', { name: 'rozkład jazdy MPK Łódź' });
    expect(await link.getAttribute('href')).toBe('https://www.mpk.lodz.pl');
    const image = content.getByRole('img', { name: 'Wejście do ośrodka z rampą i niebieskimi drzwiami' });
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    await expectNoViolations(reader, 'the published article');

    // Printed: no site frame, the link's address written out after it.
    await reader.emulateMedia({ media: 'print' });
    expect(await reader.locator('.site-header').evaluate((header) => getComputedStyle(header).display)).toBe('none');
    expect(await reader.locator('.site-footer').evaluate((footer) => getComputedStyle(footer).display)).toBe('none');
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
      '" (https://www.mpk.lodz.pl)"',
    );
    await reader.context().close();
  }, 180_000);
});

describe.each(DISPLAY_MODES)('axe and IBM on the article editor, mode: $name', ({ name, storage }) => {
  it('finds nothing in the editor, the link dialog and the image dialog showing its errors', async () => {
    const page = await articleFormAsNgo(storage);
    await page.getByRole('textbox', { name: 'Treść artykułu' }).focus();
    await page.keyboard.type('Tekst z linkiem.');
    await expectNoViolations(page, `editor (${name})`);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Wstaw link' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Podaj prawidłowy adres linku, np. https://www.gov.pl.').waitFor();
    await expectNoViolations(page, `link dialog with errors (${name})`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Zdjęcie', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    await imageDialog.getByRole('button', { name: 'Wstaw zdjęcie' }).click();
    await imageDialog.getByText('Dodaj opis zdjęcia dla osób niewidomych.').waitFor();
    await expectNoViolations(page, `image dialog with errors (${name})`);
    await page.context().close();
  }, 120_000);
});

describe('an offer printed for a relative', () => {
  it('prints without the site frame and the buttons, with its contact details', async () => {
    const offers = (await (await fetch(`${baseUrl()}/api/v1/offers?per_page=1`)).json()) as { items: { id: string }[] };
    const page = await newPage(browser);
    await page.goto(`/offer/${offers.items[0].id}`);
    const contact = page.getByRole('region', { name: 'Kontakt' });
    await contact.waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', '.site-footer', '.page-actions'])
      expect(await page.locator(hidden).evaluate((element) => getComputedStyle(element).display), hidden).toBe('none');
    expect(await contact.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Udostępnij' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.context().close();
  }, 60_000);
});
