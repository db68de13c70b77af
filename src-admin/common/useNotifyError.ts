import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorToToast } from '../../shared/errors';

/** Shows any failure as SPEC §8's shared error toast ('Błąd serwera: 403' – detail, 'Błąd sieci' – …). */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown, contextTitle?: string) => {
      const toast = errorToToast(error, contextTitle);
      notify(`${toast.title}: ${toast.description}`, { type: 'error' });
    },
    [notify],
  );
}
