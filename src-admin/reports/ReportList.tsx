import { Link } from '@mui/material';
import { DataTable, DateField, List, SelectInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { REPORT_REASONS, REPORT_STATUSES, type AdminReport } from '../../shared/moderation';
import { TableRegion } from '../common/TableRegion';
import { DecideRowButton } from '../common/DecideRowButton';
import { EmptyListText } from '../common/EmptyListText';
import { DecisionFocus } from '../common/DecisionFocus';
import { RefreshActions } from '../common/RefreshActions';
import { FITTING_TABLE_SX } from '../common/tableStyles';
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

function TargetField() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report) return null;
  const kind = translate(`resources.reports.targets.${report.target_type}`);
  return (
    <>
      {kind}:{' '}
      {report.target_path ? (
        // The public site is another page of the portal: a plain link, not the back office's router.
        <Link href={report.target_path}>{report.target_title}</Link>
      ) : (
        <>
          {report.target_title} {translate('resources.reports.target_gone')}
        </>
      )}
    </>
  );
}

function NotifierField() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report) return null;
  const who = [report.name, report.email].filter(Boolean).join(', ') || translate('resources.reports.anonymous');
  return <>{report.signed_in ? `${who} ${translate('resources.reports.signed_in')}` : who}</>;
}

/** The element that takes focus once the notice is decided: its status cell. */
const statusId = (id: Identifier) => `report-status-${id}`;

function StatusField() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report) return null;
  const status = translate(`resources.reports.statuses.${report.status}`);
  return (
    <span id={statusId(report.id)} tabIndex={-1}>
      {report.decision ? `${status}: ${translate(`resources.reports.decisions.${report.decision}`)}` : status}
    </span>
  );
}

function DecideButton() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  if (!report || report.status !== 'open') return null;
  return (
    <DecideRowButton
      idPrefix="report-decide-"
      recordId={report.id}
      label={translate('resources.reports.actions.decide', { name: report.target_title })}
      dialog={(handlers) => <ReportDecisionDialog report={report} {...handlers} />}
    />
  );
}

/** 'Zgłoszenia' (DSA art. 16): the notices, newest first, filtered by status and reason, each decided here. */
export function ReportList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.layout.menu.reports')}
      filters={reportFilters}
      filterDefaultValues={{ status: 'open' }}
      actions={<RefreshActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <DecisionFocus statusId={statusId} nextAction='[id^="report-decide-"]'>
        <TableRegion>
          <DataTable
            bulkActionButtons={false}
            empty={<EmptyListText message="resources.reports.empty" />}
            rowClick={false}
            sx={FITTING_TABLE_SX}
          >
            <Column source="created_at">
              <DateField source="created_at" locales="pl-PL" showTime />
            </Column>
            <Column source="target_title" label="resources.reports.fields.target" disableSort>
              <TargetField />
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
              <DecideButton />
            </Column>
          </DataTable>
        </TableRegion>
      </DecisionFocus>
    </List>
  );
}
