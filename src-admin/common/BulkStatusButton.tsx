import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNotifyError } from './useNotifyError';

export interface BulkStatusButtonProps<Status extends string> {
  status: Status;
  /** Suffix of the keys `actions.bulk_<action>`, `bulk_confirm.<action>_title|_content`, `notifications.bulk_<action>`. */
  action: 'approve' | 'reject' | 'publish';
  icon: ReactElement;
  changeStatus: (id: Identifier, status: Status) => Promise<void>;
}

/** Moves every selected row to one status after a confirm prompt; reports how many changed, or the first failure. */
export function BulkStatusButton<Status extends string>({
  status,
  action,
  icon,
  changeStatus,
}: BulkStatusButtonProps<Status>) {
  const resource = useResourceContext();
  const { selectedIds, onSelect } = useListContext<RaRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const prefix = `resources.${resource}`;

  async function apply() {
    setSaving(true);
    const results = await Promise.allSettled(selectedIds.map((id) => changeStatus(id, status)));
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    setSaving(false);
    setOpen(false);
    if (failure) notifyError(failure.reason);
    else
      notify(`${prefix}.notifications.bulk_${action}`, {
        type: 'success',
        messageArgs: { smart_count: results.length },
      });
    // What failed stays selected, ready for another try.
    onSelect(selectedIds.filter((_, index) => results[index].status === 'rejected'));
    refresh();
  }

  return (
    <>
      {/* The bulk toolbar's tinted background leaves the primary colour below 4.5:1: the text colour keeps AA. */}
      <Button label={`${prefix}.actions.bulk_${action}`} onClick={() => setOpen(true)} sx={{ color: 'text.primary' }}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={saving}
        title={`${prefix}.bulk_confirm.${action}_title`}
        content={`${prefix}.bulk_confirm.${action}_content`}
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={apply}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
