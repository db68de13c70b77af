import { useState, type ReactNode } from 'react';
import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StatusIcon from '@mui/icons-material/PublishedWithChanges';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ApproveDialog, type Approval } from './ApproveDialog';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { RowActionsMenu, useRowActionFocus, type RowAction } from './RowActionsMenu';

type Moderated<Status extends string> = RaRecord & { title: string; status: Status };

interface ModerationRowActionsProps<Status extends string, Record extends Moderated<Status>> {
  /** A waiting record's one-step approval, offered first while the record waits. */
  approval: Approval<Status>;
  statusDialog: (record: Record, onClose: () => void) => ReactNode;
  editDialog: (record: Record, onClose: () => void) => ReactNode;
}

type Dialog = 'approve' | 'status' | 'edit' | 'delete';

/** A moderated row's actions (offers, articles) in its 'Działania' menu: approve while waiting, change status, edit, delete. */
export function ModerationRowActions<Status extends string, Record extends Moderated<Status>>({
  approval,
  statusDialog,
  editDialog,
}: ModerationRowActionsProps<Status, Record>) {
  const record = useRecordContext<Record>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { buttonRef, returnFocus } = useRowActionFocus();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!record) return null;
  const close = () => {
    setDialog(null);
    returnFocus();
  };
  const action = (name: Dialog, icon: ReactNode, destructive = false): RowAction => ({
    label: translate(`resources.${resource}.actions.${name === 'status' ? 'change_status' : name}`, {
      name: record.title,
    }),
    icon,
    onSelect: () => setDialog(name),
    destructive,
  });
  const waiting = record.status === approval.from;
  const actions = [
    ...(waiting ? [action('approve', <ApproveIcon />)] : []),
    action('status', <StatusIcon />),
    action('edit', <EditIcon />),
    action('delete', <DeleteIcon />, true),
  ];
  return (
    <>
      <RowActionsMenu name={record.title} actions={actions} buttonRef={buttonRef} />
      {dialog === 'approve' && <ApproveDialog record={record} name={record.title} {...approval} onClose={close} />}
      {dialog === 'status' && statusDialog(record, close)}
      {dialog === 'edit' && editDialog(record, close)}
      {dialog === 'delete' && <DeleteRecordDialog name={record.title} onClose={close} />}
    </>
  );
}
