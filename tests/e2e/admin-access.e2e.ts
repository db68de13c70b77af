import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { openAdminAs, openArea, signInThroughPublicLogin } from './adminSession.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('who gets into /admin', () => {
  it('sends a visitor to the public login, which returns him to /admin', async () => {
    const page = await newPage(browser);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin');
    await page.context().close();
  });

  it('sends a signed-in non-admin to his dashboard, still signed in', async () => {
    const page = await newPage(browser);
    await signInThroughPublicLogin(page, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await page.context().close();
  });
});

describe('an admin', () => {
  it('sees the Administrator badge, no admin accounts and no "Dodaj użytkownika"', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect.poll(() => page.getByText('Administrator', { exact: true }).count()).toBeGreaterThan(0);
    await openArea(page, 'Użytkownicy');
    await page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user.email }).waitFor();
    const roles = await page.getByRole('row').allInnerTexts();
    expect(roles.join('\n')).not.toMatch(/Super Administrator|superadmin@|admin@demo/);
    expect(await page.getByRole('button', { name: 'Dodaj użytkownika' }).count()).toBe(0);
    await page.context().close();
  });

  it('logs out with the farewell toast and lands on the public home page', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Wylogowano pomyślnie' });
    await toast.getByText('Wylogowano pomyślnie', { exact: true }).waitFor();
    // The description follows the title inside the same alert box (a text node beside AlertTitle), so not an exact match.
    await toast.getByText('Do zobaczenia wkrótce!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.context().close();
  });
});

describe('axe (WCAG 2.2 AA) in the back office', () => {
  it('finds nothing on the overview and the settings', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.superadmin.email, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Ostatnia aktywność' }).waitFor();
    await expectNoViolations(page, '/admin (Przegląd)');
    await openArea(page, 'Ustawienia');
    await page.getByRole('textbox', { name: 'Nazwa portalu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await expectNoViolations(page, '/admin/settings');
    await page.context().close();
  });
});
