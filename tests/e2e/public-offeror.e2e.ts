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

/** The name a keyboard user hears for the focused element: its aria-label, or else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Presses Tab until the named control has focus, then Enter: the way a keyboard user reaches a button. */
async function tabAndPress(page: Page, name: string) {
  for (let presses = 0; (await focusedName(page)) !== name; presses += 1) {
    if (presses > 80) throw new Error(`Tab never reached ${name}`);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/** After every move between steps, focus is on the new step's heading. */
async function expectStepFocused(page: Page, heading: string) {
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
  expect(await focusedName(page)).toBe(heading);
}

describe('an offeror publishes an offer', () => {
  it("registers, confirms by e-mail, signs in, adds an offer step by step by keyboard up to 'Sprawdź i opublikuj'; an admin approves it and search finds it", async () => {
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
    await page.getByRole('heading', { level: 2, name: 'Krok 1 z 7: Podstawowe informacje' }).waitFor();
    await expectNoViolations(page, 'offer form');

    // 'Dalej' checks the step it leaves: an empty first step stays, with its errors.
    await page.getByRole('textbox', { name: 'Tytuł oferty' }).focus();
    await tabAndPress(page, 'Dalej');
    await page.getByRole('link', { name: 'Tytuł musi mieć co najmniej 5 znaków.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Adres email do kontaktu jest wymagany.' }).count()).toBe(0);
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
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 2 z 7: Odpłatność');

    // From the heading, Tab reaches the checked answer; the arrow picks the next one.
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('radio', { name: 'Bezpłatne' }).evaluate((radio) => radio === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Płatne', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    // Typed the Polish way: a comma before the grosze, never read as 3550.
    await page.keyboard.type('35,50');
    expect(await page.getByRole('combobox', { name: 'Waluta' }).inputValue()).toBe('PLN');
    await page.getByRole('combobox', { name: 'Jednostka ceny' }).selectOption({ label: 'za godzinę' });
    await page.getByText('Płatne: 35,50\u00a0zł za godzinę').waitFor();
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 3 z 7: Warunki i dofinansowanie');
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 4 z 7: Lokalizacja');

    await page.getByRole('textbox', { name: 'Ulica i numer' }).fill('ul. Piotrkowska 100');
    await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('90-001');
    await page.getByRole('combobox', { name: /^Miasto/ }).fill('Łódź');
    await page.getByRole('textbox', { name: 'Kraj' }).focus();
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 5 z 7: Zdjęcia');

    await page
      .getByLabel('Plik ze zdjęciem')
      .setInputFiles({ name: 'konie.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: `Podgląd zdjęcia oferty: ${title}` }).waitFor();
    // An image needs its description for blind visitors before the next step.
    await page
      .getByRole('textbox', { name: new RegExp(`^${IMAGE_ALT_LABEL}`) })
      .fill('Dziecko na koniu prowadzonym przez terapeutkę');
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 6 z 7: Kontakt');

    expect(await page.getByRole('textbox', { name: 'Email do kontaktu' }).inputValue()).toBe(email);
    await page.getByRole('textbox', { name: 'Telefon kontaktowy' }).fill('+48 600 100 200');
    await page.getByRole('radio', { name: 'Telefon', exact: true }).check();
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Krok 7 z 7: Publikacja');

    // An author has no status to choose: the buttons at the end say what happens.
    expect(await page.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    await page.getByLabel('Data wygaśnięcia').fill(`${new Date().getFullYear() + 1}-06-30`);
    await tabAndPress(page, 'Dalej');
    await expectStepFocused(page, 'Sprawdź i opublikuj');

    const answers = (step: string) => page.getByRole('region', { name: step, exact: true });
    await answers('Odpłatność').getByText('Płatne: 35,50\u00a0zł za godzinę').waitFor();
    await answers('Lokalizacja').getByText('ul. Piotrkowska 100').waitFor();
    await answers('Zdjęcia').getByText('Dziecko na koniu prowadzonym przez terapeutkę').waitFor();
    await answers('Kontakt').getByText('+48 600 100 200').waitFor();
    await expectNoViolations(page, "offer form: 'Sprawdź i opublikuj'");

    // 'Zmień' goes back to the step, and 'Dalej' leads to the review again.
    await tabAndPress(page, 'Zmień: Lokalizacja');
    await expectStepFocused(page, 'Krok 4 z 7: Lokalizacja');
    await page.getByRole('textbox', { name: 'Ulica i numer' }).fill('ul. Piotrkowska 102');
    for (const heading of [
      'Krok 5 z 7: Zdjęcia',
      'Krok 6 z 7: Kontakt',
      'Krok 7 z 7: Publikacja',
      'Sprawdź i opublikuj',
    ]) {
      await tabAndPress(page, 'Dalej');
      await expectStepFocused(page, heading);
    }
    await answers('Lokalizacja').getByText('ul. Piotrkowska 102').waitFor();
    await tabAndPress(page, 'Opublikuj');

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
