import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/types.js';
import { tokenOf } from './adminSession.js';
import { baseUrl, DEMO_ACCOUNTS, launchBrowser } from './browser.js';
import { focusRingProblems, horizontalOverflow, invisibleFocusables, textsCutOff } from './focusChecks.js';
import { demoContentPaths, openPage, STATIC_ROUTES } from './publicPages.js';

/**
 * Keyboard focus on the public site (WCAG 2.4.7, 2.4.11, 1.4.11): nothing the Tab key reaches is invisible,
 * and every focused element shows a ring of at least 3:1, on every route, signed out and signed in, at desktop width
 * and at 320 px with the largest text, in every colour mode, and with the panel, the menu and the suggestions open.
 */
let browser: Browser;
let publicRoutes: string[];
let signedInRoutes: string[];

const MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'false' } },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true', 'accessibility-darkMode': 'false' } },
  { name: 'ciemny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'true' } },
];

const VIEWS: { name: string; viewport: { width: number; height: number }; storage: Record<string, string> }[] = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, storage: { 'accessibility-fontSize': 'base' } },
  {
    name: '320 px, largest text',
    viewport: { width: 320, height: 640 },
    storage: { 'accessibility-fontSize': 'large' },
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = await demoContentPaths();
  publicRoutes = [...STATIC_ROUTES.map(([path]) => path), demo.offer, demo.article, demo.profile];
  const offers = (await (
    await fetch(`${baseUrl()}/api/v1/users/me/offers`, {
      headers: { Authorization: `Bearer ${await tokenOf(DEMO_ACCOUNTS.offeror.email)}` },
    })
  ).json()) as Offer[];
  expect(offers[0], 'the demo offeror has an offer to edit').toBeDefined();
  signedInRoutes = [
    '/dashboard',
    '/dashboard?view=add-offer',
    `/dashboard?view=edit-offer&id=${offers[0].id}`,
    '/dashboard?view=add-article',
    '/dashboard?view=profile',
  ];
});
afterAll(() => browser?.close());

/** A browser tab of `viewport` whose storage holds the panel's settings (and a session) before each page starts. */
async function pageWith(viewport: { width: number; height: number }, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'pl-PL', viewport });
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

describe('the focus checks can fail', () => {
  it('invisibleFocusables names exactly the tabbable elements nobody can see, and passes a skip link shown on focus', async () => {
    const page = await pageWith({ width: 800, height: 600 }, {});
    await page.setContent(`
      <style>
        .skip { position: absolute; top: -10rem; } .skip:focus { top: 0; }
        .clip-box { height: 2rem; overflow: hidden; } .clip-box div { height: 4rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
      </style>
      <a class="skip" href="#main">Przejdź do treści</a>
      <main id="main">
        <button>Widoczny</button>
        <button style="opacity: 0">Przezroczysty</button>
        <div class="clip-box"><div></div><button>Ucięty</button></div>
        <button style="position: absolute; left: -9999px">Poza ekranem</button>
        <button style="visibility: hidden">Ukryty</button>
        <button style="width: 0; height: 0; padding: 0; border: 0; overflow: hidden">Zerowy</button>
        <button class="visually-hidden">Tylko dla czytników</button>
        <button tabindex="-1" style="opacity: 0">Poza kolejnością</button>
        <div style="overflow-x: auto; width: 10rem"><div style="width: 60rem"><button style="margin-left: 50rem">Przewijany</button></div></div>
      </main>`);
    expect(await invisibleFocusables(page)).toEqual([
      'button[Przezroczysty]: opacity 0',
      'button[Ucięty]: cut off by an ancestor',
      'button[Poza ekranem]: off the page',
      'button[Zerowy]: zero size',
      'button[Tylko dla czytników]: clipped (visually hidden)',
    ]);
    // The browser keeps a `visibility: hidden` button out of the tab order itself: Tab never reaches it. A button in
    // a box that scrolls is brought into view by that box, so it is not reported either.
    const reached: string[] = [];
    for (let press = 0; press < 9; press += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(reached).not.toContain('Ukryty');
    expect(reached).toContain('Przejdź do treści');
    await page.context().close();
  });

  it('textsCutOff names a text cut short with an ellipsis, and passes one that fits', async () => {
    const page = await pageWith({ width: 800, height: 600 }, {});
    await page.setContent(`
      <style>p { width: 8rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }</style>
      <p>Synonimy wyszukiwania i inne słowa</p>
      <p>Oferty</p>`);
    expect(await textsCutOff(page)).toEqual(['p[Synonimy wyszukiwania i inne słowa]: cut off']);
    await page.context().close();
  });

  it('horizontalOverflow measures how far a page scrolls sideways', async () => {
    const page = await pageWith({ width: 320, height: 600 }, {});
    await page.setContent('<p style="margin: 0">Mieści się.</p>');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setContent('<body style="margin: 0"><div style="width: 500px">Za szeroki.</div></body>');
    expect(await horizontalOverflow(page)).toBe(180);
    await page.context().close();
  });

  it('focusRingProblems names a missing or faint ring and passes an outline or a box-shadow ring of 3:1', async () => {
    const page = await pageWith({ width: 800, height: 600 }, {});
    await page.setContent(`
      <style>
        body { background: #ffffff; }
        :focus-visible { outline: 3px solid #6a1b9a; outline-offset: 2px; }
        .none:focus-visible { outline: none; }
        .faint:focus-visible { outline: 2px solid #cccccc; }
        .ring:focus-visible { outline: none; box-shadow: 0 0 0 2px #ffffff, 0 0 0 5px #6a1b9a; }
        .dark { background: #121417; padding: 1rem; }
        .dark a:focus-visible { outline-color: #1c2026; }
      </style>
      <button>Z obramowaniem</button>
      <button class="none">Bez obramowania</button>
      <button class="faint">Blady</button>
      <button class="ring">Z cieniem</button>
      <div class="dark"><a href="#">Ciemny link</a></div>`);
    expect(await focusRingProblems(page)).toEqual([
      'button[Bez obramowania]: no focus indicator',
      'button[Blady]: focus indicator rgb(204, 204, 204) on rgb(255, 255, 255): 1.61:1 (< 3:1)',
      'a[Ciemny link]: focus indicator rgb(28, 32, 38) on rgb(18, 20, 23): 1.13:1 (< 3:1)',
    ]);
    await page.context().close();
  });
});

/** Opens every page of `paths` once and runs both focus checks on it, each finding labelled with the page. */
async function focusFindingsOn(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await openPage(page, path);
    for (const finding of await focusFindings(page)) findings.push(`${path}: ${finding}`);
  }
  return findings;
}

