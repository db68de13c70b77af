import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { REPORT_REASONS, REPORT_STATUSES, type AdminReport } from '../../shared/moderation';
import {
  DecisionQueueList,
  DecisionStatusCell,
  ModerationTargetField,
  QueueDecideButton,
} from '../common/DecisionQueue';
import { ReportDecisionDialog } from './ReportDecisionDialog';

const Column = DataTable.Col<AdminReport>;

const reportFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={REPORT_STATUSES.map((status) => ({ id: status, name: `resources.reports.statuses.${status}` }))}
    emptyText="resources.reports.filters.all_statuses"
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    choices={REPORT_REASONS.map((reason) => ({ id: reason, name: `resources.reports.reasons.${reason}` }))}
    emptyText="resources.reports.filters.all_reasons"
    alwaysOn
  />,
];

function NotifierField() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report) return null;
  const who = [report.name, report.email].filter(Boolean).join(', ') || translate('resources.reports.anonymous');
  return <>{report.signed_in ? `${who} ${translate('resources.reports.signed_in')}` : who}</>;
}

function StatusField() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report) return null;
  const status = translate(`resources.reports.statuses.${report.status}`);
  return (
    <DecisionStatusCell resource="reports" id={report.id}>
      {report.decision ? `${status}: ${translate(`resources.reports.decisions.${report.decision}`)}` : status}
    </DecisionStatusCell>
  );
}

/** 'Zgłoszenia' (DSA art. 16): the notices, newest first, filtered by status and reason, each decided here. */
export function ReportList() {
  const translate = useTranslate();
  return (
    <DecisionQueueList resource="reports" filters={reportFilters} waitingStatus="open">
      <Column source="target_title" label="resources.reports.fields.target" disableSort>
        <ModerationTargetField resource="reports" />
      </Column>
      <Column source="reason" render={(report) => translate(`resources.reports.reasons.${report.reason}`)} />
      <Column source="explanation" disableSort />
      <Column label="resources.reports.fields.notifier" disableSort>
        <NotifierField />
      </Column>
      <Column source="status">
        <StatusField />
      </Column>
      <Column label="resources.reports.fields.actions">
        <QueueDecideButton<AdminReport>
          resource="reports"
          waiting={(report) => report.status === 'open'}
          name={(report) => report.target_title}
          dialog={(report, handlers) => <ReportDecisionDialog report={report} {...handlers} />}
        />
      </Column>
    </DecisionQueueList>
  );
}
