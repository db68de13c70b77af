import { useState, type ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import StatusIcon from '@mui/icons-material/PublishedWithChanges';
import { Box } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ActionIconButton } from './ActionIconButton';
import { DeleteRecordButton } from './DeleteRecordButton';

interface ModerationRowActionsProps<Record extends RaRecord & { title: string }> {
  statusDialog: (record: Record, onClose: () => void) => ReactNode;
  editDialog: (record: Record, onClose: () => void) => ReactNode;
}

/** A moderated row's actions (offers, articles): change status, edit, delete; each opens its dialog. */
export function ModerationRowActions<Record extends RaRecord & { title: string }>({
  statusDialog,
  editDialog,
}: ModerationRowActionsProps<Record>) {
  const record = useRecordContext<Record>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'status' | 'edit' | null>(null);
  if (!record) return null;
  const close = () => setDialog(null);
  const label = (action: string) => translate(`resources.${resource}.actions.${action}`, { name: record.title });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
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
