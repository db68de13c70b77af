import { useId, useMemo, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useNotifyError } from './useNotifyError';
import {
  completeJustification,
  DecisionReasonFields,
  EMPTY_JUSTIFICATION,
  useJustification,
  type Justification,
} from './DecisionReasonFields';
import { ErrorSummary, settleProblems, type FormProblem } from './ErrorSummary';
import { useAdminDraft } from './useAdminDraft';

export interface StatusChangeDialogProps<Status extends string> {
  resource: 'offers' | 'blog_posts';
  record: { id: Identifier; status: Status };
  /** What the texts call the record (its title). */
  name: string;
  statuses: readonly Status[];
  /** Statuses that restrict the author's content: moving there asks for a statement of reasons (DSA art. 17). */
  restrictive: readonly Status[];
  changeStatus: (id: Identifier, status: Status, justification?: Justification) => Promise<void>;
  onClose: () => void;
}

const NOTHING_CHOSEN = { chosen: null, statement: EMPTY_JUSTIFICATION };

/**
 * An admin moves a record to any other status, and only after a confirm prompt. The prompt is the
 * dialog's second step rather than a second modal, so focus stays in one dialog and returns to the row's button.
 */
export function StatusChangeDialog<Status extends string>({
  resource,
  record,
  name,
  statuses,
  restrictive,
  changeStatus,
  onClose,
}: StatusChangeDialogProps<Status>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [chosen, setChosen] = useState<Status | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const justification = useJustification();
  const [shown, setShown] = useState<FormProblem[]>([]);
  const restricts = chosen !== null && restrictive.includes(chosen);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.${resource}.${key}`, args);
  const label = (status: Status) => t(`statuses.${status}`);
  const values = useMemo(() => ({ chosen, statement: justification.value }), [chosen, justification.value]);
  const draft = useAdminDraft<{ chosen: Status | null; statement: typeof justification.value }>({
    formKey: `${resource}-status:${record.id}`,
    values,
    initial: NOTHING_CHOSEN,
    onClose,
    onRestore: (kept) => {
      setChosen(kept.chosen && kept.chosen !== record.status && statuses.includes(kept.chosen) ? kept.chosen : null);
      justification.restore(kept.statement);
    },
  });

  async function apply(status: Status) {
    setSaving(true);
    try {
      const statement = completeJustification(justification.value);
      if (restrictive.includes(status) && statement) await changeStatus(record.id, status, statement);
      else await changeStatus(record.id, status);
      notify(`resources.${resource}.notifications.status_changed`, {
        type: 'success',
        messageArgs: { name, status: label(status) },
      });
      draft.discard();
      refresh();
      onClose();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={saving ? undefined : draft.cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {confirming && chosen ? (
        <>
          <DialogTitle id={titleId}>{t('status_dialog.confirm_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('status_dialog.confirm_content', { name, from: label(record.status), to: label(chosen) })}
            </DialogContentText>
            {restricts && justification.value.ground && (
              <DialogContentText sx={{ mt: 2, fontWeight: 'bold', overflowWrap: 'break-word' }}>
                {t('status_dialog.restriction_summary', {
                  name,
                  status: label(chosen),
                  ground: translate(`admin.moderation.grounds.${justification.value.ground}`),
                })}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            {/* A restricting status opens on 'Wróć', so an Enter pressed too soon restricts nothing. */}
            <Button onClick={() => setConfirming(false)} disabled={saving} autoFocus={restricts}>
              {t('status_dialog.back')}
            </Button>
            <Button variant="contained" onClick={() => apply(chosen)} disabled={saving} autoFocus={!restricts}>
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (settleProblems(restricts ? justification.problems() : [], setShown) && chosen) setConfirming(true);
          }}
        >
          <DialogTitle id={titleId}>{t('status_dialog.title')}</DialogTitle>
          <DialogContent>
            {draft.notice}
            <ErrorSummary problems={restricts ? shown : []} />
            <DialogContentText sx={{ mb: 2 }}>
              {t('status_dialog.intro', { name, status: label(record.status) })}
            </DialogContentText>
            <FormControl>
              <FormLabel id={`${titleId}-new`}>{t('status_dialog.new_status')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-new`}
                value={chosen ?? ''}
                onChange={(event) => setChosen(event.target.value as Status)}
              >
                {statuses
                  .filter((status) => status !== record.status)
                  .map((status, index) => (
                    <FormControlLabel
                      key={status}
                      value={status}
                      control={<Radio autoFocus={!draft.offered && (chosen ? status === chosen : index === 0)} />}
                      label={label(status)}
                    />
                  ))}
              </RadioGroup>
            </FormControl>
            {restricts && <DecisionReasonFields {...justification.fieldProps} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={draft.cancel}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!chosen}>
              {t('status_dialog.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** The statuses of a restriction map (shared/moderation.ts), for the dialog's `restrictive` prop. */
export function restrictiveStatuses<Status extends string>(restrictions: Partial<Record<Status, unknown>>): Status[] {
  return Object.keys(restrictions) as Status[];
}
