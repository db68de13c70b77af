import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pl-PL',
    reducedMotion: options.reducedMotion,
  });
  return context.newPage();
}

/** Runs axe (WCAG 2.2 AA) on the page and fails with the list of violations, if any. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** The newest e-mail written to the server's outbox for `to`, and its first link. */
export function latestMailLink(to: string): string {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.includes(to)) {
      const link = raw.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link;
    }
  }
  throw new Error(`no e-mail for ${to} in the outbox`);
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';
