import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadA11ySettings } from '../../../src-public/a11y/settings';
import { Header } from '../../../src-public/layout/Header';
import { mockFetch, renderPublic } from './publicHarness';

const root = document.documentElement;

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: /ułatwienia dostępu/i }));
  return screen.findByRole('dialog', { name: 'Ułatwienia dostępu' });
}

beforeEach(() => {
  root.className = 'font-size-base';
  reloadA11ySettings();
  mockFetch({});
  renderPublic(<Header />);
});
afterEach(() => vi.unstubAllGlobals());

describe('accessibility panel', () => {
  it('steps the font size with A+ / A-, marked unavailable at the ends, stored under accessibility-fontSize', async () => {
    const dialog = await openPanel();
    const smaller = within(dialog).getByRole('button', { name: /^A-/ });
    const larger = within(dialog).getByRole('button', { name: /^A\+/ });
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
    expect(larger).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(larger);
    expect(root).toHaveClass('font-size-medium');
    expect(root).not.toHaveClass('font-size-base');
    expect(localStorage.getItem('accessibility-fontSize')).toBe('medium');
    await userEvent.click(larger);
    expect(root).toHaveClass('font-size-large');
    expect(larger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(smaller);
    await userEvent.click(smaller);
    expect(root).toHaveClass('font-size-base');
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
    expect(localStorage.getItem('accessibility-fontSize')).toBe('base');
  });

  it('keeps focus on A+ when it reaches the largest step and announces it', async () => {
    const dialog = await openPanel();
    const larger = within(dialog).getByRole('button', { name: /^A\+/ });
    larger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(root).toHaveClass('font-size-large');
    // Still focused and still reachable: a disabled button would have dropped focus to <body>.
    expect(larger).toHaveFocus();
    expect(larger).not.toBeDisabled();
    expect(larger).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Największy rozmiar tekstu')).toHaveAttribute('aria-live', 'polite');
    // Pressing it again changes nothing and keeps focus there.
    await userEvent.keyboard('{Enter}');
    expect(root).toHaveClass('font-size-large');
    expect(larger).toHaveFocus();
  });

  it('keeps focus on A- when it reaches the base step', async () => {
    localStorage.setItem('accessibility-fontSize', 'medium');
    reloadA11ySettings();
    const dialog = await openPanel();
    const smaller = within(dialog).getByRole('button', { name: /^A-/ });
    smaller.focus();
    await userEvent.keyboard('{Enter}');
    expect(root).toHaveClass('font-size-base');
    expect(smaller).toHaveFocus();
    expect(smaller).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('Najmniejszy rozmiar tekstu')).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    ['Wysoki kontrast', 'high-contrast', 'accessibility-highContrast'],
    ['Tryb ciemny', 'dark', 'accessibility-darkMode'],
    ['Ogranicz animacje', 'reduce-motion', 'accessibility-reduceMotion'],
    ['Czytelna czcionka', 'readable-font', 'accessibility-readableFont'],
    ['Podkreśl linki', 'underline-links', 'accessibility-underlineLinks'],
  ])('switch "%s" sets the class %s on <html> and stores %s', async (label, className, key) => {
    const dialog = await openPanel();
    const toggle = within(dialog).getByRole('switch', { name: label });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(root).toHaveClass(className);
    expect(localStorage.getItem(key)).toBe('true');
    await userEvent.click(toggle);
    expect(root).not.toHaveClass(className);
    expect(localStorage.getItem(key)).toBe('false');
  });

  it('reset restores the base size and turns every switch off', async () => {
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: /^A\+/ }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Tryb ciemny' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Podkreśl linki' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przywróć ustawienia domyślne' }));
    expect(root.className).toBe('font-size-base');
    for (const toggle of within(dialog).getAllByRole('switch')) expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('accessibility-fontSize')).toBe('base');
    expect(localStorage.getItem('accessibility-darkMode')).toBe('false');
  });

  it('never sends the settings anywhere', async () => {
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Wysoki kontrast' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is a modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns to the opener', async () => {
    const opener = screen.getByRole('button', { name: /ułatwienia dostępu/i });
    const dialog = await openPanel();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('reads settings stored earlier (the keys src-public/a11y/a11y-init.js reads)', async () => {
    localStorage.setItem('accessibility-fontSize', 'large');
    localStorage.setItem('accessibility-highContrast', 'true');
    reloadA11ySettings();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('button', { name: /^A\+/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('switch', { name: 'Wysoki kontrast' })).toHaveAttribute('aria-checked', 'true');
    expect(root).toHaveClass('font-size-large', 'high-contrast');
  });
});

describe('src-public/a11y/a11y-init.js', () => {
  it('applies stored settings with exactly the classes the panel uses', async () => {
    const { readFileSync } = await import('node:fs');
    const { applyA11ySettings, readA11ySettings } = await import('../../../src-public/a11y/settings');
    localStorage.setItem('accessibility-fontSize', 'medium');
    localStorage.setItem('accessibility-darkMode', 'true');
    localStorage.setItem('accessibility-underlineLinks', 'true');
    localStorage.setItem('accessibility-readableFont', 'false');
    root.className = 'font-size-base';
    // The page runs this file as a classic script before the app: so does the test.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
    new Function(readFileSync('src-public/a11y/a11y-init.js', 'utf8'))();
    const fromScript = [...root.classList].sort();
    const probe = document.createElement('div');
    applyA11ySettings(readA11ySettings(), probe);
    expect(fromScript).toEqual([...probe.classList].sort());
    expect(fromScript).toEqual(['dark', 'font-size-medium', 'underline-links']);
  });
});
