import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useResourceContext, useTranslate } from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';

/** A row's delete button behind the confirm prompt; its text is `resources.<resource>.actions.delete`. */
export function DeleteRecordButton({ name, focusAfterDelete }: Omit<DeleteRecordDialogProps, 'onClose'>) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!resource) return null;
  return (
    <>
      <ActionIconButton
        label={translate(`resources.${resource}.actions.delete`, { name })}
        onClick={() => setOpen(true)}
        color="error"
      >
        <DeleteIcon />
      </ActionIconButton>
      {open && <DeleteRecordDialog name={name} focusAfterDelete={focusAfterDelete} onClose={() => setOpen(false)} />}
    </>
  );
}
