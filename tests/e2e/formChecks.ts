import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How the focused form field tells it is wrong: its `aria-invalid` and the text of what `aria-describedby` points at,
 * as one line ('true Nazwa i slug kategorii są wymagane.'), the way a screen reader meets the field.
 */
export function focusedFieldError(page: Page): Promise<string> {
  return page.evaluate(() => {
    const field = document.activeElement;
    const description = (field?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
    return `${field?.getAttribute('aria-invalid')} ${description}`.trim();
  });
}

/**
 * Waits until the toast saying `text` is on screen and fully faded in. Toasts come one at a time, so the message of a
 * second refusal may stand under its field while its toast still waits; a half-faded toast would fail axe's contrast.
 */
export async function toastShown(page: Page, text: string): Promise<void> {
  const toast = page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        toast.evaluate((element) => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      { timeout: 5000 },
    )
    .toBe(1);
}
