import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoViolations, launchBrowser, newPage } from './browser.js';

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
    await expectNoViolations(page, '/');
  });

  it('serves the back office at /admin, which sends an anonymous visitor to the login page', async () => {
    // The served page itself, read without a browser: the app would navigate away before its body could be read.
    const served = await fetch(`${baseUrl()}/admin/users`);
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/<html lang="pl">/);
    const page = await newPage(browser);
    await page.goto('/admin');
    await page.waitForURL(/\/login\?redirect=/);
  });
});
