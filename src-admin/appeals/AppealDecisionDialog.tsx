import { DialogContentText, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { APPEAL_OUTCOMES, type AdminAppeal } from '../../shared/moderation';
import { DecisionDialog } from '../common/DecisionDialog';
import { DecisionReasonFields, EMPTY_JUSTIFICATION, useJustification } from '../common/DecisionReasonFields';
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
  // An appeal's outcome has no ground of its own; the field set is shared with the restricting dialogs.
  const justification = useJustification();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.appeals.${key}`, args);
  const target = `${t(`targets.${appeal.target_type}`)} „${appeal.target_title}”`;

  return (
    <DecisionDialog
      resource="appeals"
      maxWidth="md"
      choices={APPEAL_OUTCOMES}
      choicesLabel={t('decide_dialog.outcome')}
      choiceLabel={(option) => t(`outcomes.${option}`)}
      context={
        <>
          <Typography variant="subtitle1" component="h3">
            {t('decide_dialog.decision')}
          </Typography>
          <DialogContentText sx={{ overflowWrap: 'break-word' }}>
            {`${target}. ${appeal.decision_summary}`}
          </DialogContentText>
          <DialogContentText sx={{ overflowWrap: 'break-word' }}>
            {t('decision_ground', { ground: t(`grounds.${appeal.decision_ground}`) })}{' '}
            {t('decision_statement', { text: appeal.decision_statement })}
          </DialogContentText>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('decide_dialog.explanation')}
          </Typography>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'break-word' }}>{appeal.explanation}</DialogContentText>
        </>
      }
      fields={() => (
        <>
          <DialogContentText sx={{ mt: 2 }}>{t('decide_dialog.outcome_hint')}</DialogContentText>
          <DecisionReasonFields {...justification.fieldProps} withoutGround />
        </>
      )}
      problems={() => justification.problems(true)}
      summary={(outcome) => t(`decide_dialog.summary.${outcome}`, { target })}
      save={(outcome) => dataProvider.decideAppeal(appeal.id, { outcome, statement: justification.value.reason })}
      success={() => ({ message: 'resources.appeals.notifications.decided', args: { name: appeal.target_title } })}
      onClose={onClose}
      onDecided={onDecided}
      statement={{
        key: `appeal:${appeal.id}`,
        value: justification.value,
        empty: EMPTY_JUSTIFICATION,
        restore: justification.restore,
      }}
    />
  );
}
