import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Justification } from '../../shared/moderation';
import {
  completeJustification,
  DecisionReasonFields,
  EMPTY_JUSTIFICATION,
  useJustification,
} from '../common/DecisionReasonFields';
import { ErrorSummary, settleProblems, type FormProblem } from '../common/ErrorSummary';
import { useAdminDraft } from '../common/useAdminDraft';

interface UserBanDialogProps {
  userId: string;
  name: string;
  busy: boolean;
  /** Bans with the statement; `saved` is called once the ban is saved (the draft is then no longer needed). */
  onBan: (justification: Justification, saved: () => void) => void;
  onClose: () => void;
}

/** A ban restricts an account: it asks for the statement of reasons the person receives (DSA art. 17). */
export function UserBanDialog({ userId, name, busy, onBan, onClose }: UserBanDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const justification = useJustification();
  const [shown, setShown] = useState<FormProblem[]>([]);
  const { ground } = justification.value;
  const draft = useAdminDraft({
    formKey: `user-ban:${userId}`,
    values: justification.value,
    initial: EMPTY_JUSTIFICATION,
    onClose,
    onRestore: justification.restore,
  });
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.moderation.${key}`, args);
  return (
    <Dialog open onClose={busy ? undefined : draft.cancel} aria-labelledby={titleId} fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const statement = completeJustification(justification.value);
          if (settleProblems(justification.problems(), setShown) && statement) onBan(statement, draft.discard);
        }}
      >
        <DialogTitle id={titleId}>{t('ban_title')}</DialogTitle>
        <DialogContent>
          {draft.notice}
          <ErrorSummary problems={shown} />
          <DialogContentText>{t('ban_intro', { name })}</DialogContentText>
          <DecisionReasonFields {...justification.fieldProps} />
          {ground && (
            <DialogContentText id={`${titleId}-summary`} sx={{ mt: 2, fontWeight: 'bold', overflowWrap: 'break-word' }}>
              {t('ban_summary', { name, ground: t(`grounds.${ground}`) })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          {/* A ban restricts an account: the dialog opens on 'Anuluj'. */}
          <Button onClick={draft.cancel} disabled={busy} autoFocus={!draft.offered}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy}
            aria-describedby={ground ? `${titleId}-summary` : undefined}
          >
            {t('ban_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
