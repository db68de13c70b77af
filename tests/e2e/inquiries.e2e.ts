import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '../../shared/messages/inquiries.js';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { focusedName } from './focusChecks.js';
import { announced, eventually, openPage, signInByKeyboard, tabUntil, tabUntilNamed } from './publicPages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function apiGet<T>(path: string, email: string): Promise<T> {
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl()}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface OwnOffer {
  id: string;
  title: string;
  status: string;
}

describe("'Zapytaj o ofertę' by keyboard", () => {
  it('a signed-in user asks for her son with a PJM interpreter; the offeror marks the inquiry answered', async () => {
    const offeror = DEMO_ACCOUNTS.offeror.email;
    const offers = await apiGet<OwnOffer[]>('/users/me/offers', offeror);
    const offer = offers.find((candidate) => candidate.status === 'active');
    expect(offer, 'the demo offeror has an active offer').toBeDefined();
    const { id, title } = offer!;
    const message = `Czy na zajęciach może być tłumacz PJM dla syna? ${Date.now().toString(36)}`;

    const page = await newPage(browser);
    await signInByKeyboard(page, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD);
    await openPage(page, `/offer/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Zapytaj o ofertę' }).waitFor();
    const openedAt = Date.now();
    // Name and e-mail come from the account.
    expect(await page.getByRole('textbox', { name: /^Adres e-mail/ }).inputValue()).toBe(DEMO_ACCOUNTS.user.email);

    await tabUntil(page, '#inquiry-message');
    await page.keyboard.type(message);
    await tabUntil(page, '#inquiry-needs-pjm_interpreter');
    expect(await focusedName(page)).toBe('tłumacz PJM');
    await page.keyboard.press('Space');
    await tabUntil(page, '#inquiry-on-behalf');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain('Imię tej osoby');
    await page.keyboard.type('Staś');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain('Kim jest dla Ciebie ta osoba');
    await page.keyboard.type('syn');
    await tabUntil(page, '#inquiry-consent');
    await page.keyboard.press('Space');
    await expectNoViolations(page, 'the inquiry form filled in');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Wyślij zapytanie');
    // The form refuses what was filled in under 3 seconds (docs/zapytania.md): a person takes longer anyway.
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - openedAt)));
    await page.keyboard.press('Enter');

    // The confirmation takes focus and is a live region.
    await eventually(() => focusedName(page)).toContain(INQUIRY_MESSAGES.sent);
    expect(await announced(page)).toContain(INQUIRY_MESSAGES.sent);
    await expectNoViolations(page, 'the inquiry sent');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Moje zapytania');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard?view=inquiries');
    const mine = page.getByRole('listitem').filter({ hasText: message });
    await mine.waitFor();
    expect(await mine.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    expect(await mine.innerText()).toContain('Nowe');
    await expectNoViolations(page, '/dashboard?view=inquiries');
    await page.context().close();

    // The offeror: the count on the offer's row, the inquiry under it, and its status changed with the keyboard.
    const owner = await newPage(browser);
    await signInByKeyboard(owner, offeror, DEMO_PASSWORD);
    const counts = await apiGet<{ offer_id: string; total: number; new: number }[]>(
      '/users/me/offer-inquiry-counts',
      offeror,
    );
    const count = counts.find((entry) => entry.offer_id === id)!;
    expect(count.new).toBeGreaterThanOrEqual(1);
    const countName = (fresh: number) =>
      `Zapytania: ${count.total}${fresh ? ` (nowe: ${fresh})` : ''} – oferta „${title}”`;
    const toggle = owner.getByRole('button', { name: countName(count.new), exact: true });
    await toggle.waitFor();
    await expectNoViolations(owner, '/dashboard of the offeror');
    await tabUntilNamed(owner, '.inquiry-count button', countName(count.new));
    await owner.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const item = owner.getByRole('listitem').filter({ hasText: message });
    await item.waitFor();
    expect(await item.innerText()).toContain('Staś (syn)');
    expect(await item.innerText()).toContain('tłumacz PJM');
    const selectId = await item.getByRole('combobox').getAttribute('id');
    await tabUntil(owner, `[id="${selectId}"]`);
    expect(await focusedName(owner)).toBe(`Status zapytania od ${DEMO_ACCOUNTS.user.full_name}`);
    await owner.keyboard.press('ArrowDown');
    await eventually(() => item.getByRole('status').innerText()).toBe(
      `${INQUIRY_MESSAGES.statusChanged} Odpowiedziano.`,
    );
    expect(await item.getByRole('combobox').inputValue()).toBe('answered');
    expect(await owner.evaluate(() => document.activeElement?.id)).toBe(selectId);
    // The row's count follows at once.
    await owner.getByRole('button', { name: countName(count.new - 1), exact: true }).waitFor();
    await expectNoViolations(owner, 'an inquiry marked answered');
    const after = await apiGet<{ id: string; status: string; message: string }[]>(`/offers/${id}/inquiries`, offeror);
    expect(after.find((inquiry) => inquiry.message === message)?.status).toBe('answered');
    await owner.context().close();
  });
});
