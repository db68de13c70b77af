import RejectIcon from '@mui/icons-material/HighlightOff';
import type { ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import type { Justification } from '../../shared/moderation';
import { BulkStatusButton, type BulkStatusButtonProps } from './BulkStatusButton';

interface ModerationBulkActionsProps<Status extends string> {
  /** The status that lets the selected rows out (approved, published) and its action's keys. */
  accept: { status: Status; action: BulkStatusButtonProps<Status>['action']; icon: ReactElement };
  /** The status that turns them away; it restricts the authors' content, so the prompt asks for the reasons. */
  reject: Status;
  changeStatus: (id: Identifier, status: Status, justification?: Justification) => Promise<void>;
}

/** Bulk moderation of the selected rows: let them out, or reject them with a statement of reasons. */
export function ModerationBulkActions<Status extends string>({
  accept,
  reject,
  changeStatus,
}: ModerationBulkActionsProps<Status>) {
  return (
    <>
      <BulkStatusButton<Status>
        status={accept.status}
        action={accept.action}
        icon={accept.icon}
        changeStatus={changeStatus}
      />
      <BulkStatusButton<Status>
        status={reject}
        action="reject"
        asksReason
        icon={<RejectIcon />}
        changeStatus={changeStatus}
      />
    </>
  );
}
