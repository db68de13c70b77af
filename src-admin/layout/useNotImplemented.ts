import { useCallback } from 'react';
import { TOAST_MESSAGES } from '../../shared/messages';
import { useNotifyToast } from '../common/useNotifyToast';

/** The 'not yet implemented' toast of SPEC §2 for the placeholder buttons. */
export function useNotImplemented() {
  const notifyToast = useNotifyToast();
  return useCallback(() => notifyToast(TOAST_MESSAGES.notImplemented, 'info'), [notifyToast]);
}
