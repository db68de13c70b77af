import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, launchBrowser } from './browser.js';
import { signInThroughPublicLogin, tokenOf } from './adminSession.js';
import { focusRingProblems } from './focusChecks.js';
import { demoContentPaths, openPage, STATIC_ROUTES } from './publicPages.js';

/**
 * Forced colours (Windows contrast themes; WCAG 2.4.7, 1.4.11): the system repaints every colour and drops
 * box-shadows, so a focus ring drawn only by a shadow vanishes and a switch shown only by its fill looks the same on
 * and off. Every public control must still show focus, and the switches their state, under `forcedColors: 'active'`.
 */
let browser: Browser;
let publicRoutes: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = await demoContentPaths();
  publicRoutes = [...STATIC_ROUTES.map(([path]) => path), demo.offer, demo.article, demo.profile];
});
afterAll(() => browser?.close());

async function forcedColoursPage(storage: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pl-PL',
    viewport: { width: 1280, height: 900 },
    forcedColors: 'active',
  });
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

async function ringProblemsOn(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await openPage(page, path);
    for (const finding of await focusRingProblems(page)) findings.push(`${path}: ${finding}`);
  }
  return findings;
}

describe('focus under forced colours', () => {
  it('the check fails a ring drawn only by a box-shadow and passes a transparent outline beside it', async () => {
    const page = await forcedColoursPage();
    await page.setContent(`
      <style>
        body { background: #ffffff; }
        .shadow:focus-visible { outline: none; box-shadow: 0 0 0 3px #6a1b9a; }
        .both:focus-visible { outline: 3px solid transparent; box-shadow: 0 0 0 3px #6a1b9a; }
      </style>
      <button class="shadow">Tylko cień</button>
      <button class="both">Cień i obramowanie</button>`);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(await focusRingProblems(page)).toEqual(['button[Tylko cień]: no focus indicator']);
    await page.context().close();
  });

  it('shows a focus outline on every public control, signed out, with the panel and the suggestions open', async () => {
    const page = await forcedColoursPage();
    const findings = await ringProblemsOn(page, publicRoutes);
    await openPage(page, '/');
    await page.getByRole('combobox', { name: 'Czego szukasz?' }).focus();
    await page.keyboard.type('wózek');
    await page.getByRole('listbox', { name: 'Podpowiedzi' }).waitFor();
    for (const finding of await focusRingProblems(page)) findings.push(`podpowiedzi: ${finding}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /ułatwienia dostępu/i }).press('Enter');
    await page.getByRole('dialog', { name: 'Ułatwienia dostępu' }).waitFor();
    for (const finding of await focusRingProblems(page)) findings.push(`panel: ${finding}`);
    expect(findings).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('shows a focus outline on the signed-in forms and their tabs', async () => {
    const page = await forcedColoursPage({ authToken: await tokenOf(DEMO_ACCOUNTS.offeror.email) });
    const paths = ['/dashboard', '/dashboard?view=add-offer', '/dashboard?view=add-article', '/dashboard?view=profile'];
    expect(await ringProblemsOn(page, paths)).toEqual([]);
    await page.context().close();
  }, 300_000);
});

describe('switches under forced colours', () => {
  it('the panel’s switches look different on and off', async () => {
    const page = await forcedColoursPage();
    await openPage(page, '/');
    await page.getByRole('button', { name: /ułatwienia dostępu/i }).press('Enter');
    const toggle = page.getByRole('switch', { name: 'Podkreśl linki' });
    const look = () =>
      toggle.evaluate((element) => {
        const track = element.querySelector('.a11y-switch-track')!;
        return [getComputedStyle(track).backgroundColor, getComputedStyle(track, '::after').backgroundColor].join(
          ' / ',
        );
      });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const off = await look();
    await toggle.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await look()).not.toBe(off);
    await page.context().close();
  });

  it('the back office’s mode toggles look different pressed and not pressed', async () => {
    const page = await forcedColoursPage();
    await signInThroughPublicLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await page.waitForURL(/\/admin\/?$/);
    const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
    const look = () =>
      toggle.evaluate((element) => {
        const style = getComputedStyle(element);
        const bar = getComputedStyle(element.closest('header') ?? document.body);
        // A transparent background keeps its zero alpha under forced colours.
        const transparent = /,\s*0\)$/.test(style.backgroundColor);
        return {
          filled: !transparent && style.backgroundColor !== bar.backgroundColor,
          framed: style.borderTopColor !== bar.backgroundColor,
        };
      });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await look()).toEqual({ filled: false, framed: false });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await look()).toEqual({ filled: true, framed: true });
    await page.context().close();
  });
});
