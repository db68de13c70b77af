import { Chip, Link, TextField, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { BooleanInput, DataTable, DateField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import {
  ACCESSIBILITY_REQUEST_STATUSES,
  type AccessibilityRequest,
  type AccessibilityRequestStatus,
} from '../../shared/accessibilityRequests';
import { polishMobileNumber } from '../../shared/phone';
import { ListSearchInput } from '../common/ListSearchInput';
import { useRowAction } from '../common/useRowAction';
import { AdminList, AdminTable } from '../common/AdminList';
import { SecondaryText } from '../common/SecondaryText';

const Column = DataTable.Col<AccessibilityRequest>;
const statusKey = (status: AccessibilityRequestStatus) => `resources.accessibility_requests.statuses.${status}`;

const filters = [
  <ListSearchInput key="q" placeholder="resources.accessibility_requests.filters.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={ACCESSIBILITY_REQUEST_STATUSES.map((status) => ({ id: status, name: statusKey(status) }))}
    emptyText="resources.accessibility_requests.filters.all_statuses"
    alwaysOn
  />,
  <BooleanInput key="open" source="open" label="resources.accessibility_requests.filters.open" alwaysOn />,
  <BooleanInput key="overdue" source="overdue" label="resources.accessibility_requests.filters.overdue" alwaysOn />,
];

/** The due date, and 'Po terminie' in words (not only in colour) once it has passed without an answer. */
function DueField() {
  const request = useRecordContext<AccessibilityRequest>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <>
      <DateField source="due_at" locales="pl-PL" />
      {request.overdue && (
        <>
          <br />
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={translate('resources.accessibility_requests.overdue')}
          />
        </>
      )}
    </>
  );
}

function ProblemField() {
  const request = useRecordContext<AccessibilityRequest>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {request.problem}
      </Typography>
      <SecondaryText>
        {translate(`resources.accessibility_requests.formats.${request.alternative_format}`)}
      </SecondaryText>
    </>
  );
}

function ContactField() {
  const request = useRecordContext<AccessibilityRequest>();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <>
      <Link href={`mailto:${request.email}`} sx={{ overflowWrap: 'anywhere' }}>
        {request.email}
      </Link>
      {request.phone && (
        <>
          <br />
          <Link href={`tel:${request.phone.replace(/[^+\d]/g, '')}`}>
            {translate('resources.accessibility_requests.phone', { phone: request.phone })}
          </Link>
          {polishMobileNumber(request.phone) && (
            <>
              {' · '}
              <Link href={`sms:${polishMobileNumber(request.phone)}`}>SMS</Link>
            </>
          )}
        </>
      )}
    </>
  );
}

/** The admin moves the request on; the select keeps focus, and the row may leave a filtered list (FocusKeeper). */
function StatusSelect() {
  const request = useRecordContext<AccessibilityRequest>();
  const translate = useTranslate();
  const { saving, run, announce } = useRowAction();
  if (!request) return null;

  async function change(event: ChangeEvent<HTMLInputElement>) {
    if (!request || saving) return;
    const status = event.target.value as AccessibilityRequestStatus;
    const { id, page } = request;
    await run(
      (provider) => provider.changeAccessibilityRequestStatus(id, status),
      announce('resources.accessibility_requests.status_changed', { page, status: translate(statusKey(status)) }),
    );
  }

  return (
    <>
      <TextField
        select
        size="small"
        value={request.status}
        onChange={change}
        label={translate('resources.accessibility_requests.fields.status')}
        slotProps={{
          select: { native: true },
          htmlInput: {
            'aria-label': translate('resources.accessibility_requests.status_select', { page: request.page }),
            'aria-disabled': saving || undefined,
          },
        }}
      >
        {ACCESSIBILITY_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(statusKey(status))}
          </option>
        ))}
      </TextField>
      {request.answered_at && (
        <SecondaryText>
          {translate('resources.accessibility_requests.answered_on', {
            date: new Date(request.answered_at).toLocaleDateString('pl-PL'),
          })}
        </SecondaryText>
      )}
      {request.status_changed_by_email && (
        <SecondaryText wrapAnywhere>
          {translate('resources.accessibility_requests.changed_by', { who: request.status_changed_by_email })}
        </SecondaryText>
      )}
    </>
  );
}

/**
 * 'Zgłoszenia dostępności': requests not yet answered first, the nearest due date on top, overdue ones marked; the
 * admin answers the person outside the portal (e-mail, phone) and records it here.
 */
export function AccessibilityRequestList() {
  return (
    <AdminList
      resource="accessibility_requests"
      filters={filters}
      filterDefaultValues={{ open: true }}
      sort={{ field: 'due_at', order: 'ASC' }}
      intro
    >
      <AdminTable resource="accessibility_requests">
        <Column source="created_at">
          <DateField source="created_at" locales="pl-PL" showTime />
        </Column>
        <Column source="due_at">
          <DueField />
        </Column>
        <Column source="page" disableSort sx={{ overflowWrap: 'anywhere' }} />
        <Column source="problem" disableSort>
          <ProblemField />
        </Column>
        <Column label="resources.accessibility_requests.fields.contact" disableSort>
          <ContactField />
        </Column>
        <Column source="status">
          <StatusSelect />
        </Column>
      </AdminTable>
    </AdminList>
  );
}
