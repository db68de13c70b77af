import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_EDITOR_TEXTS as T, HOURS_MESSAGES, HOURS_SECTION_TEXTS } from '../../shared/messagesHours.js';
import { addDays, warsawMoment, type OpeningHours } from '../../shared/openingHours.js';
import { contentPagePath } from '../../shared/publicPages.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectNoViolations, launchBrowser, newPage } from './browser.js';
import { apiCall, chooseRowAction, dialogShown, openAdminAs, rowActions, tokenOf } from './adminSession.js';
import { focusedName, horizontalOverflow, invisibleFocusables } from './focusChecks.js';
import { focusRingProblems } from './focusRing.js';
import { focusedFieldError, toastShown } from './formChecks.js';
import { announced, openPage } from './publicPages.js';

/**
 * The back office's opening-hours editor walked by keyboard alone: an admin gives an offer its week (an overnight
 * range included) and two dated exceptions, meets a refusal under the field it names, fixes it, saves, and the offer
 * page shows the schedule; the dialog passes axe and IBM Equal Access and fits 320 px with the largest text.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh active offer of the demo offeror with the given hours (none by default): the editor's subject. */
async function activeOffer(title: string, openingHours: OpeningHours | null = null): Promise<string> {
  const offeror = await tokenOf(DEMO_ACCOUNTS.offeror.email);
  const [category] = await apiCall<{ id: string }[]>('GET', '/api/v1/categories');
  const { id } = await apiCall<{ id: string }>('POST', '/api/offers', offeror, {
    title,
    short_description: 'Oferta sprawdzająca edycję godzin otwarcia.',
    description: 'Oferta utworzona przez test, który ustawia godziny otwarcia w panelu administracyjnym klawiaturą.',
    category_id: category.id,
    price_type: 'free',
    contact_email: DEMO_ACCOUNTS.offeror.email,
    status: 'pending_approval',
    opening_hours: openingHours,
  });
  await apiCall('PATCH', `/api/v1/admin/offers/${id}/status`, await tokenOf(DEMO_ACCOUNTS.admin.email), {
    status: 'active',
  });
  return id;
}

