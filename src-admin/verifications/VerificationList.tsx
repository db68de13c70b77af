import { Link } from '@mui/material';
import { DataTable, DateField, List, SelectInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { VERIFICATION_STATUSES, type AdminVerification } from '../../shared/verification';
import { TableRegion } from '../common/TableRegion';
import { DecideRowButton } from '../common/DecideRowButton';
import { DecisionFocus } from '../common/DecisionFocus';
import { EmptyListText } from '../common/EmptyListText';
import { ListSearchInput } from '../common/ListSearchInput';
import { RefreshActions } from '../common/RefreshActions';
import { FITTING_TABLE_SX } from '../common/tableStyles';
import { NumbersField, RegisterLinksField } from './RegisterLinks';
import { VerificationDecisionDialog } from './VerificationDecisionDialog';

const Column = DataTable.Col<AdminVerification>;

const verificationFilters = [
  <ListSearchInput key="q" placeholder="resources.verifications.filters.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={VERIFICATION_STATUSES.map((status) => ({
      id: status,
      name: `resources.verifications.statuses.${status}`,
    }))}
    emptyText="resources.verifications.filters.all_statuses"
    alwaysOn
  />,
];

function OrganisationField() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <>
      {request.company_slug ? (
        // The public profile is another page of the portal: a plain link, not the back office's router.
        <Link
          href={`/profil/${request.company_slug}`}
          aria-label={translate('resources.verifications.open_profile', { name: request.organization_name })}
        >
          {request.organization_name}
        </Link>
      ) : (
        request.organization_name
      )}
      <br />
      {request.email}
    </>
  );
}

/** The element that takes focus once the request is decided: its status cell. */
const statusId = (id: Identifier) => `verification-status-${id}`;

function StatusField() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request) return null;
  const status = translate(`resources.verifications.statuses.${request.status}`);
  const decided = request.decided_by_email
    ? translate('resources.verifications.decided_by', { status, who: request.decided_by_email })
    : status;
  return (
    <span id={statusId(request.id)} tabIndex={-1}>
      {decided}
      {request.reason && (
        <>
          <br />
          {request.reason}
        </>
      )}
    </span>
  );
}

function DecideButton() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request || request.status !== 'pending') return null;
  return (
    <DecideRowButton
      idPrefix="verification-decide-"
      recordId={request.id}
      label={translate('resources.verifications.actions.decide', { name: request.organization_name })}
      dialog={(handlers) => <VerificationDecisionDialog request={request} {...handlers} />}
    />
  );
}

/** 'Weryfikacje': organisations' requests, the numbers with links to the public registers, and the decision. */
export function VerificationList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.layout.menu.verifications')}
      filters={verificationFilters}
      filterDefaultValues={{ status: 'pending' }}
      actions={<RefreshActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <DecisionFocus statusId={statusId} nextAction='[id^="verification-decide-"]'>
        <TableRegion>
          <DataTable
            bulkActionButtons={false}
            empty={<EmptyListText message="resources.verifications.empty" />}
            rowClick={false}
            sx={FITTING_TABLE_SX}
          >
            <Column source="created_at">
              <DateField source="created_at" locales="pl-PL" showTime />
            </Column>
            <Column source="organization_name">
              <OrganisationField />
            </Column>
            <Column label="resources.verifications.fields.numbers" disableSort>
              <NumbersField />
            </Column>
            <Column label="resources.verifications.fields.registers" disableSort>
              <RegisterLinksField />
            </Column>
            <Column source="status">
              <StatusField />
            </Column>
            <Column label="resources.verifications.fields.actions">
              <DecideButton />
            </Column>
          </DataTable>
        </TableRegion>
      </DecisionFocus>
    </List>
  );
}
