import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { Decision } from '../../shared/permissions';
import { useNotifyToast, type ToastText } from '../common/useNotifyToast';

/** Toasts of the users screen: a refused rule ('Brak uprawnień' – …) and the Polish success messages. */
export function useUserToasts() {
  const notify = useNotify();
  const notifyToast = useNotifyToast();
  const showRule = useCallback((rule: ToastText) => notifyToast(rule, 'error'), [notifyToast]);
  const refusal = useCallback(
    (decision: Decision) => {
      if (!decision.allowed) showRule({ title: decision.title, description: decision.message });
    },
    [showRule],
  );
  const success = useCallback(
    (key: string, name: string) =>
      notify(`resources.users.notifications.${key}`, { type: 'success', messageArgs: { name } }),
    [notify],
  );
  return { refusal, showRule, success };
}
