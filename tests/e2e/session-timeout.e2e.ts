import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, SESSION_ENDED_MESSAGES, SESSION_TIMEOUT_MESSAGES as M } from '../../shared/messagesSession.js';
import { AUTH_TOKEN_KEY } from '../../shared/token.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { startPortalServer, type PortalServer } from './portalServer.js';

/**
 * Sessions on this journey's own server last 130 s, so the warning (two minutes before the end) opens 10 s after
 * signing in; the page's clock is moved forward for the rest instead of waiting.
 */
const TTL_SECONDS = 130;

let server: PortalServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startPortalServer({ TOKEN_TTL_SECONDS: String(TTL_SECONDS) }),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/^Adres email/).fill(email);
  await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

const tokenExpiry = (page: Page) =>
  page.evaluate((key) => JSON.parse(atob(localStorage.getItem(key)!.split('.')[1])).exp as number, AUTH_TOKEN_KEY);

/** The warning as a screen reader meets it: an alert dialog, its name and description, focus on 'Przedłuż sesję'. */
async function expectWarning(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: M.title });
  await dialog.waitFor({ timeout: 30_000 });
  expect(await focusedName(page)).toBe(M.extend);
  const description = await dialog.evaluate((element) =>
    document.getElementById(element.getAttribute('aria-describedby')!)!.innerText.replace(/\s+/g, ' '),
  );
  expect(description).toContain(M.draftsKept);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(M.signOut);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(M.extend);
  return dialog;
}

describe('the session warning before an idle sign-out', () => {
  it('on the public site: opens two minutes before the end, and Enter on "Przedłuż sesję" renews the token', async () => {
    const page = await newPage(browser, { baseURL: server.baseUrl });
    await signIn(page, DEMO_ACCOUNTS.offeror.email, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Mój panel' }).waitFor();
    const before = await tokenExpiry(page);
    const dialog = await expectWarning(page);
    await expectNoViolations(page, 'the session warning (public)');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await tokenExpiry(page)).toBeGreaterThan(before);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await page.context().close();
  });

  it('in the back office: the same warning, and Escape keeps the session too', async () => {
    const page = await newPage(browser, { baseURL: server.baseUrl });
    await signIn(page, DEMO_ACCOUNTS.admin.email, '/admin/reports');
    await page.waitForURL('**/admin/reports');
    const before = await tokenExpiry(page);
    const dialog = await expectWarning(page);
    await expectNoViolations(page, 'the session warning (back office)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await tokenExpiry(page)).toBeGreaterThan(before);
    await page.context().close();
  });

  it('announces the time left at 60 and 20 s only, then signs out and says why on the login page', async () => {
    const page = await newPage(browser, { baseURL: server.baseUrl });
    await page.clock.install();
    await signIn(page, DEMO_ACCOUNTS.admin.email, '/admin/reports?filter=%7B%7D');
    await page.waitForURL('**/admin/reports**');
    const dialog = page.getByRole('alertdialog', { name: M.title });
    await dialog.waitFor({ timeout: 30_000 });
    const live = dialog.locator('[aria-live]');
    expect(await live.innerText()).toBe('');
    await page.clock.runFor(45_000);
    expect(await live.innerText()).toBe('');
    await page.clock.runFor(16_000);
    expect(await live.innerText()).toBe(M.secondsLeft(60));
    await page.clock.runFor(10_000);
    expect(await live.innerText()).toBe('');
    await page.clock.runFor(30_000);
    expect(await live.innerText()).toBe(M.secondsLeft(20));
    await page.clock.runFor(25_000);

    await page.waitForURL('**/login?**');
    const params = new URL(page.url()).searchParams;
    expect(params.get('redirect')).toBe('/admin/reports?filter=%7B%7D');
    await page.getByText(SESSION_ENDED_MESSAGES.idle(2)).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
    await expectNoViolations(page, 'the login page after an idle sign-out');

    // Signing in again (with the page's clock back in step with the server's) returns to the same screen.
    await page.clock.setSystemTime(Date.now());
    await page.getByLabel(/^Adres email/).fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reports' && url.search === '?filter=%7B%7D');
    await page.context().close();
  });

  it('keeps a half-written offer through an idle sign-out and offers it back after signing in again', async () => {
    const page = await newPage(browser, { baseURL: server.baseUrl });
    await page.clock.install();
    await signIn(page, DEMO_ACCOUNTS.offeror.email, '/dashboard?view=add-offer');
    const title = page.getByRole('textbox', { name: 'Tytuł oferty' });
    await title.fill('Wypożyczalnia skuterów inwalidzkich');
    await page.getByRole('textbox', { name: 'Krótki opis' }).fill('Skutery na tydzień lub miesiąc.');
    await page.getByRole('alertdialog', { name: M.title }).waitFor({ timeout: 30_000 });
    await page.clock.runFor(125_000);

    // The form's 'Niezapisane zmiany' question does not hold the sign-out back; the draft was kept.
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?view=add-offer');
    await page.getByText(`${SESSION_ENDED_MESSAGES.idle(2)} ${SESSION_ENDED_MESSAGES.draftKept}`).waitFor();

    await page.clock.setSystemTime(Date.now());
    await page.getByLabel(/^Adres email/).fill(DEMO_ACCOUNTS.offeror.email);
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?view=add-offer');
    const question = page.getByText(/^Przywrócić niezapisaną wersję z \d\d:\d\d\?$/);
    await question.waitFor();
    expect(await title.inputValue()).toBe('');
    await expectNoViolations(page, 'the offer form offering its draft back');
    await page.getByRole('button', { name: DRAFT_MESSAGES.restore }).click();
    expect(await title.inputValue()).toBe('Wypożyczalnia skuterów inwalidzkich');
    expect(await page.getByRole('textbox', { name: 'Krótki opis' }).inputValue()).toBe(
      'Skutery na tydzień lub miesiąc.',
    );
    expect(await focusedName(page)).toBe(DRAFT_MESSAGES.restored);
    await page.context().close();
  });
});
