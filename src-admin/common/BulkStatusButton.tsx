import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { Justification } from '../../shared/moderation';
import { ConfirmDialog } from './ConfirmDialog';
import { completeJustification, DecisionReasonFields, useJustification } from './DecisionReasonFields';
import { ErrorSummary, settleProblems, type FormProblem } from './ErrorSummary';
import { useNotifyError } from './useNotifyError';

export interface BulkStatusButtonProps<Status extends string> {
  status: Status;
  /** Suffix of the keys `actions.bulk_<action>`, `bulk_confirm.<action>_title|_content`, `notifications.bulk_<action>`. */
  action: 'approve' | 'reject' | 'publish';
  icon: ReactElement;
  /** The status restricts the authors' content: the prompt asks for a statement of reasons (DSA art. 17). */
  asksReason?: boolean;
  changeStatus: (id: Identifier, status: Status, justification?: Justification) => Promise<void>;
}

/** Moves every selected row to one status after a confirm prompt; reports how many changed, or the first failure. */
export function BulkStatusButton<Status extends string>({
  status,
  action,
  icon,
  asksReason = false,
  changeStatus,
}: BulkStatusButtonProps<Status>) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { selectedIds, onSelect } = useListContext<RaRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const justification = useJustification();
  const [shown, setShown] = useState<FormProblem[]>([]);
  const prefix = `resources.${resource}`;

  async function apply(statement: Justification | null) {
    setSaving(true);
    const results = await Promise.allSettled(
      selectedIds.map((id) => (statement ? changeStatus(id, status, statement) : changeStatus(id, status))),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    setSaving(false);
    setOpen(false);
    justification.reset();
    setShown([]);
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
      {asksReason ? (
        <Dialog open={open} onClose={saving ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const statement = completeJustification(justification.value);
              if (settleProblems(justification.problems(), setShown) && statement) void apply(statement);
            }}
          >
            <DialogTitle id={titleId}>{translate(`${prefix}.bulk_confirm.${action}_title`)}</DialogTitle>
            <DialogContent>
              <ErrorSummary problems={shown} />
              <DialogContentText>
                {translate(`${prefix}.bulk_confirm.${action}_content`, { smart_count: selectedIds.length })}
              </DialogContentText>
              <DecisionReasonFields {...justification.fieldProps} />
            </DialogContent>
            <DialogActions>
              {/* A rejection restricts the authors' content: the dialog opens on 'Anuluj'. */}
              <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={saving} autoFocus />
              <Button label="ra.action.confirm" type="submit" variant="contained" disabled={saving} />
            </DialogActions>
          </form>
        </Dialog>
      ) : (
        open && (
          <ConfirmDialog
            title={translate(`${prefix}.bulk_confirm.${action}_title`)}
            content={translate(`${prefix}.bulk_confirm.${action}_content`, { smart_count: selectedIds.length })}
            confirmLabel={translate('ra.action.confirm')}
            busy={saving}
            onConfirm={() => void apply(null)}
            onClose={() => setOpen(false)}
          />
        )
      )}
    </>
  );
}
