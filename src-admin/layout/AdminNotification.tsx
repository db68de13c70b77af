import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from '../../shared/ui';

/** One toast at a time (react-admin queues the rest), each shown for 5000 ms. */
export function AdminNotification() {
  return <Notification autoHideDuration={TOAST_DURATION_MS} />;
}
