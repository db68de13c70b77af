import { Link } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, DateField, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ModerationTarget } from '../../shared/moderation';
import { AdminList, AdminTable } from './AdminList';
import { DecideRowButton } from './DecideRowButton';
import { DecisionFocus } from './DecisionFocus';

/** The back office's queues of things waiting for an admin's decision. */
export type DecisionQueueResource = 'reports' | 'appeals' | 'verifications';

/** The element that takes focus once a row is decided and still listed: its status cell. */
const statusId = (resource: DecisionQueueResource) => (id: Identifier) => `${resource}-status-${id}`;
const decidePrefix = (resource: DecisionQueueResource) => `${resource}-decide-`;

interface DecisionQueueListProps {
  resource: DecisionQueueResource;
  filters: ReactElement[];
  /** The status a row waits in; the list opens filtered to it. */
  waitingStatus: string;
  /** The columns after the date the row came in. */
  children: ReactNode;
}

/**
 * A queue newest first, opened on what still waits, each row decided in a dialog. Focus after a decision goes to the
 * row's status, or the next row waiting (DecisionFocus).
 */
export function DecisionQueueList({ resource, filters, waitingStatus, children }: DecisionQueueListProps) {
  return (
    <AdminList
      resource={resource}
      filters={filters}
      filterDefaultValues={{ status: waitingStatus }}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <DecisionFocus statusId={statusId(resource)} nextAction={`[id^="${decidePrefix(resource)}"]`}>
        <AdminTable resource={resource}>
          <DataTable.Col source="created_at">
            <DateField source="created_at" locales="pl-PL" showTime />
          </DataTable.Col>
          {children}
        </AdminTable>
      </DecisionFocus>
    </AdminList>
  );
}

/** A row's status cell, which takes focus after the row's decision. */
export function DecisionStatusCell({
  resource,
  id,
  children,
}: {
  resource: DecisionQueueResource;
  id: Identifier;
  children: ReactNode;
}) {
  return (
    <span id={statusId(resource)(id)} tabIndex={-1}>
      {children}
    </span>
  );
}

interface DecideButtonProps<RecordType extends RaRecord> {
  resource: DecisionQueueResource;
  /** Whether the row still waits for a decision. */
  waiting: (record: RecordType) => boolean;
  /** What the row is about, read in the button's name ('Rozpatrz zgłoszenie: …'). */
  name: (record: RecordType) => string;
  dialog: (record: RecordType, handlers: { onClose: () => void; onDecided: () => void }) => ReactNode;
}

/** The row's 'decide' button, shown only while the row waits. */
export function QueueDecideButton<RecordType extends RaRecord>({
  resource,
  waiting,
  name,
  dialog,
}: DecideButtonProps<RecordType>) {
  const record = useRecordContext<RecordType>();
  const translate = useTranslate();
  if (!record || !waiting(record)) return null;
  return (
    <DecideRowButton
      idPrefix={decidePrefix(resource)}
      recordId={record.id}
      label={translate(`resources.${resource}.actions.decide`, { name: name(record) })}
      dialog={(handlers) => dialog(record, handlers)}
    />
  );
}

interface ModerationTargetRecord extends RaRecord {
  target_type: ModerationTarget;
  target_title: string;
  target_path: string | null;
}

/** What a notice or an appeal is about: its kind and a link to it, or its title and a note that it is gone. */
export function ModerationTargetField({ resource }: { resource: 'reports' | 'appeals' }) {
  const record = useRecordContext<ModerationTargetRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const kind = translate(`resources.${resource}.targets.${record.target_type}`);
  return (
    <>
      {kind}:{' '}
      {record.target_path ? (
        // The public site is another page of the portal: a plain link, not the back office's router.
        <Link href={record.target_path}>{record.target_title}</Link>
      ) : (
        <>
          {record.target_title} {translate(`resources.${resource}.target_gone`)}
        </>
      )}
    </>
  );
}
