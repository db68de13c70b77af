import { Link } from '@mui/material';
import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { VERIFICATION_STATUSES, type AdminVerification } from '../../shared/verification';
import { DecisionQueueList, DecisionStatusCell, QueueDecideButton } from '../common/DecisionQueue';
import { ListSearchInput } from '../common/ListSearchInput';
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

function StatusField() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request) return null;
  const status = translate(`resources.verifications.statuses.${request.status}`);
  const decided = request.decided_by_email
    ? translate('resources.verifications.decided_by', { status, who: request.decided_by_email })
    : status;
  return (
    <DecisionStatusCell resource="verifications" id={request.id}>
      {decided}
      {request.reason && (
        <>
          <br />
          {request.reason}
        </>
      )}
    </DecisionStatusCell>
  );
}

/** 'Weryfikacje': organisations' requests, the numbers with links to the public registers, and the decision. */
export function VerificationList() {
  return (
    <DecisionQueueList resource="verifications" filters={verificationFilters} waitingStatus="pending">
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
        <QueueDecideButton<AdminVerification>
          resource="verifications"
          waiting={(request) => request.status === 'pending'}
          name={(request) => request.organization_name}
          dialog={(request, handlers) => <VerificationDecisionDialog request={request} {...handlers} />}
        />
      </Column>
    </DecisionQueueList>
  );
}
