import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { TOAST_MESSAGES } from '../../shared/messages';

/** The 'not yet implemented' toast of SPEC §2 for the placeholder buttons. */
export function useNotImplemented() {
  const notify = useNotify();
  return useCallback(() => {
    const { title, description } = TOAST_MESSAGES.notImplemented;
    notify(`${title}: ${description}`, { type: 'info' });
  }, [notify]);
}
