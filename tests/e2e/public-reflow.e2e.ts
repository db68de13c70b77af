import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_ACCOUNTS, launchBrowser } from './browser.js';
import { tokenOf } from './adminSession.js';
import { demoContentPaths, openPage, STATIC_ROUTES } from './publicPages.js';

/**
 * WCAG 1.4.10 (reflow): at 320 CSS pixels, with the accessibility panel's largest text and in every colour mode,
 * every public page and the signed-in panel read without scrolling sideways and without clipping anything, phone
 * numbers stay whole, and no word of four or more letters is split in a heading, button, label or table cell (a
 * box squeezed below its longest word drew 'Za/m/kn/ij' and one letter per line). Both 320 × 640 and 320 × 256
 * (1280 × 1024 at 400 % zoom) are checked; on the short one no fixed button covers the text.
 */
let browser: Browser;
let routes: string[];

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/dashboard?view=add-offer',
  '/dashboard?view=add-article',
  '/dashboard?view=profile',
];
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 320, height: 256 },
];

/** The panel's colour modes, as the localStorage keys src-public/a11y/a11y-init.js applies before the first paint. */
const MODES: { name: string; storage: Record<string, string> }[] = [
  { name: 'domyślny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'false' } },
  { name: 'wysoki kontrast', storage: { 'accessibility-highContrast': 'true', 'accessibility-darkMode': 'false' } },
  { name: 'ciemny', storage: { 'accessibility-highContrast': 'false', 'accessibility-darkMode': 'true' } },
];

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = await demoContentPaths();
  routes = [...STATIC_ROUTES.map(([path]) => path), demo.offer, demo.article, demo.profile];
});
afterAll(() => browser?.close());

async function narrowPage(viewport = VIEWPORTS[0]): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'pl-PL', viewport });
  return context.newPage();
}

/** Stores the panel's settings in this browser; the next page load applies them. */
async function storeSettings(page: Page, storage: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}