/** Opens the offer's 'Edytuj ofertę' dialog from its row's menu, by keyboard. */
async function openEditDialog(page: Page, title: string): Promise<Locator> {
  await page.goto(`/admin/offers?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await chooseRowAction(page, rowActions(page, title), `Edytuj ofertę „${title}”`);
  const dialog = page.getByRole('dialog', { name: 'Edytuj ofertę' });
  await dialogShown(dialog);
  await dialog.getByRole('group', { name: T.legend }).waitFor();
  return dialog;
}

/** The focused control as a screen reader places it: the group (range, exception) it is in, then its name. */
const focusedInGroup = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    const group = element?.closest('[role="group"][aria-label]')?.getAttribute('aria-label');
    const label = (element as HTMLInputElement | null)?.labels?.[0]?.textContent;
    const name = (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
    return group ? `${group} › ${name}` : name;
  });

/** Presses Tab (or Shift+Tab) until the focused control is `wanted`, as a keyboard user moves through the form. */
async function tabTo(page: Page, wanted: string, { backwards = false, maxPresses = 150 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if ((await focusedInGroup(page)) === wanted) return;
  }
  throw new Error(`focus never reached "${wanted}" after ${maxPresses} presses of Tab`);
}

const expectFocusIn = (page: Page, wanted: string) =>
  expect.poll(() => focusedInGroup(page), { timeout: 10_000 }).toBe(wanted);

/**
 * Types a date into the focused date field. Debian's headless Chromium lays the field out as mm/dd/yyyy whatever
 * the page's language, so the digits go in that order; the value read back proves the field took the date.
 */
async function typeDate(page: Page, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  expect(await page.locator(':focus').inputValue()).toBe(date);
}

describe('the opening hours of an offer edited in the back office by keyboard', () => {
  it('adds an overnight range and two exceptions, is refused with the field named, saves, and the offer page shows the week', async () => {
    const title = `Godziny ${Date.now().toString(36)}`;
    const id = await activeOffer(title);
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await openEditDialog(page, title);

    // No hours yet: the arrow key picks 'Podaję godziny otwarcia', which starts with Monday to Friday, 8–16.
    await tabTo(page, T.noHours);
    await page.keyboard.press('ArrowDown');
    await expectFocusIn(page, T.giveHours);

    // A second range on Monday goes in with focus in its first field, and is announced; removing it returns there.
    await tabTo(page, T.addRange('Poniedziałek'));
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.rangeLabel('Poniedziałek', 2)} › ${T.opens}`);
    expect(await announced(page)).toContain(T.rangeAdded('Poniedziałek'));
    await tabTo(page, `${T.rangeLabel('Poniedziałek', 2)} › ${T.removeRange('Poniedziałek', 2)}`);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.rangeLabel('Poniedziałek', 1)} › ${T.opens}`);
    expect(await announced(page)).toContain(T.rangeRemoved('Poniedziałek'));

    // Saturday night across midnight: 22:00 to 6:00 the next morning.
    await tabTo(page, T.addRange('Sobota'));
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.rangeLabel('Sobota', 1)} › ${T.opens}`);
    await page.keyboard.type('22:00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('6:00');

    // Removing Sunday's only range leaves the focus on the day's add button.
    await tabTo(page, T.addRange('Niedziela'));
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.rangeLabel('Niedziela', 1)} › ${T.opens}`);
    await tabTo(page, `${T.rangeLabel('Niedziela', 1)} › ${T.removeRange('Niedziela', 1)}`);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, T.addRange('Niedziela'));

    // Two exceptions in the coming days: one closed, one open shorter with a note.
    const today = warsawMoment(new Date()).date;
    const [closedDay, shortDay] = [addDays(today, 8), addDays(today, 9)];
    const note = 'Krótszy dzień: szkolenie zespołu';
    await tabTo(page, T.addException);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.exceptionLabel(1)} › ${T.exceptionDate}`);
    expect(await announced(page)).toContain(T.exceptionAdded);
    await typeDate(page, closedDay);
    await tabTo(page, T.addException);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.exceptionLabel(2)} › ${T.exceptionDate}`);
    await typeDate(page, shortDay);
    await tabTo(page, `${T.exceptionLabel(2)} › ${T.exceptionClosed}`);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expectFocusIn(page, `${T.exceptionLabel(2)} › ${T.opens}`);
    await page.keyboard.type('10:00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('13:00');
    await page.keyboard.press('Tab');
    await expectFocusIn(page, `${T.exceptionLabel(2)} › ${T.exceptionNote}`);
    await page.keyboard.type(note);
    // A third one with its date half typed: Enter is refused by the shared rules, in Polish, under the date (not by
    // the browser's own bubble, which names no field to a screen reader), without naming a format the field does not
    // show; removing it hands the focus back to the date of the one before it.
    await tabTo(page, T.addException);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.exceptionLabel(3)} › ${T.exceptionDate}`);
    await page.keyboard.type('1205');
    await tabTo(page, `${T.exceptionLabel(3)} › ${T.exceptionNote}`);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.exceptionLabel(3)} › ${T.exceptionDate}`);
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${HOURS_MESSAGES.dateMissing}`);
    await toastShown(page, HOURS_MESSAGES.dateMissing);
    await tabTo(page, `${T.exceptionLabel(3)} › ${T.removeException(3)}`);
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.exceptionLabel(2)} › ${T.exceptionDate}`);
    expect(await announced(page)).toContain(T.exceptionRemoved);

    // Every stop of the filled editor can be seen with its focus ring.
    expect(await invisibleFocusables(page), 'invisible tab stops').toEqual([]);
    expect(await focusRingProblems(page), 'focus rings').toEqual([]);

    // Tuesday closing at the time it opens ('8:00' typed, '08:00' stored): Enter is refused, the field named.
    await tabTo(page, `${T.rangeLabel('Wtorek', 1)} › ${T.closes}`, { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('8:00');
    await page.keyboard.press('Enter');
    await expectFocusIn(page, `${T.rangeLabel('Wtorek', 1)} › ${T.closes}`);
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${HOURS_MESSAGES.sameTimes}`);
    await toastShown(page, HOURS_MESSAGES.sameTimes);
    await expectNoViolations(page, '/admin/offers with "Edytuj ofertę" refusing the opening hours');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15:00');
    await page.keyboard.press('Enter');
    await toastShown(page, 'Sukces! Oferta została zaktualizowana.');
    await page.getByRole('dialog', { name: 'Edytuj ofertę' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Działania: „${title}”`);
    await page.context().close();

    const visitor = await newPage(browser);
    await openPage(visitor, contentPagePath('offer', id));
    const section = visitor.getByRole('region', { name: HOURS_SECTION_TEXTS.heading });
    const week = section.getByRole('table', { name: HOURS_SECTION_TEXTS.weeklyCaption });
    const dayRow = (table: Locator, day: string) => table.getByRole('row', { name: new RegExp(`^${day}`) });
    expect(await dayRow(week, 'Poniedziałek').innerText()).toContain('8:00–16:00');
    expect(await dayRow(week, 'Wtorek').innerText()).toContain('8:00–15:00');
    expect(await dayRow(week, 'Sobota').innerText()).toContain('22:00–6:00');
    expect(await dayRow(week, 'Niedziela').innerText()).toContain('Zamknięte');
    const upcoming = section.getByRole('table', { name: HOURS_SECTION_TEXTS.upcomingHeading });
    const dateRow = (date: string) =>
      upcoming.getByRole('row').filter({ has: visitor.locator(`time[datetime="${date}"]`) });
    expect(await dateRow(closedDay).innerText()).toContain('Zamknięte');
    expect(await dateRow(shortDay).innerText()).toMatch(new RegExp(`10:00–13:00\\s+${note}`));
    await visitor.context().close();
  });

  it('fits a 320 px wide window with the largest text: no sideways scrolling, no field sticking out of the dialog', async () => {
    const title = `Godziny wąsko ${Date.now().toString(36)}`;
    const today = warsawMoment(new Date()).date;
    await activeOffer(title, {
      weekly: [
        { day: 1, opens: '08:00', closes: '16:00' },
        { day: 1, opens: '17:00', closes: '19:00' },
        { day: 6, opens: '22:00', closes: '06:00' },
      ],
      exceptions: [
        { date: addDays(today, 8), closed: true },
        { date: addDays(today, 9), closed: false, opens: '10:00', closes: '13:00', note: 'Szkolenie zespołu' },
      ],
    });
    const page = await openAdminAs(browser, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    // The browser's own largest text setting (Chromium's 'Very large', 24 px: 150 %), as the public panel's largest.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await page.setViewportSize({ width: 320, height: 640 });
    const dialog = await openEditDialog(page, title);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    // A refused time shows its message under the field, the longest text a row holds.
    await dialog
      .getByRole('group', { name: T.rangeLabel('Poniedziałek', 2) })
      .getByRole('textbox', { name: T.closes })
      .focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('25:00');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedFieldError(page)).toBe(`true ${HOURS_MESSAGES.time}`);

    expect(await horizontalOverflow(page)).toBe(0);
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((box) => box.scrollWidth - box.clientWidth), 'sideways scrolling in the dialog').toBe(
      0,
    );
    // Every part of the editor lies inside the dialog (a radio's ripple reaches into its padding) and shows its text.
    const problems = await dialog.getByRole('group', { name: T.legend }).evaluate((fieldset) => {
      const edge = (fieldset.closest('.MuiDialogContent-root') ?? fieldset).getBoundingClientRect();
      const found: string[] = [];
      for (const part of fieldset.querySelectorAll<HTMLElement>('*')) {
        const box = part.getBoundingClientRect();
        if (box.width === 0 || !part.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const name = `${part.tagName.toLowerCase()} „${(part.getAttribute('aria-label') ?? part.textContent ?? '').trim().slice(0, 30)}”`;
        if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) {
          found.push(`${name} sticks out (${Math.round(box.left)}…${Math.round(box.right)} px)`);
        }
        if (getComputedStyle(part).textOverflow === 'ellipsis' && part.scrollWidth > part.clientWidth + 1) {
          found.push(`${name} cut off`);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
