import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useEffect, useMemo } from 'react';
import {
  Notification,
  NotificationContext,
  useCloseNotification,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { TOAST_DURATION_MS } from '../../shared/ui';

/**
 * Closes the toast on screen. An error toast stays until this button, Escape or the next toast closes it: errors are
 * never gone before they were read (docs/dostepnosc.md), and a new action's toast is what the person waits for then.
 */
export function CloseNotificationButton() {
  const close = useCloseNotification();
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (notifications.length > 0) close();
  }, [notifications.length, close]);
  return (
    <IconButton color="inherit" size="small" onClick={close} aria-label={translate('admin.layout.close_notification')}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** An error waits to be closed; a text toast gets the close button beside it (a titled one has its own). */
function persistentError(notification: NotificationPayload): NotificationPayload {
  if (notification.type !== 'error') return notification;
  return {
    ...notification,
    notificationOptions: {
      ...notification.notificationOptions,
      autoHideDuration: null,
      ...(typeof notification.message === 'string' ? { action: <CloseNotificationButton /> } : {}),
    },
  };
}

/**
 * One toast at a time (react-admin queues the rest): an error until it is closed, the others for 5000 ms. A click
 * elsewhere on the page does not close a toast: it is how people reach the button the toast speaks of.
 */
export function AdminNotification() {
  const context = useNotificationContext();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const notification = context.takeNotification();
        return notification && persistentError(notification);
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={value}>
      <Notification
        autoHideDuration={TOAST_DURATION_MS}
        slotProps={{ clickAwayListener: { onClickAway: () => undefined } }}
      />
    </NotificationContext.Provider>
  );
}
