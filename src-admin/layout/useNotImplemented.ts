import { useCallback } from 'react';
import { TOAST_MESSAGES } from '../../shared/messages';
import { useNotifyToast } from '../common/useNotifyToast';

/** The 'not yet implemented' toast of the placeholder buttons (docs/zasady-produktu.md#ekrany). */
export function useNotImplemented() {
  const notifyToast = useNotifyToast();
  return useCallback(() => notifyToast(TOAST_MESSAGES.notImplemented, 'info'), [notifyToast]);
}
