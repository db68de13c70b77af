import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BlogListResult, OfferSearchResult } from '../../shared/types.js';
import { baseUrl } from './browser.js';

/** Real addresses of demo content, so that the dynamic routes are checked on real pages. */
export async function demoContentPaths(): Promise<{ offer: string; article: string; profile: string }> {
  const offers = (await (await fetch(`${baseUrl()}/api/v1/offers?q=wozek&per_page=1`)).json()) as OfferSearchResult;
  const articles = (await (await fetch(`${baseUrl()}/api/v1/blog-posts?per_page=1`)).json()) as BlogListResult;
  const offer = offers.items[0];
  expect(offer, 'the demo seed has an offer matching "wozek"').toBeDefined();
  expect(articles.items[0], 'the demo seed has a published article').toBeDefined();
  return {
    offer: `/offer/${offer.id}`,
    article: `/blog/${articles.items[0].slug}`,
    profile: `/profil/${offer.profile.company_slug}`,
  };
}

/** Every route of the public site with its expected h1 (the public pages, the account pages and the legal pages). */
export const STATIC_ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Usługi i wsparcie/],
  ['/search', /Wyszukiwarka ofert/],
  ['/search?q=wozek&city=%C5%81%C3%B3d%C5%BA', /Wyszukiwarka ofert/],
  ['/search?q=xyzniemazadnejoferty', /Wyszukiwarka ofert/],
  ['/blog', /^Blog$/],
  ['/blog?type=interviews', /^Blog$/],
  ['/login', /./],
  ['/register', /./],
  ['/register?type=offeror', /./],
  ['/registration-success', /./],
  ['/nie-pamietam-hasla', /./],
  ['/reset-hasla?token=nieprawidlowy', /./],
  ['/potwierdz-email?token=nieprawidlowy', /./],
  ['/o-portalu', /O portalu/],
  ['/o-nas', /O nas/],
  ['/latwy-tekst', /Tekst łatwy do czytania/],
  ['/dla-oferentow', /Dla oferentów/],
  ['/dla-partnerow', /Dla partnerów/],
  ['/contact', /Kontakt/],
  ['/roadmap', /Plan rozwoju/],
  ['/faq', /Najczęstsze pytania/],
  ['/zglos-blad', /Zgłoś błąd/],
  ['/zaproponuj-funkcjonalnosc', /Zaproponuj funkcjonalność/],
  ['/mapa-strony', /Mapa strony/],
  ['/polityka-prywatnosci', /Polityka prywatności/],
  ['/warunki-korzystania', /Warunki korzystania/],
  ['/deklaracja-dostepnosci', /Deklaracja dostępności/],
  ['/polityka-cookies', /Polityka cookies/],
  ['/offer/00000000-0000-4000-8000-000000000000', /Oferta niedostępna/],
  ['/blog/nie-ma-takiego-artykulu', /Ten artykuł nie jest dostępny/],
  ['/profil/nie-ma-takiej-organizacji', /Nie znaleziono organizacji/],
  ['/adres-ktorego-nie-ma', /Nie znaleziono strony/],
];

/** Polls until the value matches: pages load their content after navigation. */
export function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

export const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

/** Opens a page and waits until its content (not a loading state) is there. */
/** Requests a page has started and not yet finished, and when the last one started or ended. */
interface NetworkState {
  inFlight: number;
  changedAt: number;
}
const networkStates = new WeakMap<Page, NetworkState>();

function networkStateOf(page: Page): NetworkState {
  let state = networkStates.get(page);
  if (!state) {
    const tracked: NetworkState = { inFlight: 0, changedAt: Date.now() };
    const ended = () => {
      tracked.inFlight = Math.max(0, tracked.inFlight - 1);
      tracked.changedAt = Date.now();
    };
    page.on('request', () => {
      tracked.inFlight += 1;
      tracked.changedAt = Date.now();
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    networkStates.set(page, tracked);
    state = tracked;
  }
  return state;
}

/**
 * Waits until no request has been in flight for `quietMs`: the page's lazy chunks and API calls have answered.
 * Playwright's 'networkidle' waits the same way for a fixed 500 ms, which the sweeps of every route in every mode
 * paid hundreds of times; a page starts its next request within a few milliseconds of the previous answer.
 */
async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 30_000): Promise<void> {
  const state = networkStateOf(page);
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() > deadline) throw new Error(`the page kept ${state.inFlight} request(s) open for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function openPage(page: Page, path: string): Promise<void> {
  networkStateOf(page);
  await page.goto(path);
  await networkQuiet(page);
  // A renewal revokes the token it replaces, so a test holding an old token would sweep the login page in the
  // panel's place and pass: a signed-in route sent to the login page fails here instead.
  if (path.startsWith('/dashboard') && new URL(page.url()).pathname === '/login') {
    throw new Error(`${path} sent the browser to the login page: its session token was renewed or revoked`);
  }
  await page.locator('main h1').first().waitFor();
  await eventually(() => page.locator('main [role="status"] .spinner').count()).toBe(0);
}

/** Presses Tab until the focused element matches `selector`, the way a keyboard user moves through the page. */
export async function tabUntil(
  page: Page,
  selector: string,
  { backwards = false, maxPresses = 80 } = {},
): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`focus never reached ${selector} after ${maxPresses} presses of Tab`);
}

/** Signs in on '/login' with the keyboard only (e-mail, Tab, password, Enter) and waits for the dashboard. */
export async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/login');
  await tabUntil(page, 'input[type="email"]');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
}

/** What the page's live regions (role=status) say now, joined. */
export const announced = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent?.trim() ?? '').join(' | '),
  );

/** Presses Tab until the focused element matches `selector` and is named `name` (several controls share a selector). */
export async function tabUntilNamed(page: Page, selector: string, name: string, maxPresses = 200): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ([wanted, label]) => {
        const element = document.activeElement;
        if (!element?.matches(wanted)) return false;
        return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === label;
      },
      [selector, name],
    );
    if (found) return;
  }
  throw new Error(`focus never reached ${selector} named "${name}" after ${maxPresses} presses of Tab`);
}
