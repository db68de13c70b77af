import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ALT_LABEL } from '../../shared/labels/images.js';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import {
  baseUrl,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectNoViolations,
  latestMailLink,
  launchBrowser,
  newPage,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// A 1×1 PNG: the upload goes through the server's real image checks.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor();
}

describe('an offeror publishes an offer', () => {
  it('registers, confirms by e-mail, signs in, adds an offer through six tabs; an admin approves it and search finds it', async () => {
    const page = await newPage(browser);
    const run = Date.now().toString(36);
    const email = `oferent-${run}@example.pl`;
    const password = 'zielona-lampa-w-oknie';
    const title = `Hipoterapia dla dzieci ${run}`;

    await page.goto('/register?type=offeror');
    expect(await page.getByRole('radio', { name: 'Oferent' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Joanna Testowa');
    await page.getByRole('textbox', { name: 'Nazwa organizacji' }).fill(`Fundacja Koński Krok ${run}`);
    await page.getByRole('textbox', { name: 'Adres email' }).fill(email);
    await page.getByLabel(/^Hasło/).fill(password);
    await page.getByRole('checkbox', { name: /Akceptuję regulamin i politykę prywatności/ }).check();
    await expectNoViolations(page, '/register?type=offeror');
    await page.getByRole('button', { name: 'Zarejestruj się' }).click();
    await page.waitForURL('**/registration-success');
    await page.getByText(AUTH_MESSAGES.signupSent).waitFor();
    await expectNoViolations(page, '/registration-success');

    const link = await latestMailLink(email);
    expect(link).toContain('/potwierdz-email?token=');
    await page.goto(link);
    await page.getByText(AUTH_MESSAGES.emailConfirmed).waitFor();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();

    await page.getByRole('textbox', { name: 'Adres email' }).fill(email);
    await page.getByLabel(/^Hasło/).fill(password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Dodaj ofertę' }).click();
    await page.waitForURL('**/dashboard?view=add-offer');
    await page.getByRole('tablist', { name: 'Sekcje formularza oferty' }).waitFor();
    await expectNoViolations(page, 'offer form');

    await page.getByRole('button', { name: 'Opublikuj' }).click();
    await page.getByRole('link', { name: 'Tytuł musi mieć co najmniej 5 znaków.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    await expectNoViolations(page, 'offer form showing errors');

    await page.getByRole('textbox', { name: 'Tytuł oferty' }).fill(title);
    await page.getByRole('combobox', { name: 'Kategoria' }).selectOption({ label: 'Rehabilitacja' });
    await page
      .getByRole('textbox', { name: 'Krótki opis' })
      .fill('Zajęcia z terapeutą i koniem dla dzieci z niepełnosprawnościami.');
    await page
      .getByRole('textbox', { name: 'Opis', exact: true })
      .fill(
        'Prowadzimy hipoterapię w małych grupach. Zajęcia trwają 45 minut, a pierwszy termin ustalamy telefonicznie.',
      );
    await openTab(page, 'Odpłatność');
    await page.getByRole('radio', { name: 'Płatne', exact: true }).check();
    // Typed the Polish way: a comma before the grosze, never read as 3550.
    await page.getByRole('textbox', { name: 'Kwota' }).fill('35,50');
    expect(await page.getByRole('combobox', { name: 'Waluta' }).inputValue()).toBe('PLN');
    await page.getByRole('combobox', { name: 'Jednostka ceny' }).selectOption({ label: 'za godzinę' });
    await page.getByText('Płatne: 35,50\u00a0zł za godzinę').waitFor();
    await openTab(page, 'Lokalizacja');
    await page.getByRole('textbox', { name: 'Ulica i numer' }).fill('ul. Piotrkowska 100');
    await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('90-001');
    await page.getByRole('combobox', { name: /^Miasto/ }).fill('Łódź');
    await openTab(page, 'Zdjęcia');
    await page
      .getByLabel('Plik ze zdjęciem')
      .setInputFiles({ name: 'konie.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: `Podgląd zdjęcia oferty: ${title}` }).waitFor();
    // An image needs its description for blind visitors before the offer can be saved.
    await page
      .getByRole('textbox', { name: new RegExp(`^${IMAGE_ALT_LABEL}`) })
      .fill('Dziecko na koniu prowadzonym przez terapeutkę');
    await openTab(page, 'Kontakt');
    expect(await page.getByRole('textbox', { name: 'Email do kontaktu' }).inputValue()).toBe(email);
    await page.getByRole('textbox', { name: 'Telefon kontaktowy' }).fill('+48 600 100 200');
    await page.getByRole('radio', { name: 'Telefon', exact: true }).check();
    await openTab(page, 'Publikacja');
    await page.getByLabel('Data wygaśnięcia').fill(`${new Date().getFullYear() + 1}-06-30`);
    await page.getByRole('button', { name: 'Opublikuj' }).click();

    await page.getByText('Oferta została zapisana.').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Oczekuje na zatwierdzenie').waitFor();
    const editHref = await row.getByRole('link', { name: `Edytuj ofertę „${title}”` }).getAttribute('href');
    const offerId = new URLSearchParams(editHref!.split('?')[1]).get('id')!;

    const searchUrl = `/api/v1/offers?q=${encodeURIComponent(title)}`;
    const before = (await (await fetch(`${baseUrl()}${searchUrl}`)).json()) as { items: { id: string }[] };
    expect(before.items.map((item) => item.id)).not.toContain(offerId);

    const adminToken = await apiToken(DEMO_ACCOUNTS.admin.email);
    const approval = await fetch(`${baseUrl()}/api/v1/admin/offers/${offerId}/status`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
    expect(approval.status).toBe(200);

    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(`**/offer/${offerId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Łódź').first().waitFor();
    await page.locator('.offer-price', { hasText: 'Płatne: 35,50\u00a0zł za godzinę' }).waitFor();
    await page.context().close();
  }, 180_000);
});
