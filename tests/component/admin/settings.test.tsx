import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PortalSettings } from '../../../shared/types';
import SettingsPage from '../../../src-admin/settings/SettingsPage';
import { expectToast, framed, renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';
import { followFocusFixupRule } from './focusFixup';

vi.setConfig({ testTimeout: 20_000 });

const SETTINGS: PortalSettings = {
  portal_name: 'Portal usług inkluzywnych',
  contact_email: 'kontakt@example.pl',
  terms_of_service: 'Regulamin portalu',
  privacy_policy: 'Polityka prywatności portalu',
  accessibility_contact_name: '',
  accessibility_contact_phone: '',
  pjm_video_url: '',
  pjm_video_captions_url: '',
  pjm_video_transcript_url: '',
};

/** `inLayout`: with the layout's focus keeper and screen frame (which reads the settings once more, for the title). */
function renderSettings({ inLayout = false } = {}) {
  const dataProvider = usersDataProvider([]);
  dataProvider.getSettings.mockResolvedValue(SETTINGS);
  dataProvider.updateSettings.mockImplementation(async (data: PortalSettings) => data);
  renderAdmin(inLayout ? framed(<SettingsPage />) : <SettingsPage />, {
    actor: ROLE_ACCOUNTS.admin,
    dataProvider,
    path: '/settings',
  });
  return dataProvider;
}

const field = (label: string) => screen.findByRole('textbox', { name: label }, { timeout: 5000 });

describe('Ustawienia', () => {
  it('shows the four settings as 10-row text areas', async () => {
    renderSettings();
    for (const [label, value] of [
      ['Nazwa portalu', SETTINGS.portal_name],
      ['Email kontaktowy', SETTINGS.contact_email],
      ['Warunki korzystania', SETTINGS.terms_of_service],
      ['Polityka prywatności', SETTINGS.privacy_policy],
    ]) {
      const textarea = await field(label);
      expect(textarea.tagName).toBe('TEXTAREA');
      expect(textarea).toHaveAttribute('rows', '10');
      expect(textarea).toHaveValue(value);
    }
  });

  it('saves the settings with the success toast', async () => {
    const dataProvider = renderSettings();
    const name = await field('Nazwa portalu');
    await userEvent.clear(name);
    await userEvent.type(name, 'Portal Dostępny');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText('Ustawienia portalu zostały zapisane.')).toBeInTheDocument();
    expect(dataProvider.updateSettings).toHaveBeenCalledWith({ ...SETTINGS, portal_name: 'Portal Dostępny' });
  });

  it('keeps focus on "Zapisz ustawienia" after saving, though the browser drops it while the button is disabled', async () => {
    const stopFixup = followFocusFixupRule();
    try {
      const dataProvider = renderSettings({ inLayout: true });
      // The server answers when the test says so, as on a network: the button is disabled meanwhile.
      let answer!: () => void;
      dataProvider.updateSettings.mockImplementation(
        (data: PortalSettings) => new Promise((resolve) => (answer = () => resolve(data))),
      );
      await field('Nazwa portalu');
      const save = screen.getByRole('button', { name: 'Zapisz ustawienia' });
      await userEvent.click(save);
      await waitFor(() => expect(save).toBeDisabled());
      answer();
      const toast = await screen.findByText('Ustawienia portalu zostały zapisane.');
      expect(toast.closest('[role="alert"], [role="status"]')).not.toBeNull();
      await waitFor(() => expect(save).toBeEnabled());
      await waitFor(() => expect(save).toHaveFocus());
    } finally {
      stopFixup();
    }
  });

  it('does not send an invalid contact e-mail', async () => {
    const dataProvider = renderSettings();
    const email = await field('Email kontaktowy');
    await userEvent.clear(email);
    await userEvent.type(email, 'to-nie-email');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText('Nieprawidłowy adres email kontaktowy.')).toBeInTheDocument();
    expect(dataProvider.updateSettings).not.toHaveBeenCalled();
  });

  it('reloads what the server holds on refresh', async () => {
    const dataProvider = renderSettings();
    const name = await field('Nazwa portalu');
    await userEvent.type(name, ' – wersja robocza');
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    await waitFor(() => expect(dataProvider.getSettings).toHaveBeenCalledTimes(2));
    expect(await field('Nazwa portalu')).toHaveValue(SETTINGS.portal_name);
  });

  it('answers the four placeholder settings with the not-implemented toast', async () => {
    renderSettings();
    for (const label of ['Zasady moderacji', 'Płatności', 'Emaile transakcyjne', 'Raport miesięczny']) {
      expect(await screen.findByRole('button', { name: label }, { timeout: 5000 })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Płatności' }));
    await expectToast('Funkcja niedostępna', 'Ta funkcja nie jest jeszcze zaimplementowana.');
  });
});
