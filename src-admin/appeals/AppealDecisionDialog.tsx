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
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { APPEAL_OUTCOMES, type AdminAppeal, type AppealOutcome, type Justification } from '../../shared/moderation';
import { DecisionReasonFields, reasonError } from '../common/DecisionReasonFields';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';

interface AppealDecisionDialogProps {
  appeal: AdminAppeal;
  onClose: () => void;
  /** Called once the outcome is saved, to move focus to what the decision changed. */
  onDecided: () => void;
}

/** The outcome of an appeal with its statement: the dialog shows the contested decision and the author's side. */
export function AppealDecisionDialog({ appeal, onClose, onDecided }: AppealDecisionDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [outcome, setOutcome] = useState<AppealOutcome>('upheld');
  // An appeal's outcome has no ground of its own; the field set is shared with the restricting dialogs.
  const [justification, setJustification] = useState<Justification>({ reason: '', ground: appeal.decision_ground });
  const [reasonMessage, setReasonMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.appeals.${key}`, args);

  async function save() {
    setSaving(true);
    try {
      await dataProvider.decideAppeal(appeal.id, { outcome, statement: justification.reason });
      notify('resources.appeals.notifications.decided', {
        type: 'success',
        messageArgs: { name: appeal.target_title },
      });
      refresh();
      onDecided();
    } catch (error) {
      notifyError(error);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      // After a decision the opening button is gone; the list moves focus to the row's new status instead.
      disableRestoreFocus
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const missing = reasonError(justification);
          setReasonMessage(missing && translate(missing));
          if (missing) reasonRef.current?.focus();
          else void save();
        }}
      >
        <DialogTitle id={titleId}>{t('decide_dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle1" component="h3">
            {t('decide_dialog.decision')}
          </Typography>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {`${t(`targets.${appeal.target_type}`)} „${appeal.target_title}”. ${appeal.decision_summary}`}
          </DialogContentText>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('decision_ground', { ground: t(`grounds.${appeal.decision_ground}`) })}{' '}
            {t('decision_statement', { text: appeal.decision_statement })}
          </DialogContentText>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('decide_dialog.explanation')}
          </Typography>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{appeal.explanation}</DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-outcome`}>{t('decide_dialog.outcome')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-outcome`}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as AppealOutcome)}
            >
              {APPEAL_OUTCOMES.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={t(`outcomes.${option}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <DialogContentText sx={{ mt: 2 }}>{t('decide_dialog.outcome_hint')}</DialogContentText>
          <DecisionReasonFields
            value={justification}
            onChange={setJustification}
            error={reasonMessage}
            reasonRef={reasonRef}
            withoutGround
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('decide_dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
