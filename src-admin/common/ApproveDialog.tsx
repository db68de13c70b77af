import { useState } from 'react';
import { useNotify, useRefresh, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyError } from './useNotifyError';

export interface Approval<Status extends string> {
  /** The status waiting for an admin ('pending_approval') and the one approval gives ('active', 'published'). */
  from: Status;
  to: Status;
  changeStatus: (id: Identifier, status: Status) => Promise<void>;
}

interface ApproveDialogProps<Status extends string> extends Approval<Status> {
  record: { id: Identifier; status: Status };
  name: string;
  onClose: () => void;
}

/**
 * Approval of a waiting record in one confirmed step: the row's action opens the confirm prompt of a status
 * change ('Czy na pewno chcesz zmienić status … z „Oczekuje na zatwierdzenie” na „Aktywna”?') and its confirmation
 * saves, instead of the status dialog followed by its prompt. Texts: `resources.<resource>.actions.approve`,
 * `status_dialog.confirm_title|confirm_content|approve_submit`, `notifications.status_changed`.
 */
export function ApproveDialog<Status extends string>({
  record,
  name,
  from,
  to,
  changeStatus,
  onClose,
}: ApproveDialogProps<Status>) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.${resource}.${key}`, args);
  const label = (status: Status) => t(`statuses.${status}`);

  async function approve() {
    setSaving(true);
    try {
      await changeStatus(record.id, to);
      notify(`resources.${resource}.notifications.status_changed`, {
        type: 'success',
        messageArgs: { name, status: label(to) },
      });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      title={t('status_dialog.confirm_title')}
      content={t('status_dialog.confirm_content', { name, from: label(from), to: label(to) })}
      confirmLabel={t('status_dialog.approve_submit')}
      busy={saving}
      onConfirm={() => void approve()}
      onClose={onClose}
    />
  );
}
