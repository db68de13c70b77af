import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { APPEAL_STATUSES, type AdminAppeal } from '../../shared/moderation';
import {
  DecisionQueueList,
  DecisionStatusCell,
  ModerationTargetField,
  QueueDecideButton,
} from '../common/DecisionQueue';
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
    <DecisionStatusCell resource="appeals" id={appeal.id}>
      {text}
    </DecisionStatusCell>
  );
}

function DecideButton() {
  const appeal = useRecordContext<AdminAppeal>();
  const translate = useTranslate();
  if (appeal?.status === 'open' && !appeal.can_decide) return <>{translate('resources.appeals.own_decision')}</>;
  return (
    <QueueDecideButton<AdminAppeal>
      resource="appeals"
      waiting={(row) => row.status === 'open'}
      name={(row) => row.target_title}
      dialog={(row, handlers) => <AppealDecisionDialog appeal={row} {...handlers} />}
    />
  );
}

/** 'Odwołania' (DSA art. 20): the authors' complaints, newest first, each decided by another admin than the decision's. */
export function AppealList() {
  return (
    <DecisionQueueList resource="appeals" filters={appealFilters} waitingStatus="open">
      <Column source="target_title" label="resources.appeals.fields.target" disableSort>
        <ModerationTargetField resource="appeals" />
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
    </DecisionQueueList>
  );
}
