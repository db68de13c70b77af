import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyError } from './useNotifyError';

/**
 * A row's delete button behind the confirm prompt ('… Tej operacji nie można cofnąć.'), which opens on 'Anuluj'.
 * Texts come from `resources.<resource>.actions.delete`, `delete_confirm.*` and `notifications.deleted`.
 */
export function DeleteRecordButton({ name }: { name: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
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
          setOpen(false);
          notify(key('notifications.deleted'), { type: 'success', messageArgs: { name } });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <ActionIconButton label={translate(key('actions.delete'), { name })} onClick={() => setOpen(true)} color="error">
        <DeleteIcon />
      </ActionIconButton>
      {open && (
        <ConfirmDialog
          title={translate(key('delete_confirm.title'))}
          content={translate(key('delete_confirm.content'), { name })}
          confirmLabel={translate(key('delete_confirm.submit'))}
          destructive
          busy={isPending}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
