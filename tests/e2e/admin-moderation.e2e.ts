import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOffer, OfferSearchResult } from '../../shared/types.js';
import { SYNONYM_MESSAGES } from '../../shared/messages.js';
import { baseUrl, DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser } from './browser.js';
import {
  chooseRowAction,
  clickRowAction,
  dialogShown,
  firstRowActions,
  openAdminAs,
  openArea,
  rowActions,
} from './adminSession.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const publicSearch = (title: string) => api<OfferSearchResult>(`/offers?q=${encodeURIComponent(title)}&per_page=50`);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** axe once the dialogs' fade-in is over: half-transparent text would be measured as low contrast. */
async function expectAccessible(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoViolations(page, label);
}

describe('an admin moderates content', () => {
  it('approves a pending offer, which then appears in public search', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending_approval' }));
    const [pending] = await api<AdminOffer[]>(`/admin/offers?filter=${filter}&range=[0,0]`, await adminToken());
    expect(pending, 'the demo seed has a pending offer').toBeDefined();
    expect((await publicSearch(pending.title)).items.map((item) => item.id)).not.toContain(pending.id);

    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await openArea(page, 'Oferty');
    await page.getByRole('textbox', { name: 'Szukaj ofert...' }).fill(pending.title);
    const row = rowOf(page, pending.title);
    await row.getByText('Oczekuje na zatwierdzenie').waitFor();

    // The whole change by keyboard: open, pick with the arrows, tab to the button, confirm.
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await chooseRowAction(page, rowActions(row, pending.title), `Zmień status oferty „${pending.title}”`);
    const dialog = page.getByRole('dialog', { name: 'Zmień status oferty' });
    await dialog.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('radio', { name: 'Aktywna', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Zmień status');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Potwierdź zmianę statusu' });
    await expect
      .poll(() => confirm.innerText())
      .toContain(
        `Czy na pewno chcesz zmienić status oferty „${pending.title}” z „Oczekuje na zatwierdzenie” na „Aktywna”?`,
      );
    expect(await focusedName()).toBe('Potwierdź');
    await page.keyboard.press('Enter');
    await page.getByText(`Status oferty „${pending.title}” zmieniono na „Aktywna”.`).waitFor();
    await row.getByText('Aktywna', { exact: true }).waitFor();
    // Focus returns to the row's menu button, so a keyboard user carries on from the same row.
    await expect.poll(focusedName).toBe(`Działania: „${pending.title}”`);

    expect((await publicSearch(pending.title)).items.map((item) => item.id)).toContain(pending.id);
  });

  it('passes axe and IBM Equal Access on the offers, blog, categories and search synonyms screens, with their dialogs open', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);

    await openArea(page, 'Oferty');
    await page
      .getByRole('checkbox', { name: /^Zaznacz ofertę/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Zatwierdź zaznaczone' }).waitFor();
    await expectAccessible(page, '/admin/offers with a row selected');
    await clickRowAction(page, firstRowActions(page), /^Zmień status oferty/);
    await page.getByRole('dialog', { name: 'Zmień status oferty' }).waitFor();
    await expectAccessible(page, '/admin/offers with "Zmień status oferty" open');
    await page.keyboard.press('Escape');
    await clickRowAction(page, firstRowActions(page), /^Edytuj ofertę/);
    await page.getByRole('dialog', { name: 'Edytuj ofertę' }).getByRole('textbox', { name: /Tytuł/ }).waitFor();
    await expectAccessible(page, '/admin/offers with "Edytuj ofertę" open');
    await page.keyboard.press('Escape');

    await openArea(page, 'Blog');
    await page
      .getByRole('checkbox', { name: /^Zaznacz artykuł/ })
      .first()
      .waitFor();
    await expectAccessible(page, '/admin/blog_posts');
    await clickRowAction(page, firstRowActions(page), /^Edytuj artykuł/);
    await page.getByRole('dialog', { name: 'Edytuj artykuł' }).getByRole('textbox', { name: /Tytuł/ }).waitFor();
    await expectAccessible(page, '/admin/blog_posts with "Edytuj artykuł" open');
    await page.keyboard.press('Escape');
    await clickRowAction(page, firstRowActions(page), /^Usuń artykuł/);
    await page.getByRole('dialog', { name: 'Potwierdź usunięcie' }).waitFor();
    await expectAccessible(page, '/admin/blog_posts with "Potwierdź usunięcie" open');
    await page.keyboard.press('Escape');

    await openArea(page, 'Kategorie');
    await page
      .getByRole('button', { name: /^Edytuj kategorię/ })
      .first()
      .waitFor();
    await expectAccessible(page, '/admin/categories');
    await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
    const create = page.getByRole('dialog', { name: 'Dodaj nową kategorię' });
    await create.getByRole('textbox', { name: /Nazwa/ }).fill('Transport dostępny');
    expect(await create.getByRole('textbox', { name: /Slug/ }).inputValue()).toBe('transport-dostepny');
    await expectAccessible(page, '/admin/categories with "Dodaj nową kategorię" open');
    await page.keyboard.press('Escape');

    await openArea(page, 'Synonimy wyszukiwania');
    await page.getByText('polski język migowy').waitFor();
    await expectAccessible(page, '/admin/search_synonyms');
    await page.getByRole('button', { name: 'Dodaj grupę synonimów' }).click();
    const group = page.getByRole('dialog', { name: 'Dodaj grupę synonimów' });
    await dialogShown(group);
    await group.getByRole('button', { name: 'Dodaj grupę' }).click();
    await group.getByText(SYNONYM_MESSAGES.tooFew).first().waitFor();
    await expectAccessible(page, '/admin/search_synonyms with "Dodaj grupę synonimów" refused');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Usuń grupę/ })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    await dialogShown(confirm);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Anuluj');
    await expectAccessible(page, '/admin/search_synonyms with "Potwierdź usunięcie" open');
  }, 180_000);
});

describe('sortable column headers of the admin lists', () => {
  /** Sort buttons of the list's header row smaller than WCAG 2.5.8's 24 × 24 CSS pixels. */
  const smallSortButtons = (page: Page) =>
    page.locator('thead .MuiTableSortLabel-root').evaluateAll((buttons) =>
      buttons
        .map((button) => ({ text: button.textContent ?? '', box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text, box }) => `${text}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
    );

  it('are at least 24 × 24 px in every list, and the blog list with few rows passes axe target-size', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const lists = {
      Użytkownicy: 'users',
      Oferty: 'offers',
      Kategorie: 'categories',
      Blog: 'blog_posts',
      'Synonimy wyszukiwania': 'search_synonyms',
    } as const;
    for (const [area, resource] of Object.entries(lists) as [keyof typeof lists, string][]) {
      await openArea(page, area);
      // The previous list stays on screen until the new one has loaded: measure only the new list's headers.
      await page.waitForURL(new RegExp(`/admin/${resource}`));
      await page.locator('thead .MuiTableSortLabel-root').first().waitFor();
      await expect.poll(() => smallSortButtons(page), { message: area }).toEqual([]);
    }
    // Few rows: the header's neighbours are the only targets near a sort button.
    await page.goto('/admin/blog_posts?page=1&perPage=2');
    await page
      .getByRole('checkbox', { name: /^Zaznacz artykuł/ })
      .first()
      .waitFor();
    expect(await page.getByRole('checkbox', { name: /^Zaznacz artykuł/ }).count()).toBeLessThanOrEqual(2);
    expect(await smallSortButtons(page)).toEqual([]);
    await expectAccessible(page, '/admin/blog_posts with two rows');
    await page.context().close();
  }, 180_000);
});
