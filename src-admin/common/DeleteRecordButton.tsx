import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { useNotifyError } from './useNotifyError';

/**
 * A row's delete button behind SPEC §8's confirm prompt ('… Tej operacji nie można cofnąć.').
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

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { name } });
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
      <ActionIconButton
        label={translate(`resources.${resource}.actions.delete`, { name })}
        onClick={() => setOpen(true)}
        color="error"
      >
        <DeleteIcon />
      </ActionIconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.delete_confirm.title`}
        content={`resources.${resource}.delete_confirm.content`}
        translateOptions={{ name }}
        confirm={`resources.${resource}.delete_confirm.submit`}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
