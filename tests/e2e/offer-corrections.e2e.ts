import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORRECTION_STATUS_LABELS,
  FRESHNESS_DASHBOARD_TEXTS,
  FRESHNESS_MESSAGES,
  FRESHNESS_TEXTS,
} from '../../shared/freshness.js';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { announced, eventually, openPage, signInByKeyboard, tabUntil, tabUntilNamed } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An active offer of the demo NGO, read through the API as the NGO. */
async function ngoOffer(): Promise<{ id: string; title: string }> {
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.ngo.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const offers = (await (
    await fetch(`${baseUrl()}/api/v1/users/me/offers`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: string; title: string; status: string }[];
  const offer = offers.find((candidate) => candidate.status === 'active');
  expect(offer, 'the demo NGO has an active offer').toBeDefined();
  return offer!;
}

describe("'Zgłoś nieaktualne dane' by keyboard", () => {
  it('a visitor reports a changed phone; the NGO confirms its data and marks the report handled', async () => {
    const { id, title } = await ngoOffer();
    const note = `Numer telefonu nie odpowiada, zmienił się w październiku ${Date.now().toString(36)}.`;

    const visitor = await newPage(browser);
    await openPage(visitor, `/offer/${id}`);
    await tabUntilNamed(visitor, 'button', FRESHNESS_TEXTS.reportButton);
    await visitor.keyboard.press('Enter');
    const dialog = visitor.getByRole('dialog', { name: FRESHNESS_TEXTS.reportButton });
    await dialog.waitFor();
    await eventually(() => visitor.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(
      true,
    );
    await tabUntil(visitor, '#correction-fields-phone');
    expect(await focusedName(visitor)).toBe('Telefon');
    await visitor.keyboard.press('Space');
    await tabUntil(visitor, '#correction-note');
    await visitor.keyboard.type(note);
    await expectNoViolations(visitor, "the 'Zgłoś nieaktualne dane' dialog filled in");
    await tabUntil(visitor, '[role="dialog"] button[type="submit"]');
    await visitor.keyboard.press('Enter');
    // The dialog closes, focus goes back to the button that opened it, and the toast says what happens next.
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => focusedName(visitor)).toBe(FRESHNESS_TEXTS.reportButton);
    await eventually(() => announced(visitor)).toContain(FRESHNESS_MESSAGES.correctionSent);
    await expectNoViolations(visitor, 'the offer after a report');
    await visitor.context().close();

    const owner = await newPage(browser);
    await signInByKeyboard(owner, DEMO_ACCOUNTS.ngo.email, DEMO_PASSWORD);
    await owner
      .getByRole('heading', { level: 2, name: new RegExp(`^${FRESHNESS_DASHBOARD_TEXTS.correctionsHeading}`) })
      .waitFor();
    const report = owner.getByRole('article').filter({ hasText: note });
    await report.waitFor();
    expect(await report.innerText()).toContain(CORRECTION_STATUS_LABELS.open);
    await expectNoViolations(owner, '/dashboard with a reported offer');

    // 'Dane są aktualne' on the offer's row: focus stays on the button, the region under it says so.
    const confirmName = FRESHNESS_DASHBOARD_TEXTS.confirmFor(title);
    await tabUntilNamed(owner, 'button', confirmName);
    await owner.keyboard.press('Enter');
    const control = owner
      .locator('.freshness-control')
      .filter({ has: owner.getByRole('button', { name: confirmName }) });
    await eventually(() => control.getByRole('status').innerText()).toBe(FRESHNESS_MESSAGES.confirmed);
    expect(await focusedName(owner)).toBe(confirmName);

    // 'Oznacz jako załatwione' on this report: its button goes, focus moves to the report's new state.
    const labelledBy = await report.getAttribute('aria-labelledby');
    await tabUntil(owner, `article[aria-labelledby="${labelledBy}"] button`);
    expect(await focusedName(owner)).toBe(FRESHNESS_DASHBOARD_TEXTS.resolveFor(title));
    await owner.keyboard.press('Enter');
    await eventually(() => focusedName(owner)).toBe(CORRECTION_STATUS_LABELS.resolved);
    expect(
      await owner.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-labelledby')),
    ).toBe(labelledBy);
    await eventually(() => announced(owner)).toContain(FRESHNESS_MESSAGES.correctionResolved);
    expect(await report.getByRole('button', { name: FRESHNESS_DASHBOARD_TEXTS.resolveFor(title) }).count()).toBe(0);
    await expectNoViolations(owner, '/dashboard after handling the report');
    await owner.context().close();
  });
});
