import { useEffect } from 'react';
import { FAVOURITE_TEXTS } from '../../shared/favouriteToggle';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/ToastProvider';
import { switchToAccountList, switchToBrowserList } from './myList';

/**
 * Follows the session: signed in, the browser's list joins the account's (and the toast says how many offers moved);
 * signed out, the browser's own list is back. Renders nothing.
 */
export function MyListSync() {
  const { status } = useSession();
  const { showToast } = useToast();
  useEffect(() => {
    if (status === 'anonymous') switchToBrowserList();
    if (status !== 'authenticated') return;
    switchToAccountList().then(
      (added) => {
        if (added > 0) showToast({ title: FAVOURITE_TEXTS.mergedOnSignIn(added), variant: 'success' });
      },
      (error: unknown) => console.warn('Nie udało się wczytać listy z konta.', error),
    );
  }, [status, showToast]);
  return null;
}
