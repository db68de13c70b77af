import { DialogContentText } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { REPORT_DECISIONS, type AdminReport } from '../../shared/moderation';
import { DecisionDialog } from '../common/DecisionDialog';
import { DecisionReasonFields, EMPTY_JUSTIFICATION, useJustification } from '../common/DecisionReasonFields';
import type { AdminDataProvider } from '../providers/dataProvider';

interface ReportDecisionDialogProps {
  report: AdminReport;
  onClose: () => void;
  /** Called once the decision is saved, to move focus to what it changed. */
  onDecided: () => void;
}

/**
 * The admin's decision on a notice with its statement of reasons; removal and restriction change the target. The
 * ground is the admin's own choice: the reporter's reason is what they suspected, not what the admin found.
 */
export function ReportDecisionDialog({ report, onClose, onDecided }: ReportDecisionDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const justification = useJustification();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.reports.${key}`, args);
  const decisions = REPORT_DECISIONS.filter(
    (option) => report.target_type !== 'profile' || option !== 'visibility_restricted',
  );

  return (
    <DecisionDialog
      resource="reports"
      choices={decisions}
      choicesLabel={t('decide_dialog.decision')}
      choiceLabel={(option) => t(`decisions.${option}`)}
      context={
        <>
          <DialogContentText>
            {t('decide_dialog.intro', {
              target: `${t(`targets.${report.target_type}`)} „${report.target_title}”`,
              reason: t(`reasons.${report.reason}`),
            })}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1, mb: 2, overflowWrap: 'break-word' }}>
            {t('decide_dialog.explanation', { text: report.explanation })}
          </DialogContentText>
        </>
      }
      fields={(decision) => (
        <>
          <DialogContentText sx={{ mt: 2 }}>{t('decide_dialog.statement_hint')}</DialogContentText>
          <DecisionReasonFields {...justification.fieldProps} withoutGround={decision === 'no_action'} />
        </>
      )}
      problems={(decision) => justification.problems(decision === 'no_action')}
      summary={(decision) => {
        const { ground } = justification.value;
        if (decision === 'no_action') return t('decide_dialog.summary.no_action', { name: report.target_title });
        if (!ground) return null;
        return t(`decide_dialog.summary.${decision}_${report.target_type}`, {
          name: report.target_title,
          ground: translate(`admin.moderation.grounds.${ground}`),
        });
      }}
      save={(decision) => {
        const { reason, ground } = justification.value;
        return dataProvider.decideReport(report.id, {
          decision,
          statement: reason,
          ...(decision !== 'no_action' && ground ? { ground } : {}),
        });
      }}
      success={() => ({ message: 'resources.reports.notifications.decided', args: { name: report.target_title } })}
      onClose={onClose}
      onDecided={onDecided}
      statement={{
        key: `report:${report.id}`,
        value: justification.value,
        empty: EMPTY_JUSTIFICATION,
        restore: justification.restore,
      }}
    />
  );
}
