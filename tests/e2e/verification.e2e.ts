import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, VERIFICATION_MESSAGES } from '../../shared/messages.js';
import { slugify } from '../../shared/slug.js';
import { verificationDate } from '../../shared/verification.js';
import {
  baseUrl,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectNoViolations,
  latestMailLink,
  launchBrowser,
  newPage,
} from './browser.js';
import { dialogShown, openAdminAs, openArea, signInThroughPublicLogin } from './adminSession.js';

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
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.page().keyboard.press(key);
}

/** What has focus, by its accessible name or text; never the page body after an action. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

/** axe once the dialogs' fade-in is over: half-transparent text would be measured as low contrast. */
async function expectAccessible(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoViolations(page, label);
}

describe('verified organisations', () => {
  it('an NGO enters its KRS and asks, an admin approves in Weryfikacje, the profile shows the explained mark', async () => {
    const run = Date.now().toString(36);
    const organisation = `Fundacja Weryfikowana ${run}`;
    const email = `weryfikacja-${run}@example.pl`;
    const password = 'zielony-most-nad-wisla';
    const signup = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        role: 'ngo',
        username: 'Alicja Nowicka',
        organization_name: organisation,
        accept_terms: true,
      }),
    });
    expect(signup.status).toBe(201);

    // 1. The NGO confirms its address, enters a KRS in its profile and asks for verification.
    const ngo = await newPage(browser);
    await ngo.goto(await latestMailLink(email));
    await ngo.getByText(AUTH_MESSAGES.emailConfirmed).waitFor();
    await signInThroughPublicLogin(ngo, email, password, '/dashboard');
    await ngo.waitForURL('**/dashboard');
    await press(ngo.getByRole('link', { name: 'Edytuj profil' }));
    const krs = ngo.getByRole('textbox', { name: 'Numer KRS' });
    await krs.waitFor();
    await typeInto(ngo, krs, '123456');
    await press(ngo.getByRole('button', { name: 'Zapisz profil' }));
    await expect.poll(() => krs.getAttribute('aria-invalid')).toBe('true');
    await ngo.getByText(VERIFICATION_MESSAGES.krs).first().waitFor();
    await expectAccessible(ngo, '/dashboard?view=profile with a wrong KRS');
    await krs.fill('');
    await typeInto(ngo, krs, '0000-654-321');
    await press(ngo.getByRole('button', { name: 'Zapisz profil' }));
    await ngo.getByText('Profil został zaktualizowany.').first().waitFor();
    const section = ngo.getByRole('region', { name: 'Weryfikacja organizacji' });
    await section.getByText('Organizacja nie jest jeszcze zweryfikowana.').waitFor();
    await press(section.getByRole('button', { name: 'Poproś o weryfikację' }));
    await ngo.getByText(VERIFICATION_MESSAGES.requested).first().waitFor();
    await section.getByText(/czeka na sprawdzenie numerów przez administratora/).waitFor();
    await expect.poll(() => focused(ngo)).toBe('Weryfikacja organizacji');
    await expectAccessible(ngo, '/dashboard with a waiting verification request');

    // 2. An admin checks the numbers in 'Weryfikacje' and approves.
    const admin = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await openArea(admin, 'Weryfikacje');
    const row = admin.getByRole('row').filter({ hasText: organisation });
    await row.waitFor();
    expect(await row.innerText()).toContain('KRS 0000654321');
    expect(await row.getByRole('link', { name: /KRS 0000654321 – Wyszukiwarka KRS/ }).getAttribute('href')).toBe(
      'https://wyszukiwarka-krs.ms.gov.pl/',
    );
    await expectAccessible(admin, '/admin/verifications');
    await press(row.getByRole('button', { name: `Rozpatrz prośbę o weryfikację: ${organisation}` }));
    const dialog = admin.getByRole('dialog', { name: 'Rozpatrz prośbę o weryfikację' });
    await dialogShown(dialog);
    expect(await dialog.getByRole('radio', { name: /^Zatwierdź/ }).isChecked()).toBe(false);
    await dialog.getByRole('radio', { name: /^Zatwierdź/ }).check();
    await expectAccessible(admin, '/admin/verifications with "Rozpatrz prośbę o weryfikację" open');
    await press(dialog.getByRole('button', { name: 'Zapisz decyzję' }));
    await admin.getByText(`Organizacja „${organisation}” została zweryfikowana.`).first().waitFor();
    // The decided request leaves the pending list: focus moves to the demo's request still waiting.
    await expect.poll(() => focused(admin)).toBe('Rozpatrz prośbę o weryfikację: Stowarzyszenie Słyszymy Się');

    // 3. The public profile carries the mark, explained once in words.
    const slug = slugify(organisation);
    const visitor = await newPage(browser);
    await visitor.goto(`/profil/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: new RegExp(organisation) }).waitFor();
    await visitor
      .getByText(
        `Organizacja zweryfikowana: numer KRS 0000654321 sprawdzony ${verificationDate(new Date().toISOString())}`,
      )
      .waitFor();
    await expectAccessible(visitor, `/profil/${slug} of a verified organisation`);
  }, 240_000);
});
