import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../shared/messages.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DISPLAY_MODES,
  expectNoViolations,
  launchBrowser,
  newPage,
  signedInPage,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an author submits an article', () => {
  it('signs in, writes an article in the five sections and sends it for approval', async () => {
    const page = await newPage(browser);
    const run = Date.now().toString(36);
    const title = `Wózek w podróży: ćwiczenia ${run}`;

    await page.goto(`/login?redirect=${encodeURIComponent('/dashboard?view=add-article')}`);
    await page.getByRole('textbox', { name: 'Adres email' }).fill(DEMO_ACCOUNTS.ngo.email);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await expectNoViolations(page, '/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/dashboard?view=add-article');
    await page.getByRole('heading', { level: 1, name: 'Napisz artykuł' }).waitFor();
    await expectNoViolations(page, 'article form');

    await page.getByRole('button', { name: 'Zapisz jako szkic' }).click();
    await page.getByRole('alert').getByText(BLOG_MESSAGES.missingData.title).waitFor();
    // Each missing field has its own line in the summary, and the summary counts all four.
    for (const message of Object.values(BLOG_MESSAGES.required)) {
      await page.getByRole('link', { name: message }).waitFor();
    }
    await page.getByRole('heading', { name: /Liczba błędów: 4\./ }).waitFor();
    await expectNoViolations(page, 'article form showing errors');

    await page.getByRole('textbox', { name: 'Tytuł', exact: true }).fill(title);
    expect(await page.getByRole('textbox', { name: 'Adres w sieci (slug)' }).inputValue()).toBe(
      `wozek-w-podrozy-cwiczenia-${run}`,
    );
    await page.getByRole('combobox', { name: 'Rodzaj artykułu' }).selectOption({ label: 'Felieton' });
    await page
      .getByRole('textbox', { name: 'Treść artykułu' })
      .fill('<h2>Przed wyjazdem</h2><p>Sprawdź ciśnienie w oponach i zabierz zestaw naprawczy.</p>');
    await page
      .getByRole('textbox', { name: 'Zajawka' })
      .fill('Kilka prostych rad, jak przygotować wózek do dłuższej podróży.');
    const tags = page.getByRole('textbox', { name: 'Tagi' });
    await tags.fill('podróże');
    await tags.press('Enter');
    await tags.fill('  wózki ');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Usuń tag podróże' }).press('Enter');
    expect(await page.getByRole('list', { name: 'Dodane tagi' }).innerText()).toContain('wózki');
    await page.getByRole('textbox', { name: 'Meta tytuł' }).fill('Wózek w podróży');
    await page.getByRole('button', { name: 'Opublikuj artykuł' }).click();

    await page.getByText(`Artykuł „${title}” został zapisany.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Oczekuje na zatwierdzenie')
      .waitFor();
    await expectNoViolations(page, '/dashboard');
    await page.context().close();
  }, 120_000);
});

describe.each(DISPLAY_MODES)('axe on the user panel, mode: $name', ({ name, storage }) => {
  it('finds no violations in the lists, the profile and both forms showing errors', async () => {
    const page = await signedInPage(browser, 'offeror', storage);
    await page.goto('/dashboard');
    await page.getByRole('table', { name: 'Moje oferty' }).waitFor();
    await expectNoViolations(page, `/dashboard (${name})`);

    await page.goto('/dashboard?view=profile');
    await page.getByRole('button', { name: 'Zapisz profil' }).waitFor();
    await expectNoViolations(page, `profile (${name})`);

    await page.goto('/dashboard?view=add-offer');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.locator('.error-summary').waitFor();
    await expectNoViolations(page, `offer form with errors (${name})`);

    await page.goto('/dashboard?view=add-article');
    await page.getByRole('toolbar', { name: 'Formatowanie treści' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz jako szkic' }).click();
    await page.locator('.error-summary').waitFor();
    await expectNoViolations(page, `article form with errors (${name})`);
    await page.context().close();
  }, 120_000);
});