/**
 * What reaches past the viewport (the page scrolls sideways by `extra`) and what is cut off: an element sticking
 * out of the viewport, or content running past the box of an element that hides its overflow.
 */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = root.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}` +
      ` „${(element.textContent ?? '').trim().slice(0, 30)}”`;
    const visible = (element: HTMLElement) => {
      if (element.closest('.visually-hidden, [hidden], .skip-link')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.right > viewport + 0.5 || box.left < -0.5) {
        clipped.push(`${describe(element)} sticks out (${Math.round(box.left)}…${Math.round(box.right)} px)`);
        continue;
      }
      // A text field scrolls its own long value; that is the control's normal behaviour, not clipping.
      if (element.matches('input, select, textarea')) continue;
      const style = getComputedStyle(element);
      const hidesOverflow = ['hidden', 'clip'].includes(style.overflowX);
      if (hidesOverflow && element.scrollWidth > element.clientWidth + 1) {
        clipped.push(`${describe(element)} cuts its content (${element.scrollWidth} > ${element.clientWidth} px)`);
      }
    }
    // A phone number split over two lines is misread: each stays on one line.
    for (const phone of document.querySelectorAll<HTMLElement>('a[href^="tel:"], a[href^="sms:"]')) {
      if (phone.getClientRects().length > 1) clipped.push(`${describe(phone)} wraps onto two lines`);
    }
    return { extra: root.scrollWidth - root.clientWidth, clipped: clipped.slice(0, 3) };
  });

/**
 * Words of four or more letters that a line break splits in two (by hyphenation or breaking), in the headings,
 * buttons, labels and table cells of `scope`: each word is measured as a text range, which has one box per line.
 */
const splitWords = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const split: string[] = [];
    const contentWidth = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    };
    const boxes = document.querySelectorAll<HTMLElement>(
      `:is(${scope}) :is(h1, h2, h3, h4, button, .btn, label, legend, th, td)`,
    );
    for (const box of boxes) {
      if (!box.checkVisibility() || box.closest('.visually-hidden')) continue;
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        for (const word of (node.textContent ?? '').matchAll(/\p{L}{4,}/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()];
          if (new Set(rects.map((rect) => Math.round(rect.top))).size < 2) continue;
          // A word longer than its whole box has to break (an author's very long word at 320 px); a word that fits
          // was split needlessly, and `overflow-wrap: anywhere` lets the box itself be squeezed below its words.
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          const squeezable = getComputedStyle(box).overflowWrap === 'anywhere';
          if (squeezable || width <= contentWidth(box)) split.push(`${box.tagName.toLowerCase()} „${word[0]}”`);
        }
      }
    }
    return [...new Set(split)];
  }, scope);

/** Fixed elements drawn over the page after scrolling it (the back-to-top button), other than an open dialog. */
const fixedCovering = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    window.scrollTo(0, 0);
    return found;
  });

/**
 * What covers the focused element (WCAG 2.4.11): the topmost element across the middle of its box must be the element,
 * inside it or around it. A sticky bar, the back-to-top button or a toast drawn over it is named; so is an
 * element the browser did not bring into view.
 */
const focusCovered = (page: Page) =>
  page.evaluate(async () => {
    // The page scrolls smoothly to what got focus: measure once it has stopped.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let still = 0, frames = 0, last = scrollY; still < 5 && frames < 120; frames += 1) {
      await frame();
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing has focus';
    const name = `${focused.tagName.toLowerCase()} „${(focused.textContent ?? '').trim().slice(0, 30)}”`;
    const box = focused.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight) return `${name} is out of view`;
    // Across the middle of its visible part: a rounded corner's pixel belongs to the box behind it.
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
    const cover = [0.1, 0.5, 0.9]
      .map((share) => document.elementFromPoint(box.left + box.width * share, y))
      .find((top) => top !== null && !focused.contains(top) && !top.contains(focused));
    return cover ? `${name} is covered by ${cover.tagName.toLowerCase()}.${String(cover.className)}` : null;
  });

describe('reflow at 320 CSS pixels with the largest text', () => {
  it.each(VIEWPORTS)(
    'has no horizontal scroll, nothing clipped and no split word on any public or panel route at $width × $height, in every colour mode',
    async (viewport) => {
      const page = await narrowPage(viewport);
      await openPage(page, '/');
      const failures: string[] = [];
      const ownRoutes = new Set([...STATIC_ROUTES.map(([path]) => path), ...SIGNED_IN_ROUTES]);
      for (const mode of MODES) {
        // A fresh session per mode: the panel renews its token while a sweep runs and the replaced one is revoked.
        for (const [paths, token] of [
          [routes, null],
          [SIGNED_IN_ROUTES, await tokenOf(DEMO_ACCOUNTS.offeror.email)],
        ] as const) {
          await storeSettings(page, { 'accessibility-fontSize': 'large', ...mode.storage });
          await page.evaluate((token) => {
            if (token) localStorage.setItem('authToken', token);
            else localStorage.removeItem('authToken');
          }, token);
          for (const path of paths) {
            await openPage(page, path);
            const { extra, clipped } = await reflowProblems(page);
            if (extra > 0) failures.push(`${mode.name} ${path}: ${extra}px too wide`);
            for (const problem of clipped) failures.push(`${mode.name} ${path}: ${problem}`);
            // The portal's own words stay whole everywhere; an author's headings may hold a word longer than a
            // line, so on content pages only the controls, labels and cells are checked.
            const scope = ownRoutes.has(path) ? 'body' : 'header, nav, footer, main form, main table';
            for (const word of await splitWords(page, scope)) failures.push(`${mode.name} ${path}: splits ${word}`);
            if (viewport.height < 400) {
              for (const fixed of await fixedCovering(page))
                failures.push(`${mode.name} ${path}: ${fixed} covers text`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      await page.context().close();
    },
    1_200_000,
  );

  it('the split-word check names a squeezed button and passes a word that fits', async () => {
    const page = await narrowPage();
    await page.setContent(`
      <style>body { overflow-wrap: anywhere; } .row { display: flex; width: 6rem; } .row p { flex: 1 0 5rem; }</style>
      <div class="row"><p>Tekst obok przycisku</p><button>Zamknij</button></div>
      <button>Zapisz</button>`);
    expect(await splitWords(page, 'body')).toEqual(['button „Zamknij”']);
    await page.context().close();
  });

  it('wraps a long Polish word in an offer title instead of overflowing', async () => {
    const page = await narrowPage();
    const demo = await demoContentPaths();
    await openPage(page, demo.offer);
    await storeSettings(page, { 'accessibility-fontSize': 'large' });
    await openPage(page, demo.offer);
    // The longest words of the portal's own vocabulary, as an offer title could hold them.
    await page.locator('main h1').evaluate((heading) => {
      heading.textContent = 'Niepełnosprawnościowych przeciwdziałaniedyskryminacji';
    });
    // Neither the page scrolls sideways nor the heading's own text runs past its box (clipped by a parent).
    const heading = await page.locator('main h1').evaluate((element) => ({
      ownExtra: element.scrollWidth - element.clientWidth,
      right: element.getBoundingClientRect().right,
      viewport: document.documentElement.clientWidth,
    }));
    expect(heading.ownExtra).toBeLessThanOrEqual(0);
    expect(heading.right).toBeLessThanOrEqual(heading.viewport);
    expect((await reflowProblems(page)).extra).toBe(0);
    await page.context().close();
  }, 120_000);
});

describe("the stepped offer form up to 'Sprawdź i opublikuj' at 320 × 256 with the largest text, in forced colours", () => {
  it('the covered-focus check names a fixed bar drawn over the focused button', async () => {
    const page = await narrowPage(VIEWPORTS[1]);
    await page.setContent(
      '<button>Zapisz</button><div class="bar" style="position: fixed; inset: 0 0 auto; height: 5rem"></div>',
    );
    await page.getByRole('button', { name: 'Zapisz' }).focus();
    expect(await focusCovered(page)).toBe('button „Zapisz” is covered by div.bar');
    await page.context().close();
  });

  it('splits no word and leaves the focused heading and every control of the review uncovered', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'pl-PL',
      viewport: VIEWPORTS[1],
      forcedColors: 'active',
    });
    const page = await context.newPage();
    await openPage(page, '/');
    await storeSettings(page, {
      'accessibility-fontSize': 'large',
      authToken: await tokenOf(DEMO_ACCOUNTS.offeror.email),
    });
    await openPage(page, '/dashboard?view=add-offer');
    const problems: string[] = [];
    const checkStep = async (heading: string) => {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      for (const word of await splitWords(page, 'main')) problems.push(`${heading}: splits ${word}`);
      const covered = await focusCovered(page);
      if (covered) problems.push(`${heading}: ${covered}`);
    };
    const next = async (heading: string) => {
      await page.getByRole('button', { name: 'Dalej' }).click();
      await checkStep(heading);
    };

    await page.getByRole('heading', { level: 2, name: 'Krok 1 z 7: Podstawowe informacje' }).waitFor();
    for (const word of await splitWords(page, 'main')) problems.push(`Krok 1: splits ${word}`);
    await page.getByRole('textbox', { name: 'Tytuł oferty' }).fill('Wypożyczenie wózka aktywnego');
    await page.getByRole('combobox', { name: 'Kategoria' }).selectOption({ label: 'Rehabilitacja' });
    await page.getByRole('textbox', { name: 'Krótki opis' }).fill('Lekki wózek aktywny na miesiąc, z dowozem.');
    await page
      .getByRole('textbox', { name: 'Opis', exact: true })
      .fill('Wypożyczamy lekki wózek aktywny na miesiąc. Przywozimy go do domu i pokazujemy, jak go ustawić.');
    await next('Krok 2 z 7: Odpłatność');
    await next('Krok 3 z 7: Warunki i dofinansowanie');
    await next('Krok 4 z 7: Lokalizacja');
    await page.getByRole('textbox', { name: 'Ulica i numer' }).fill('ul. Piotrkowska 100');
    await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('90-001');
    await page.getByRole('combobox', { name: /^Miasto/ }).fill('Łódź');
    await page.getByRole('textbox', { name: 'Kraj' }).focus();
    await next('Krok 5 z 7: Zdjęcia');
    await next('Krok 6 z 7: Kontakt');
    await next('Krok 7 z 7: Publikacja');
    await next('Sprawdź i opublikuj');

    // Every control of the review, as Tab reaches it, is in view and not under anything fixed.
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      const covered = await focusCovered(page);
      if (covered) problems.push(`Sprawdź i opublikuj: ${covered}`);
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Opublikuj') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Opublikuj');
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect((await reflowProblems(page)).extra).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
