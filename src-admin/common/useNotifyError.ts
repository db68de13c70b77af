import { useCallback } from 'react';
import { errorToToast } from '../../shared/errors';
import { useNotifyToast } from './useNotifyToast';

/** Shows any failure as the shared error toast ('Błąd serwera: 403' – detail, 'Błąd sieci' – …). */
export function useNotifyError() {
  const notifyToast = useNotifyToast();
  return useCallback(
    (error: unknown, contextTitle?: string) => notifyToast(errorToToast(error, contextTitle), 'error'),
    [notifyToast],
  );
}
