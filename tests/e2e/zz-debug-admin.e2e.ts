import { it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, launchBrowser, newPage } from './browser.js';
import { signInThroughPublicLogin } from './adminSession.js';

it('debug', async () => {
  const browser = await launchBrowser();
  const page = await newPage(browser);
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('framenavigated', (f) => f === page.mainFrame() && console.log('NAV', f.url()));
  await signInThroughPublicLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await page.waitForTimeout(6000);
  console.log('URL', page.url());
  console.log((await page.locator('body').innerText()).slice(0, 1500));
  await browser.close();
}, 60_000);
