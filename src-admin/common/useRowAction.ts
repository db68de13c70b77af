import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useNotifyError } from './useNotifyError';

/**
 * An admin's action on one row, saved at once through the admin data provider: `saving` while it is sent (the
 * control says it is busy); saved, the caller tells what changed (`announce` makes the success toast) and the list
 * reloads; refused, the shared error toast tells why and nothing else changes.
 */
export function useRowAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);

  async function run(action: (provider: AdminDataProvider) => Promise<void>, onSaved: () => void): Promise<void> {
    setSaving(true);
    try {
      await action(dataProvider);
      onSaved();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  /** The success toast of a saved action: its message key and the message's arguments. */
  const announce = (message: string, messageArgs?: Record<string, unknown>) => () =>
    notify(message, { type: 'success', messageArgs });

  return { saving, run, announce };
}
