import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { CloseNotificationButton } from '../layout/AdminNotification';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastText {
  title: string;
  description: string;
}

/** A title and, under it, its description, as the public app shows them; errors interrupt, the rest wait. */
export function ToastMessage({ title, description, type }: ToastText & { type: ToastType }) {
  return (
    <Alert
      severity={type}
      variant="filled"
      role={type === 'error' ? 'alert' : 'status'}
      action={type === 'error' ? <CloseNotificationButton /> : undefined}
      sx={{ minWidth: 288 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {description}
    </Alert>
  );
}

/** react-admin's notify for the toasts that have a title and a description. */
export function useNotifyToast() {
  const notify = useNotify();
  return useCallback(
    (toast: ToastText, type: ToastType) => notify(<ToastMessage {...toast} type={type} />, { type }),
    [notify],
  );
}
