import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, latestMailLink, launchBrowser } from './browser.js';
import { chooseRowAction, dialogShown, openAdminAs, openArea, rowActions } from './adminSession.js';
import { focusedName } from './focusChecks.js';
import { focusedFieldError, toastShown } from './formChecks.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NEW_USER = { name: 'Jolanta Testowa', email: `jolanta.${Date.now()}@example.pl`, password: 'Mocne-Haslo-2026!' };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
// The toast comes first; an invalid field of the dialog may repeat the same message under it.
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Szukaj użytkowników...' }).fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
}

describe('a superadmin manages accounts', () => {
  it('creates, edits, bans, unbans, resets and deletes a user', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.superadmin.email, DEMO_PASSWORD);
    await expect.poll(() => page.getByText('Super Administrator', { exact: true }).count()).toBeGreaterThan(0);
    await openArea(page, 'Użytkownicy');
    await rowOf(page, DEMO_ACCOUNTS.superadmin.email).waitFor();
    await expectNoViolations(page, '/admin/users');

    await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    const create = page.getByRole('dialog', { name: 'Dodaj nowego użytkownika' });
    await dialogShown(create);
    await expectNoViolations(page, '/admin/users with "Dodaj nowego użytkownika" open');
    await create.getByRole('button', { name: 'Utwórz użytkownika' }).click();
    await toast(page, 'Email, hasło i imię/nazwa są wymagane.');
    await create.getByLabel(/Imię i nazwisko lub nazwa organizacji/).fill(NEW_USER.name);
    await create.getByLabel(/^Email/).fill(NEW_USER.email);
    await create.getByLabel(/^Hasło/).fill(NEW_USER.password);
    await create.getByLabel('Rola').selectOption({ label: 'Użytkownik' });
    await create.getByRole('button', { name: 'Utwórz użytkownika' }).click();
    await toast(page, `Użytkownik ${NEW_USER.name} został utworzony.`);
    await create.waitFor({ state: 'hidden' });

    await search(page, NEW_USER.email);
    const row = rowOf(page, NEW_USER.email);
    await row.getByText('Aktywny').waitFor();

    await chooseRowAction(page, rowActions(row, NEW_USER.name), `Edytuj użytkownika ${NEW_USER.name}`);
    const edit = page.getByRole('dialog', { name: 'Edytuj użytkownika' });
    await dialogShown(edit);
    await expectNoViolations(page, '/admin/users with "Edytuj użytkownika" open');
    await edit.getByLabel('Nazwa organizacji').fill('Fundacja Jolanty');
    await edit.getByLabel('Rola').selectOption({ label: 'Oferent' });
    await edit.getByRole('checkbox', { name: 'Konto zweryfikowane' }).check();
    await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await toast(page, `Dane użytkownika ${NEW_USER.name} zostały zaktualizowane.`);
    await row.getByText('Oferent').waitFor();
    await row.getByText('Fundacja Jolanty').waitFor();
    await row.getByRole('img', { name: 'Zweryfikowany' }).waitFor();

    await chooseRowAction(page, rowActions(row, NEW_USER.name), `Zablokuj użytkownika ${NEW_USER.name}`);
    const banDialog = page.getByRole('dialog', { name: 'Zablokuj konto' });
    await banDialog.getByRole('textbox', { name: /Uzasadnienie decyzji/ }).fill('Konto rozsyła spam w ofertach.');
    await banDialog.getByRole('combobox', { name: /Podstawa decyzji/ }).click();
    await page.getByRole('option', { name: 'regulamin portalu (zasady publikowania treści)' }).click();
    await banDialog.getByRole('button', { name: 'Zablokuj konto' }).click();
    await toast(page, `Użytkownik ${NEW_USER.name} został zablokowany.`);
    await row.getByText('Zablokowany').waitFor();
    await chooseRowAction(page, rowActions(row, NEW_USER.name), `Odblokuj użytkownika ${NEW_USER.name}`);
    await row.getByText('Aktywny').waitFor();

    await chooseRowAction(page, rowActions(row, NEW_USER.name), `Wyślij reset hasła do użytkownika ${NEW_USER.name}`);
    await expect
      .poll(() => latestMailLink(NEW_USER.email).catch(() => ''), { timeout: 15_000 })
      .toMatch(/\/reset-hasla\?token=/);

    await chooseRowAction(page, rowActions(row, NEW_USER.name), `Usuń użytkownika ${NEW_USER.name}`);
    const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    await dialogShown(confirm);
    await expect
      .poll(() => confirm.innerText(), { timeout: 10_000 })
      .toContain(`Czy na pewno chcesz usunąć użytkownika ${NEW_USER.name}? Tej operacji nie można cofnąć.`);
    await expectNoViolations(page, '/admin/users with "Potwierdź usunięcie" open');
    await confirm.getByRole('button', { name: 'Usuń użytkownika' }).click();
    await page.getByText('Nie znaleziono użytkowników pasujących do kryteriów.').waitFor();
    await page.context().close();
  }, 180_000);

  it('is stopped by the rule when deleting a superadmin', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.superadmin.email, DEMO_PASSWORD);
    await openArea(page, 'Użytkownicy');
    await search(page, DEMO_ACCOUNTS.superadmin.email);
    const row = rowOf(page, DEMO_ACCOUNTS.superadmin.email);
    await chooseRowAction(
      page,
      rowActions(row, DEMO_ACCOUNTS.superadmin.full_name),
      `Usuń użytkownika ${DEMO_ACCOUNTS.superadmin.full_name}`,
    );
    await toast(page, 'Nie można usunąć konta Super Administratora.');
    await page.context().close();
  });

  it('runs every account action by keyboard alone, focus landing on the row or the heading after each', async () => {
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.superadmin.email, DEMO_PASSWORD);
    const person = {
      name: 'Klara Klawiaturowa',
      email: `klara.${Date.now()}@example.pl`,
      password: 'Mocne-Haslo-2026!',
    };
    const press = async (control: Locator, key = 'Enter') => {
      await control.focus();
      await page.keyboard.press(key);
    };
    const focusIs = (name: string | RegExp) =>
      typeof name === 'string'
        ? expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe(name)
        : expect.poll(() => focusedName(page), { timeout: 10_000 }).toMatch(name);
    const focusedFieldSays = (message: string) => expect.poll(() => focusedFieldError(page)).toBe(`true ${message}`);

    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Użytkownicy' }).waitFor();
    await rowOf(page, DEMO_ACCOUNTS.superadmin.email).waitFor();

    // Create: Escape returns to the button; an empty submit marks the first field, which takes focus.
    const add = page.getByRole('button', { name: 'Dodaj użytkownika' });
    const create = page.getByRole('dialog', { name: 'Dodaj nowego użytkownika' });
    await press(add);
    await dialogShown(create);
    await focusIs(/^Imię i nazwisko lub nazwa organizacji/);
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
    await focusIs('Dodaj użytkownika');
    await press(add);
    await dialogShown(create);
    await page.keyboard.press('Enter');
    await toastShown(page, 'Email, hasło i imię/nazwa są wymagane.');
    await focusIs(/^Imię i nazwisko lub nazwa organizacji/);
    await focusedFieldSays('Email, hasło i imię/nazwa są wymagane.');
    await expectNoViolations(page, '/admin/users with "Dodaj nowego użytkownika" refused');
    await page.keyboard.type(person.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await toast(page, `Użytkownik ${person.name} został utworzony.`);
    await create.waitFor({ state: 'detached' });
    await focusIs('Dodaj użytkownika');

    await press(page.getByRole('textbox', { name: 'Szukaj użytkowników...' }), 'End');
    await page.keyboard.type(person.email);
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(person.email));
    const row = rowOf(page, person.email);
    await row.getByText('Aktywny').waitFor();
    const action = (name: string) => chooseRowAction(page, rowActions(row, person.name), `${name} ${person.name}`);
    const actionsButton = `Działania: „${person.name}”`;

    // Edit: 'Anuluj' returns to the row's 'Działania' button, and so does a save.
    const edit = page.getByRole('dialog', { name: 'Edytuj użytkownika' });
    await action('Edytuj użytkownika');
    await dialogShown(edit);
    await press(edit.getByRole('button', { name: 'Anuluj' }));
    await edit.waitFor({ state: 'detached' });
    await focusIs(actionsButton);
    await action('Edytuj użytkownika');
    await dialogShown(edit);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Fundacja Klary');
    await page.keyboard.press('Enter');
    await toast(page, `Dane użytkownika ${person.name} zostały zaktualizowane.`);
    await row.getByText('Fundacja Klary').waitFor();
    await focusIs(actionsButton);

    // Ban: the prompt opens on 'Anuluj'; Escape returns to the button; a ban without a reason marks the reason.
    const ban = page.getByRole('dialog', { name: 'Zablokuj konto' });
    await action('Zablokuj użytkownika');
    await dialogShown(ban);
    await focusIs('Anuluj');
    await page.keyboard.press('Escape');
    await ban.waitFor({ state: 'detached' });
    await focusIs(actionsButton);
    await action('Zablokuj użytkownika');
    await dialogShown(ban);
    await press(ban.getByRole('button', { name: 'Zablokuj konto' }));
    await focusIs(/^Uzasadnienie decyzji/);
    await page.keyboard.type('Konto rozsyła spam w ofertach.');
    await press(ban.getByRole('button', { name: 'Zablokuj konto' }));
    // The ground is chosen by the admin too: refused without one, focus goes to its select.
    await focusIs(/^Podstawa decyzji/);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'regulamin portalu (zasady publikowania treści)' }).press('Enter');
    await press(ban.getByRole('button', { name: 'Zablokuj konto' }));
    await toast(page, `Użytkownik ${person.name} został zablokowany.`);
    await row.getByText('Zablokowany').waitFor();
    await focusIs(actionsButton);

    await action('Odblokuj użytkownika');
    await toast(page, `Użytkownik ${person.name} został odblokowany.`);
    await row.getByText('Aktywny').waitFor();
    await focusIs(actionsButton);

    await action('Wyślij reset hasła do użytkownika');
    await toast(page, `Wysłano email z linkiem do ustawienia nowego hasła do użytkownika ${person.name}.`);
    await focusIs(actionsButton);

    // Delete: the prompt opens on 'Anuluj'; once the only row is gone, focus goes to the screen's heading.
    const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    await action('Usuń użytkownika');
    await dialogShown(confirm);
    await focusIs('Anuluj');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focusIs(actionsButton);
    await action('Usuń użytkownika');
    await dialogShown(confirm);
    await page.keyboard.press('Tab');
    await focusIs('Usuń użytkownika');
    await page.keyboard.press('Enter');
    await toast(page, `Użytkownik ${person.name} został usunięty.`);
    await page.getByText('Nie znaleziono użytkowników pasujących do kryteriów.').waitFor();
    await focusIs('Użytkownicy');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.context().close();
  }, 180_000);
});
