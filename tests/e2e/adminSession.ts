import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DEMO_PASSWORD, newPage } from './browser.js';

/** Signs in on the public login page, as a person does, and waits for the page the login leads to. */
export async function signInThroughPublicLogin(
  page: Page,
  email: string,
  password: string,
  redirect = '/admin',
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** A fresh browser context signed in as `email` and showing the back office's overview. */
export async function openAdminAs(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await newPage(browser);
  await signInThroughPublicLogin(page, email, password);
  await page.waitForURL(/\/admin\/?$/);
  await page.getByRole('heading', { level: 1, name: 'Przegląd' }).waitFor();
  return page;
}

/** Goes to an area through the back office's menu, the way an admin moves between screens. */
export async function openArea(
  page: Page,
  area:
    | 'Przegląd'
    | 'Użytkownicy'
    | 'Oferty'
    | 'Blog'
    | 'Kategorie'
    | 'Synonimy wyszukiwania'
    | 'Ustawienia'
    | 'Zgłoszenia'
    | 'Odwołania'
    | 'Raport przejrzystości'
    | 'Weryfikacje',
) {
  await page
    .getByRole('navigation', { name: 'Menu panelu administracyjnego' })
    .getByRole('menuitem', { name: area, exact: true })
    .click();
}

/** Waits until a dialog has faded in: axe measures colours, and half-transparent text would fail its contrast check. */
export async function dialogShown(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect
    .poll(() => dialog.evaluate((element) => getComputedStyle(element.parentElement ?? element).opacity), {
      timeout: 5000,
    })
    .toBe('1');
}

/** Calls the API directly (test set-up, not what a person does) and returns its JSON answer. */
export async function apiCall<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A session token of a demo account, for the set-up calls. */
export async function tokenOf(email: string): Promise<string> {
  return (await apiCall<{ token: string }>('POST', '/api/v1/auth/login', undefined, { email, password: DEMO_PASSWORD }))
    .token;
}

/** A row's 'Działania' button in the back office's lists ('Działania: „Wózek inwalidzki”'). */
export const rowActions = (scope: Page | Locator, row: string): Locator =>
  scope.getByRole('button', { name: `Działania: „${row}”` });

/** Opens a row's 'Działania' menu with Enter and chooses `item` with Enter, as a keyboard user does. */
export async function chooseRowAction(page: Page, button: Locator, item: string | RegExp): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menu', { name: /^Działania: / }).getByRole('menuitem', { name: item });
  await menuItem.waitFor();
  await menuItem.focus();
  await page.keyboard.press('Enter');
}

/** The first row's 'Działania' button on a list screen. */
export const firstRowActions = (page: Page): Locator => page.getByRole('button', { name: /^Działania: / }).first();

/**
 * Opens a row's 'Działania' menu and chooses `item` with the mouse: no focus ring, so no MUI focus ripple keeps
 * pulsing while the page is checked once its animations are over.
 */
export async function clickRowAction(page: Page, button: Locator, item: string | RegExp): Promise<void> {
  await button.click();
  await page
    .getByRole('menu', { name: /^Działania: / })
    .getByRole('menuitem', { name: item })
    .click();
}
