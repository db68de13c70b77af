import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessibilityModeToggles } from '../../../src-admin/layout/AccessibilityModeToggles';
import { renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';

beforeEach(() => localStorage.clear());

function renderToggles() {
  renderAdmin(<AccessibilityModeToggles />, { actor: ROLE_ACCOUNTS.admin, dataProvider: usersDataProvider([]) });
  return screen.getByRole('group', { name: 'Ułatwienia dostępu' });
}

describe('the app bar accessibility modes', () => {
  it('presses "Wysoki kontrast" and "Tryb ciemny" on and off under the public site\'s keys, focus staying', async () => {
    const group = renderToggles();
    const contrast = within(group).getByRole('button', { name: 'Wysoki kontrast' });
    const dark = within(group).getByRole('button', { name: 'Tryb ciemny' });
    expect(contrast).toHaveAttribute('aria-pressed', 'false');
    expect(dark).toHaveAttribute('aria-pressed', 'false');

    contrast.focus();
    await userEvent.keyboard('{Enter}');
    expect(contrast).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('accessibility-highContrast')).toBe('true');
    expect(contrast).toHaveFocus();

    await userEvent.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('accessibility-darkMode')).toBe('true');

    contrast.focus();
    await userEvent.keyboard(' ');
    expect(contrast).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('accessibility-highContrast')).toBe('false');
    expect(contrast).toHaveFocus();
  });

  it('shows the mode the visitor chose on the public site, and a change made in another tab', () => {
    localStorage.setItem('accessibility-darkMode', 'true');
    const group = renderToggles();
    expect(within(group).getByRole('button', { name: 'Tryb ciemny' })).toHaveAttribute('aria-pressed', 'true');

    localStorage.setItem('accessibility-highContrast', 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessibility-highContrast' }));
    });
    expect(within(group).getByRole('button', { name: 'Wysoki kontrast' })).toHaveAttribute('aria-pressed', 'true');
  });
});
