import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../shared/messages.js';
import { DEMO_ACCOUNTS, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { eventually, openPage } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The accessible name of whatever holds focus, read the way the summary and the notice name themselves. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const labelledBy = active?.getAttribute('aria-labelledby');
    return labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : (active?.tagName ?? '');
  });

describe('auth errors are shown where people look, with focus on them', () => {
  it('a dead confirmation link: said on opening, and a new link asked for by keyboard', async () => {
    const page = await newPage(browser);
    await openPage(page, '/potwierdz-email?token=nieprawidlowy');
    await eventually(() => focusedName(page)).toBe(USER_PANEL_MESSAGES.confirmLinkFailed);
    await expectNoViolations(page, '/potwierdz-email dead link');

    await page.getByRole('button', { name: 'Wyślij nowy link' }).press('Enter');
    await eventually(() => focusedName(page)).toMatch(/Popraw błędy w formularzu/);
    await expectNoViolations(page, '/potwierdz-email resend form with errors');

    await page.getByRole('textbox', { name: 'Adres email' }).fill('ktos@example.pl');
    await page.keyboard.press('Enter');
    await page.getByText(AUTH_MESSAGES.confirmationResent).waitFor();
    await page.context().close();
  }, 120_000);

  it('a dead reset link and a wrong password: the summary takes focus and offers the next step', async () => {
    const page = await newPage(browser);
    await openPage(page, '/reset-hasla?token=nieprawidlowy');
    await page.getByLabel(/^Nowe hasło/).fill('nowe-dlugie-haslo-2026');
    await page.getByLabel(/^Powtórz nowe hasło/).fill('nowe-dlugie-haslo-2026');
    await page.keyboard.press('Enter');
    await eventually(() => focusedName(page)).toBe(USER_PANEL_MESSAGES.passwordResetFailed);
    expect(await page.getByRole('link', { name: 'Wyślij nowy link' }).getAttribute('href')).toBe('/nie-pamietam-hasla');
    await expectNoViolations(page, '/reset-hasla dead link');

    await openPage(page, '/login');
    await page.getByRole('textbox', { name: 'Adres email' }).fill(DEMO_ACCOUNTS.user.email);
    await page.getByLabel(/^Hasło/).fill('zle-haslo-123');
    await page.keyboard.press('Enter');
    await eventually(() => focusedName(page)).toBe(USER_PANEL_MESSAGES.loginFailed);
    await expectNoViolations(page, '/login wrong password');
    await page.context().close();
  }, 120_000);

  it('a failed sign-up: empty fields and a refused request are listed beside the form, in a summary with focus', async () => {
    const page = await newPage(browser);
    await openPage(page, '/register');
    await page.getByRole('button', { name: 'Zarejestruj się' }).press('Enter');
    await eventually(() => focusedName(page)).toMatch(/Popraw błędy w formularzu/);
    const summary = page.locator('.error-summary');
    expect(await summary.getByRole('link', { name: AUTH_MESSAGES.passwordTooShort }).count()).toBe(1);
    await expectNoViolations(page, '/register empty');

    // The server refuses the sign-up (here: too many attempts): its answer stays on the page, not only in a toast.
    await page.route('**/api/v1/auth/signup', (route) =>
      route.fulfill({ status: 429, json: { detail: AUTH_MESSAGES.tooManyRequests } }),
    );
    await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Ewa Testowa');
    await page.getByRole('textbox', { name: 'Adres email' }).fill('ewa-rejestracja@example.pl');
    await page.getByLabel(/^Hasło/).fill('zielona-lampa-w-oknie');
    await page.getByRole('checkbox', { name: /Akceptuję regulamin i politykę prywatności/ }).check();
    await page.getByRole('button', { name: 'Zarejestruj się' }).press('Enter');
    await eventually(() => focusedName(page)).toBe(USER_PANEL_MESSAGES.signupFailed);
    expect(await summary.innerText()).toContain(AUTH_MESSAGES.tooManyRequests);
    expect(page.url()).toMatch(/\/register$/);
    await expectNoViolations(page, '/register refused');
    await page.context().close();
  }, 120_000);
});
