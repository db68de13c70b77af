import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the built portal', () => {
  it('serves the public page with one h1 and no axe violations', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    // Routes are loaded lazily: the heading appears once the home page's chunk has run.
    await page.locator('main h1').waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    await expectNoAxeViolations(page, '/');
  });

  it('serves the back office at /admin', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    // Read the served page itself: the back office at once sends an anonymous visitor on to /login.
    expect(await response?.text()).toMatch(/<html lang="pl">/);
  });
});
