import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_ANSWER_DAYS,
  ACCESSIBILITY_REQUEST_FORM_TEXTS as T,
  ALTERNATIVE_FORMAT_LABELS,
} from '../../shared/accessibilityRequests.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { openAdminAs } from './adminSession.js';
import { focusedName } from './focusChecks.js';
import { announced, eventually, openPage, tabUntil, tabUntilNamed } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("'Zgłoś problem z dostępnością' by keyboard", () => {
  it('a visitor sends a request from the accessibility statement; an admin sees it with its due date', async () => {
    const problem = `Czytnik ekranu nie odczytuje godzin otwarcia w tabeli ${Date.now().toString(36)}.`;
    const page = await newPage(browser);
    await openPage(page, '/deklaracja-dostepnosci');
    const form = page.getByRole('form', { name: T.heading });
    await form.waitFor();

    await tabUntil(page, 'form[aria-labelledby="accessibility-request-heading"] input[name="page"]');
    expect(await focusedName(page)).toContain(T.page);
    await page.keyboard.type('strona oferty hipoterapii w Łodzi');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain(T.problem);
    await page.keyboard.type(problem);
    await page.keyboard.press('Tab');
    // No format is chosen for the person: Tab reaches the group's first radio, the arrows choose.
    expect(await focusedName(page)).toBe(ALTERNATIVE_FORMAT_LABELS.none);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: ALTERNATIVE_FORMAT_LABELS.pjm_video }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain(T.email);
    await page.keyboard.type('jan.kowalski@example.pl');
    await expectNoViolations(page, 'the accessibility request filled in');
    await tabUntilNamed(page, 'button[type="submit"]', T.submit);
    await page.keyboard.press('Enter');

    // The confirmation replaces the form, takes focus and is a live region.
    await eventually(() => focusedName(page)).toContain(T.sentHeading);
    expect(await announced(page)).toContain(T.sentHeading);
    expect(await page.getByRole('form', { name: T.heading }).count()).toBe(0);
    await expectNoViolations(page, 'the accessibility request sent');
    await page.context().close();

    const admin = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await tabUntilNamed(admin, '[role="menuitem"]', 'Zgłoszenia dostępności');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(/\/admin\/accessibility_requests/);
    const row = admin.getByRole('row').filter({ hasText: problem });
    await row.waitFor();
    const due = new Date(Date.now() + ACCESSIBILITY_ANSWER_DAYS * 86_400_000).toLocaleDateString('pl-PL');
    expect(await row.innerText()).toContain(due);
    expect(await row.innerText()).toContain('jan.kowalski@example.pl');
    await expectNoViolations(admin, "the back office's 'Zgłoszenia dostępności'");
    await admin.context().close();
  });
});
