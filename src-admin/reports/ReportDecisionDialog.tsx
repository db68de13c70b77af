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
import { useId, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { REPORT_DECISIONS, type AdminReport, type Justification, type ReportDecision } from '../../shared/moderation';
import { DecisionReasonFields, reasonError } from '../common/DecisionReasonFields';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';

interface ReportDecisionDialogProps {
  report: AdminReport;
  onClose: () => void;
  /** Called once the decision is saved, to move focus to what it changed. */
  onDecided: () => void;
}

/** The admin's decision on a notice with its statement of reasons; removal and restriction change the target. */
export function ReportDecisionDialog({ report, onClose, onDecided }: ReportDecisionDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [decision, setDecision] = useState<ReportDecision>('content_removed');
  const [justification, setJustification] = useState<Justification>({ reason: '', ground: report.reason });
  const [reasonMessage, setReasonMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.reports.${key}`, args);
  const decisions = REPORT_DECISIONS.filter(
    (option) => report.target_type !== 'profile' || option !== 'visibility_restricted',
  );

  async function save() {
    setSaving(true);
    try {
      await dataProvider.decideReport(report.id, {
        decision,
        statement: justification.reason,
        ground: justification.ground,
      });
      notify('resources.reports.notifications.decided', {
        type: 'success',
        messageArgs: { name: report.target_title },
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
      // The list moves focus itself: the opening button is gone once the notice is decided.
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
          <DialogContentText>
            {t('decide_dialog.intro', {
              target: `${t(`targets.${report.target_type}`)} „${report.target_title}”`,
              reason: t(`reasons.${report.reason}`),
            })}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
            {t('decide_dialog.explanation', { text: report.explanation })}
          </DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-decision`}>{t('decide_dialog.decision')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-decision`}
              value={decision}
              onChange={(event) => setDecision(event.target.value as ReportDecision)}
            >
              {decisions.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={t(`decisions.${option}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <DialogContentText sx={{ mt: 2 }}>{t('decide_dialog.statement_hint')}</DialogContentText>
          <DecisionReasonFields
            value={justification}
            onChange={setJustification}
            error={reasonMessage}
            reasonRef={reasonRef}
            withoutGround={decision === 'no_action'}
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
