import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser.js';
import { eventually, focusedTag, openPage, tabUntil } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a visitor browsing the public site', () => {
  it('searches "wozek", opens an offer and then its organisation', async () => {
    const page = await newPage(browser);
    await openPage(page, '/');
    await page.getByLabel('Czego szukasz?').fill('wozek');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await page.waitForURL(/\/search\?q=wozek$/);
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Znaleziono \d+ ofert/ })
        .count(),
    ).toBe(1);
    expect(await page.title()).toBe('Wyniki wyszukiwania: wozek – Portal usług inkluzywnych');

    // Accent-insensitive search: "wozek" finds "Wózek"; narrowing to Łódź alone keeps the query in the URL.
    await page.getByRole('combobox', { name: 'Gdzie?' }).fill('Łódź');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Odległość' }).selectOption({ label: 'tylko ta miejscowość' });
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await page.waitForURL(/city=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('wozek');
    const firstResult = page.locator('main article h3 a').first();
    await firstResult.waitFor();
    const title = (await firstResult.innerText()).trim();
    expect(title).toMatch(/wózek/i);

    await firstResult.click();
    await page.waitForURL(/\/offer\//);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await eventually(() => focusedTag(page)).toBe('H1');
    expect(await page.title()).toBe(`${title} – Portal usług inkluzywnych`);
    for (const section of ['Opis', 'Koszt i dofinansowanie', 'Lokalizacja', 'Kontakt', 'Organizacja']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).count(), section).toBe(1);
    }
    expect(await page.locator('main address').innerText()).toContain('Łódź');

    const profileLink = page.getByRole('link', { name: /^Profil organizacji/ });
    const organisation = (await profileLink.innerText()).replace(/^Profil organizacji (.+) i jej inne oferty$/, '$1');
    await profileLink.click();
    await page.waitForURL(/\/profil\//);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(organisation);
    await page.getByRole('heading', { level: 2, name: /Aktywne oferty/ }).waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows a clear page for an offer that is gone', async () => {
    const page = await newPage(browser);
    await openPage(page, '/offer/00000000-0000-4000-8000-000000000000');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oferta niedostępna');
    expect(await page.getByRole('link', { name: 'Wyszukaj oferty' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('reads an article with its meta description in <head>', async () => {
    const page = await newPage(browser);
    await openPage(page, '/blog');
    const article = page.locator('main article h2 a').first();
    const title = (await article.innerText()).trim();
    await article.click();
    await page.waitForURL(/\/blog\/.+/);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    const description = await page.locator('head meta[name="description"]').getAttribute('content');
    expect(description).not.toBe(
      'Wyszukiwarka usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.',
    );
    expect(await page.getByText('Autor').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('informational pages', () => {
  it('sends a bug report to the portal, after explaining what is missing', async () => {
    const page = await newPage(browser);
    await openPage(page, '/zglos-blad');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await page.locator('.error-summary').innerText()).toContain(
      'Wpisz treść wiadomości (co najmniej 10 znaków).',
    );
    expect(await page.getByLabel('Opis błędu').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Adres email (opcjonalnie)').fill('zglaszajacy@example.pl');
    await page.getByLabel('Opis błędu').fill('Przycisk „Szukaj” na stronie głównej jest za mały na telefonie.');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'Dziękujemy! Wiadomość została wysłana.' }).count(),
    ).toBe(1);
    expect(await page.getByLabel('Opis błędu').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows the contact e-mail from the portal settings', async () => {
    const settings = (await (await fetch(`${baseUrl()}/api/v1/settings/public`)).json()) as { contact_email: string };
    const page = await newPage(browser);
    await openPage(page, '/contact');
    await eventually(() => page.getByRole('link', { name: settings.contact_email }).getAttribute('href')).toBe(
      `mailto:${settings.contact_email}`,
    );
    await page.context().close();
  });

  it('offers a scroll-to-top button after 300 px that brings focus back to the heading', async () => {
    const page = await newPage(browser);
    await openPage(page, '/deklaracja-dostepnosci');
    const button = page.getByRole('button', { name: 'Przewiń na górę strony' });
    expect(await button.count()).toBe(0);
    await page.mouse.wheel(0, 1200);
    await button.waitFor();
    await button.click();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await focusedTag(page)).toBe('H1');
    await page.context().close();
  });
});

describe('keyboard only', () => {
  it('skips to the content, searches, opens an offer and its organisation, and uses the accessibility panel', async () => {
    const page = await newPage(browser);
    await openPage(page, '/');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Przejdź do treści głównej');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await tabUntil(page, '#home-search-q');
    await page.keyboard.type('wozek');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=wozek/);
    await eventually(() => focusedTag(page)).toBe('H1');

    await page.locator('main article').first().waitFor();
    await tabUntil(page, 'main article a[href^="/offer/"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/offer\//);
    await eventually(() => focusedTag(page)).toBe('H1');

    await tabUntil(page, 'main a[href^="/profil/"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profil\//);
    await eventually(() => focusedTag(page)).toBe('H1');

    // Back up to the header's accessibility button, open the panel and switch on dark mode.
    await tabUntil(page, 'button[aria-haspopup="dialog"]', { backwards: true });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Ułatwienia dostępu' }).waitFor();
    await tabUntil(page, '[role="switch"][aria-describedby="a11y-hint-darkMode"]', { maxPresses: 12 });
    const darkSwitch = page.getByRole('switch', { name: 'Tryb ciemny' });
    await page.keyboard.press('Space');
    expect(await darkSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await page.context().close();
  });
});
