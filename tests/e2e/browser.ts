import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  options: { reducedMotion?: 'reduce' | 'no-preference'; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: 'pl-PL',
    reducedMotion: options.reducedMotion,
  });
  return context.newPage();
}

/** The public app's display modes, each as the localStorage entries that turn it on. */
export const DISPLAY_MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: {} },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true' } },
  { name: 'tryb ciemny', storage: { 'accessibility-darkMode': 'true' } },
];

/**
 * A page signed in as the demo account `account` whose browser already holds the display mode of `storage`: the
 * token and the settings are in localStorage before the app's first script runs.
 */
export async function signedInPage(
  browser: Browser,
  account: keyof typeof DEMO_ACCOUNTS,
  storage: Record<string, string> = {},
): Promise<Page> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  const page = await newPage(browser);
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { ...storage, authToken: token },
  );
  return page;
}

/** Violations axe (WCAG 2.2 AA) finds on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `axe ${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}

/** What the page tells about the element an IBM result points at, for the exceptions below. */
interface IbmFinding {
  ruleId: string;
  message: string;
  path: string;
  /** The element lies in the page behind an open modal dialog, which MUI hides (aria-hidden) while it is open. */
  behindModal: boolean;
  /** The element is one of MUI's focus-trap sentinels (`data-testid="sentinelStart|sentinelEnd"`). */
  focusTrapSentinel: boolean;
}

/**
 * IBM Equal Access results judged false positives here, each with its reason; every other failure of the
 * `IBM_Accessibility` rule set counts.
 */
const IBM_EXCEPTIONS: { ruleId: string; reason: string; applies: (finding: IbmFinding) => boolean }[] = [
  {
    ruleId: 'aria_hidden_nontabbable',
    reason: "behind an open MUI modal the page is aria-hidden and the dialog's focus trap keeps Tab inside the dialog",
    applies: (finding) => finding.behindModal,
  },
  {
    ruleId: 'label_content_exists',
    reason: 'a label behind an open modal is hidden with the whole page, so the engine reads its visible text as empty',
    applies: (finding) => finding.behindModal,
  },
  {
    ruleId: 'element_tabbable_role_valid',
    reason: "MUI's empty focus-trap sentinels only pass focus back into the open dialog; they are never read or used",
    applies: (finding) => finding.focusTrapSentinel,
  },
];

/** The engine from the npm package, injected into the page: no rules are fetched from the network. */
const IBM_ENGINE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

interface IbmEngine {
  Checker: new () => {
    check: (
      doc: Document,
      rules: string[],
    ) => Promise<{ results: { ruleId: string; value: [string, string]; path: { dom: string }; message: string }[] }>;
  };
}

/** Violations IBM Equal Access (rule set `IBM_Accessibility`) finds on the page, one line each. */
async function ibmViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(`${IBM_ENGINE};window.ace = ace;`);
  const findings: IbmFinding[] = await page.evaluate(async () => {
    const engine = (window as unknown as { ace: IbmEngine }).ace;
    const report = await new engine.Checker().check(document, ['IBM_Accessibility']);
    const modalOpen = document.querySelector('[aria-modal="true"]') !== null;
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => {
        const node = document.evaluate(
          result.path.dom,
          document,
          null,
          XPathResult.FIRST_ORDERED_NODE_TYPE,
          null,
        ).singleNodeValue;
        const element = node instanceof HTMLElement ? node : null;
        const testId = element?.dataset.testid ?? '';
        return {
          ruleId: result.ruleId,
          message: result.message,
          path: result.path.dom,
          behindModal: modalOpen && element?.closest('[aria-hidden="true"]') !== null,
          focusTrapSentinel: testId === 'sentinelStart' || testId === 'sentinelEnd',
        };
      });
  });
  return findings
    .filter((finding) => !IBM_EXCEPTIONS.some((rule) => rule.ruleId === finding.ruleId && rule.applies(finding)))
    .map((finding) => `IBM ${finding.ruleId}: ${finding.message} @ ${finding.path}`);
}

/**
 * Waits until every finite CSS transition and animation has ended: a toast still fading in is drawn half
 * transparent, and axe would measure the contrast of that passing frame. Endless ones (a spinner) are not awaited.
 */
function settleAnimations(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

/** Runs both engines, axe and IBM Equal Access, in the same page visit and fails with their violations, if any. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const found = [...(await axeViolations(page)), ...(await ibmViolations(page))];
  expect(found, `axe and IBM Equal Access on ${label}`).toEqual([]);
}

/** The first link of the newest e-mail in the server's outbox folder for `to`, if there is one yet. */
function newestMailLink(to: string): string | undefined {
  const dir = path.join(inject('dataDir'), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files.sort().reverse()) {
    const raw = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.includes(to)) {
      const link = raw.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link;
    }
  }
  return undefined;
}

/**
 * The newest e-mail's first link for `to`. The server delivers its outbox in a job a moment after the change that
 * queued the message, so this waits for the file (up to 15 s).
 */
export async function latestMailLink(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = newestMailLink(to);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
