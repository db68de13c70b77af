import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportFileName } from '../../shared/accountData.js';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES } from '../../shared/messages.js';
import { expectNoViolations, latestMailLink, launchBrowser, newPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Moves focus the way a keyboard user lands on a control, then types or presses like one. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}
async function press(page: Page, control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe("a person's own data (RODO)", () => {
  it('signs up accepting the terms, downloads their data and deletes the account by keyboard', async () => {
    const page = await newPage(browser);
    const email = `rodo-${Date.now().toString(36)}@example.pl`;
    const password = 'niebieski-rower-nad-rzeka';

    await page.goto('/register');
    await typeInto(page, page.getByRole('textbox', { name: 'Imię i nazwisko' }), 'Ewa Prywatna');
    await typeInto(page, page.getByRole('textbox', { name: 'Adres email' }), email);
    await typeInto(page, page.getByLabel(/^Hasło/), password);
    const consent = page.getByRole('checkbox', { name: /Akceptuję regulamin i politykę prywatności/ });
    expect(await consent.isChecked()).toBe(false);
    await press(page, page.getByRole('button', { name: 'Zarejestruj się' }));
    await page.getByRole('link', { name: ACCOUNT_DATA_MESSAGES.acceptTerms }).waitFor();
    await expectNoViolations(page, '/register refused without consent');
    await press(page, consent, 'Space');
    expect(await consent.isChecked()).toBe(true);
    await press(page, page.getByRole('button', { name: 'Zarejestruj się' }));
    await page.waitForURL('**/registration-success');

    await page.goto(await latestMailLink(email));
    await page.getByText(AUTH_MESSAGES.emailConfirmed).waitFor();
    await press(page, page.getByRole('link', { name: 'Przejdź do logowania' }));
    await typeInto(page, page.getByRole('textbox', { name: 'Adres email' }), email);
    await typeInto(page, page.getByLabel(/^Hasło/), password);
    await press(page, page.getByRole('button', { name: 'Zaloguj się' }));
    await page.waitForURL('**/dashboard');

    // 'Pobierz moje dane': the file is saved, named with the date, and holds the person's data and consent.
    await page.getByRole('heading', { name: 'Twoje dane' }).waitFor();
    const download = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Pobierz moje dane' }));
    const file = await download;
    expect(file.suggestedFilename()).toBe(accountExportFileName());
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      profile: { email: string; full_name: string };
      consents: { terms_accepted_at: string | null; terms_version: number | null };
    };
    expect(data.profile).toMatchObject({ email, full_name: 'Ewa Prywatna' });
    expect(data.consents.terms_accepted_at).not.toBeNull();
    await page.getByText(`Zapisano plik ${accountExportFileName()}.`).waitFor();
    await expectNoViolations(page, 'dashboard: Twoje dane');

    // 'Usuń konto': the dialog starts on 'Anuluj'; the password is reached with Shift+Tab.
    await press(page, page.getByRole('button', { name: 'Usuń konto', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Usuń konto' });
    await dialog.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Anuluj');
    await expectNoViolations(page, 'delete account dialog');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('zle-haslo-123');
    await page.keyboard.press('Enter');
    await dialog.getByText(ACCOUNT_DATA_MESSAGES.wrongPassword).waitFor();
    await expectNoViolations(page, 'delete account dialog with a wrong password');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(ACCOUNT_DATA_MESSAGES.accountDeleted.description).waitFor();
    await page.getByRole('link', { name: 'Zaloguj się' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expectNoViolations(page, 'home page after the deletion');
  });
});
