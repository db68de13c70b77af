import { Link } from '@mui/material';
import { DataTable, DateField, List, SelectInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { APPEAL_STATUSES, type AdminAppeal } from '../../shared/moderation';
import { TableRegion } from '../common/TableRegion';
import { DecideRowButton } from '../common/DecideRowButton';
import { EmptyListText } from '../common/EmptyListText';
import { DecisionFocus } from '../common/DecisionFocus';
import { RefreshActions } from '../common/RefreshActions';
import { FITTING_TABLE_SX } from '../common/tableStyles';
import { AppealDecisionDialog } from './AppealDecisionDialog';

const Column = DataTable.Col<AdminAppeal>;

const appealFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={APPEAL_STATUSES.map((status) => ({ id: status, name: `resources.appeals.statuses.${status}` }))}
    emptyText="resources.appeals.filters.all_statuses"
    alwaysOn
  />,
];

/** The element that takes focus once the appeal is decided: its status cell. */
const statusId = (id: Identifier) => `appeal-status-${id}`;

function TargetField() {
  const appeal = useRecordContext<AdminAppeal>();
  const translate = useTranslate();
  if (!appeal) return null;
  const kind = translate(`resources.appeals.targets.${appeal.target_type}`);
  return (
    <>
      {kind}:{' '}
      {appeal.target_path ? (
        // The public site is another page of the portal: a plain link, not the back office's router.
        <Link href={appeal.target_path}>{appeal.target_title}</Link>
      ) : (
        <>
          {appeal.target_title} {translate('resources.appeals.target_gone')}
        </>
      )}
    </>
  );
}

function DecisionField() {
  const appeal = useRecordContext<AdminAppeal>();
  const translate = useTranslate();
  if (!appeal) return null;
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.appeals.${key}`, args);
  return (
    <>
      {appeal.decision_summary} {t('decision_ground', { ground: t(`grounds.${appeal.decision_ground}`) })}{' '}
      {t('decision_statement', { text: appeal.decision_statement })}
    </>
  );
}

function StatusField() {
  const appeal = useRecordContext<AdminAppeal>();
  const translate = useTranslate();
  if (!appeal) return null;
  const t = (key: string) => translate(`resources.appeals.${key}`);
  const text = appeal.outcome
    ? [
        `${t(`statuses.${appeal.status}`)}: ${t(`outcomes.${appeal.outcome}`)}.`,
        appeal.outcome === 'reversed' && t(appeal.restored_status ? 'restored' : 'not_restored'),
        appeal.statement,
      ]
        .filter(Boolean)
        .join(' ')
    : t(`statuses.${appeal.status}`);
  return (
    <span id={statusId(appeal.id)} tabIndex={-1}>
      {text}
    </span>
  );
}

function DecideButton() {
  const appeal = useRecordContext<AdminAppeal>();
  const translate = useTranslate();
  if (!appeal || appeal.status !== 'open') return null;
  if (!appeal.can_decide) return <>{translate('resources.appeals.own_decision')}</>;
  return (
    <DecideRowButton
      idPrefix="appeal-decide-"
      recordId={appeal.id}
      label={translate('resources.appeals.actions.decide', { name: appeal.target_title })}
      dialog={(handlers) => <AppealDecisionDialog appeal={appeal} {...handlers} />}
    />
  );
}

/** 'Odwołania' (DSA art. 20): the authors' complaints, newest first, each decided by another admin than the decision's. */
export function AppealList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.layout.menu.appeals')}
      filters={appealFilters}
      filterDefaultValues={{ status: 'open' }}
      actions={<RefreshActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <DecisionFocus statusId={statusId} nextAction='[id^="appeal-decide-"]'>
        <TableRegion>
          <DataTable
            bulkActionButtons={false}
            empty={<EmptyListText message="resources.appeals.empty" />}
            rowClick={false}
            sx={FITTING_TABLE_SX}
          >
            <Column source="created_at">
              <DateField source="created_at" locales="pl-PL" showTime />
            </Column>
            <Column source="target_title" label="resources.appeals.fields.target" disableSort>
              <TargetField />
            </Column>
            <Column label="resources.appeals.fields.decision" disableSort>
              <DecisionField />
            </Column>
            <Column source="explanation" disableSort />
            <Column source="appellant" disableSort />
            <Column source="status">
              <StatusField />
            </Column>
            <Column label="resources.appeals.fields.actions">
              <DecideButton />
            </Column>
          </DataTable>
        </TableRegion>
      </DecisionFocus>
    </List>
  );
}
