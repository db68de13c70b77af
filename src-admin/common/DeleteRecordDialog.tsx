import { useDelete, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { focusAfterClose } from './focusAfterClose';
import { useNotifyError } from './useNotifyError';

export interface DeleteRecordDialogProps {
  /** What the texts call the record. */
  name: string;
  /**
   * The id of what takes focus once the record is deleted and its row gone; without it common/FocusKeeper takes focus
   * to the next row.
   */
  focusAfterDelete?: string;
  onClose: () => void;
}

/**
 * The confirm prompt before a row's record is deleted ('… Tej operacji nie można cofnąć.'), which opens on 'Anuluj'.
 * Texts come from `resources.<resource>.delete_confirm.*` and `notifications.deleted`.
 */
export function DeleteRecordDialog({ name, focusAfterDelete, onClose }: DeleteRecordDialogProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource) return null;
  const key = (suffix: string) => `resources.${resource}.${suffix}`;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify(key('notifications.deleted'), { type: 'success', messageArgs: { name } });
          refresh();
          if (focusAfterDelete) focusAfterClose(focusAfterDelete);
        },
        onError: (error) => {
          onClose();
          notifyError(error);
        },
      },
    );

  return (
    <ConfirmDialog
      title={translate(key('delete_confirm.title'))}
      content={translate(key('delete_confirm.content'), { name })}
      confirmLabel={translate(key('delete_confirm.submit'))}
      destructive
      busy={isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
