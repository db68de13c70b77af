import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SAVED_SEARCH_TEXTS } from '../../shared/savedSearches.js';
import { expectNoViolations } from './browser.js';
import { focusedName } from './focusChecks.js';
import { announced, eventually, tabUntil } from './publicPages.js';

/**
 * On a search page of 'rehabilitacja' in Łódź, signed in: saves the search as an alert with the keyboard only (the
 * button, the dialog's proposed name replaced by `name`, the frequency by the arrows) and checks the dialog and its
 * outcome with axe and IBM. Focus ends on the outcome's message.
 */
export async function saveSearchByKeyboard(page: Page, name: string, frequency: 'Codziennie' | 'Co tydzień') {
  await tabUntil(page, '.saved-search-button');
  expect(await focusedName(page)).toBe(SAVED_SEARCH_TEXTS.openButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: SAVED_SEARCH_TEXTS.dialogTitle });
  await dialog.waitFor();
  await eventually(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await tabUntil(page, '#saved-search-name');
  // The name proposed from the words and the place, replaced by the person's own.
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('rehabilitacja – Łódź');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Codziennie');
  if (frequency === 'Co tydzień') await page.keyboard.press('ArrowDown');
  expect(await page.getByRole('radio', { name: frequency }).isChecked()).toBe(true);
  await expectNoViolations(page, 'the alert dialog filled in');
  await tabUntil(page, '[role="dialog"] button[type="submit"]');
  await page.keyboard.press('Enter');

  // What happens next takes focus and is announced.
  await eventually(() => focusedName(page)).toBe(SAVED_SEARCH_TEXTS.savedSignedIn);
  expect(await announced(page)).toContain(SAVED_SEARCH_TEXTS.savedSignedIn);
  await expectNoViolations(page, 'the alert saved');
  return dialog;
}
