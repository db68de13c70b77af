import { DialogContentText } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { REPORT_DECISIONS, type AdminReport, type Justification } from '../../shared/moderation';
import { DecisionDialog } from '../common/DecisionDialog';
import { DecisionReasonFields, reasonError } from '../common/DecisionReasonFields';
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
  const [justification, setJustification] = useState<Justification>({ reason: '', ground: report.reason });
  const [reasonMessage, setReasonMessage] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.reports.${key}`, args);
  const decisions = REPORT_DECISIONS.filter(
    (option) => report.target_type !== 'profile' || option !== 'visibility_restricted',
  );

  return (
    <DecisionDialog
      resource="reports"
      choices={decisions}
      initialChoice="content_removed"
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
          <DecisionReasonFields
            value={justification}
            onChange={setJustification}
            error={reasonMessage}
            reasonRef={reasonRef}
            withoutGround={decision === 'no_action'}
          />
        </>
      )}
      isComplete={() => {
        const missing = reasonError(justification);
        setReasonMessage(missing && translate(missing));
        if (missing) reasonRef.current?.focus();
        return !missing;
      }}
      save={(decision) =>
        dataProvider.decideReport(report.id, {
          decision,
          statement: justification.reason,
          ground: justification.ground,
        })
      }
      success={() => ({ message: 'resources.reports.notifications.decided', args: { name: report.target_title } })}
      onClose={onClose}
      onDecided={onDecided}
    />
  );
}
