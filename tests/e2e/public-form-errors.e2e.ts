import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './adminSession.js';
import { DEMO_ACCOUNTS, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { openPage } from './publicPages.js';

/**
 * Forms in error: every public form submitted empty shows its error summary with focus, and axe and IBM
 * Equal Access find nothing on it, in the default, high-contrast and dark modes.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: {} },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true' } },
  { name: 'tryb ciemny', storage: { 'accessibility-darkMode': 'true' } },
];

/** Each form with the button that submits it. */
const SIGNED_OUT_FORMS: [path: string, submit: string][] = [
  ['/register', 'Zarejestruj się'],
  ['/login', 'Zaloguj się'],
  ['/nie-pamietam-hasla', 'Wyślij link'],
  ['/reset-hasla?token=nieprawidlowy', 'Zapisz nowe hasło'],
  ['/contact', 'Wyślij wiadomość'],
  ['/zglos-blad', 'Wyślij zgłoszenie'],
  ['/zaproponuj-funkcjonalnosc', 'Wyślij propozycję'],
];

/** A page whose browser holds the accessibility settings (and a session) before each page starts. */
async function pageInMode(storage: Record<string, string>): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

/** Submits the form empty by keyboard and checks the summary took focus before both engines run. */
async function submitEmptyAndCheck(page: Page, submit: string, label: string): Promise<void> {
  await page.getByRole('button', { name: submit, exact: true }).press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains('error-summary')), { timeout: 10_000 })
    .toBe(true);
  await expectNoViolations(page, label);
}

describe.each(MODES)('forms in error, mode: $name', ({ name, storage }) => {
  it('the sign-up, login, password and contact forms submitted empty', async () => {
    const page = await pageInMode(storage);
    for (const [path, submit] of SIGNED_OUT_FORMS) {
      await openPage(page, path);
      await submitEmptyAndCheck(page, submit, `${path} submitted empty (${name})`);
    }
    await page.context().close();
  }, 300_000);

  it('the offer form and the article form submitted empty', async () => {
    const offeror = await pageInMode({ ...storage, authToken: await tokenOf(DEMO_ACCOUNTS.offeror.email) });
    await openPage(offeror, '/dashboard?view=add-offer');
    await offeror.getByRole('heading', { name: 'Krok 1 z 7: Podstawowe informacje' }).waitFor();
    await submitEmptyAndCheck(offeror, 'Dalej', `offer form's first step submitted empty (${name})`);
    await offeror.context().close();

    const ngo = await pageInMode({ ...storage, authToken: await tokenOf(DEMO_ACCOUNTS.ngo.email) });
    await openPage(ngo, '/dashboard?view=add-article');
    await ngo.getByRole('toolbar', { name: 'Formatowanie treści' }).waitFor();
    await submitEmptyAndCheck(ngo, 'Zapisz jako szkic', `article form submitted empty (${name})`);
    await ngo.context().close();
  }, 180_000);
});
