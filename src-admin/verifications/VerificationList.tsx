import GavelIcon from '@mui/icons-material/Gavel';
import { Link } from '@mui/material';
import { useState } from 'react';
import { DataTable, DateField, List, SelectInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { VERIFICATION_STATUSES, type AdminVerification } from '../../shared/verification';
import { ActionIconButton } from '../common/ActionIconButton';
import { DecisionFocus, useDecisionFocus } from '../common/DecisionFocus';
import { EmptyListText } from '../common/EmptyListText';
import { focusAfterClose } from '../common/focusAfterClose';
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
  const [open, setOpen] = useState(false);
  const decided = useDecisionFocus();
  if (!request || request.status !== 'pending') return null;
  return (
    <>
      <ActionIconButton
        id={`verification-decide-${request.id}`}
        label={translate('resources.verifications.actions.decide', { name: request.organization_name })}
        onClick={() => setOpen(true)}
      >
        <GavelIcon />
      </ActionIconButton>
      {open && (
        <VerificationDecisionDialog
          request={request}
          onClose={() => {
            setOpen(false);
            focusAfterClose(`verification-decide-${request.id}`);
          }}
          onDecided={() => {
            setOpen(false);
            decided(request.id);
          }}
        />
      )}
    </>
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
      </DecisionFocus>
    </List>
  );
}
