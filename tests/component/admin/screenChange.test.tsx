import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useNotifyError } from '../../../src-admin/common/useNotifyError';
import { framed, renderAdmin, ROLE_ACCOUNTS, usersDataProvider } from './adminHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('back office: moving between screens and error toasts', () => {
  it('focuses the new screen’s heading and announces it, but leaves the first screen’s focus alone', async () => {
    const user = userEvent.setup();
    renderAdmin(framed(<Link to="/users">Przejdź do użytkowników</Link>), {
      actor: ROLE_ACCOUNTS.admin,
      dataProvider: usersDataProvider([]),
    });
    const link = await screen.findByRole('link', { name: 'Przejdź do użytkowników' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Użytkownicy' });
    await waitFor(() => expect(heading).toHaveFocus());
    const announcements = screen.getAllByRole('status').map((region) => region.textContent);
    expect(announcements).toContain('Otwarto ekran: Użytkownicy');
  });

  it('keeps an error toast until it is closed, while other toasts hide after 5 s', async () => {
    const user = userEvent.setup();
    function Actions() {
      const notify = useNotify();
      const notifyError = useNotifyError();
      return (
        <>
          <button onClick={() => notifyError(new Error('Brak połączenia'), 'Nie udało się zapisać')}>Zepsuj</button>
          <button onClick={() => notify('ra.notification.http_error', { type: 'error' })}>Zepsuj tekstem</button>
        </>
      );
    }
    renderAdmin(<Actions />, { actor: ROLE_ACCOUNTS.admin, dataProvider: usersDataProvider([]) });
    await user.click(await screen.findByRole('button', { name: 'Zepsuj' }));
    const toast = await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 5600));
    expect(toast).toBeInTheDocument();
    // A click elsewhere on the page does not close it either.
    await user.click(document.body);
    expect(toast).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Zamknij powiadomienie' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Zepsuj tekstem' }));
    const close = await screen.findByRole('button', { name: 'Zamknij powiadomienie' });
    await user.click(close);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Zamknij powiadomienie' })).not.toBeInTheDocument(),
    );
  });
});
