import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Justification } from '../../shared/moderation';
import { completeJustification, DecisionReasonFields, useJustification } from '../common/DecisionReasonFields';
import { ErrorSummary, settleProblems, type FormProblem } from '../common/ErrorSummary';

interface UserBanDialogProps {
  name: string;
  busy: boolean;
  onBan: (justification: Justification) => void;
  onClose: () => void;
}

/** A ban restricts an account: it asks for the statement of reasons the person receives (DSA art. 17). */
export function UserBanDialog({ name, busy, onBan, onClose }: UserBanDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const justification = useJustification();
  const [shown, setShown] = useState<FormProblem[]>([]);
  const { ground } = justification.value;
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.moderation.${key}`, args);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const statement = completeJustification(justification.value);
          if (settleProblems(justification.problems(), setShown) && statement) onBan(statement);
        }}
      >
        <DialogTitle id={titleId}>{t('ban_title')}</DialogTitle>
        <DialogContent>
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
          <Button onClick={onClose} disabled={busy} autoFocus>
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
