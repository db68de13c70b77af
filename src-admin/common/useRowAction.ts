import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { useNotifyError } from './useNotifyError';

/**
 * An admin's action on one row, saved at once: `saving` while it is sent (the control says it is busy); saved, the
 * caller tells what changed and the list reloads; refused, the shared error toast tells why and nothing else changes.
 */
export function useRowAction() {
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);

  async function run(action: () => Promise<void>, onSaved: () => void): Promise<void> {
    setSaving(true);
    try {
      await action();
      onSaved();
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return { saving, run };
}
