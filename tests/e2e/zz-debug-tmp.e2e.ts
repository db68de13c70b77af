import AxeBuilder from '@axe-core/playwright';
import { it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, launchBrowser } from './browser.js';
import { openAdminAs, openArea } from './adminSession.js';

it('debug', async () => {
  const browser = await launchBrowser();
  const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await openArea(page, 'Oferty');
  await page.getByRole('button', { name: /^Zmień status oferty/ }).first().click();
  await page.getByRole('dialog', { name: 'Zmień status oferty' }).waitFor();
  await page.waitForTimeout(500);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  for (const v of results.violations) for (const n of v.nodes) console.log(v.id, n.html, n.failureSummary);
  await browser.close();
});
