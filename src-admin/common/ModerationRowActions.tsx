import { useState, type ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import StatusIcon from '@mui/icons-material/PublishedWithChanges';
import { Box } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { ApproveRowButton, type Approval } from './ApproveRowButton';
import { DeleteRecordButton } from './DeleteRecordButton';

type Moderated<Status extends string> = RaRecord & { title: string; status: Status };

interface ModerationRowActionsProps<Status extends string, Record extends Moderated<Status>> {
  /** A waiting record's one-step approval, shown first while the record waits. */
  approval: Approval<Status>;
  statusDialog: (record: Record, onClose: () => void) => ReactNode;
  editDialog: (record: Record, onClose: () => void) => ReactNode;
}

/** A moderated row's actions (offers, articles): approve while waiting, change status, edit, delete. */
export function ModerationRowActions<Status extends string, Record extends Moderated<Status>>({
  approval,
  statusDialog,
  editDialog,
}: ModerationRowActionsProps<Status, Record>) {
  const record = useRecordContext<Record>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'status' | 'edit' | null>(null);
  if (!record) return null;
  const close = () => setDialog(null);
  const label = (action: string) => translate(`resources.${resource}.actions.${action}`, { name: record.title });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <ApproveRowButton record={record} name={record.title} {...approval} />
      <ActionIconButton label={label('change_status')} onClick={() => setDialog('status')}>
        <StatusIcon />
      </ActionIconButton>
      <ActionIconButton label={label('edit')} onClick={() => setDialog('edit')}>
        <EditIcon />
      </ActionIconButton>
      <DeleteRecordButton name={record.title} />
      {dialog === 'status' && statusDialog(record, close)}
      {dialog === 'edit' && editDialog(record, close)}
    </Box>
  );
}