/** What both checks find on the page as it is now: invisible focusables first, then faint or missing rings. */
async function focusFindings(page: Page): Promise<string[]> {
  return [...(await invisibleFocusables(page)), ...(await focusRingProblems(page))];
}

/** The states that bring more controls onto a page: the panel, the phone menu and the search suggestions. */
async function findingsInOpenStates(page: Page, narrow: boolean): Promise<string[]> {
  const findings: string[] = [];
  const record = async (state: string) => {
    for (const finding of await focusFindings(page)) findings.push(`${state}: ${finding}`);
  };
  await openPage(page, '/');
  const searchBox = page.getByRole('combobox', { name: 'Czego szukasz?' });
  await searchBox.focus();
  await page.keyboard.type('wózek');
  await page.getByRole('listbox', { name: 'Podpowiedzi' }).waitFor();
  await record('podpowiedzi wyszukiwania');
  await page.keyboard.press('Escape');

  if (narrow) {
    await page.getByRole('button', { name: 'Menu' }).press('Enter');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).waitFor();
    await record('otwarte menu');
    await page.getByRole('button', { name: 'Menu' }).press('Enter');
  }

  await page.getByRole('button', { name: /ułatwienia dostępu/i }).press('Enter');
  await page.getByRole('dialog', { name: 'Ułatwienia dostępu' }).waitFor();
  await record('panel ułatwień dostępu');
  return findings;
}

describe.each(VIEWS)('keyboard focus on the public site, $name', ({ viewport, storage: viewStorage }) => {
  const narrow = viewport.width < 600;
  describe.each(MODES)('mode: $name', ({ storage: modeStorage }) => {
    it('reaches no invisible element and shows a ring of 3:1 on every focused element, signed out', async () => {
      const page = await pageWith(viewport, { ...viewStorage, ...modeStorage });
      const onRoutes = await focusFindingsOn(page, publicRoutes);
      const openStates = await findingsInOpenStates(page, narrow);
      expect([...onRoutes, ...openStates]).toEqual([]);
      await page.context().close();
    }, 600_000);

    it('reaches no invisible element and shows a ring of 3:1 on the signed-in pages and forms', async () => {
      // A fresh session: a token held since the file began may have been renewed, and so revoked, by an earlier test.
      const authToken = await tokenOf(DEMO_ACCOUNTS.offeror.email);
      const page = await pageWith(viewport, { ...viewStorage, ...modeStorage, authToken });
      expect(await focusFindingsOn(page, signedInRoutes)).toEqual([]);
      await page.context().close();
    }, 300_000);
  });
});
