import { Chip, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, DateField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { CORRECTION_FIELD_LABELS } from '../../shared/freshness';
import type { AdminCorrection } from '../../shared/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListSearchInput } from '../common/ListSearchInput';
import { useRowAction } from '../common/useRowAction';
import { AdminList, AdminTable } from '../common/AdminList';
import { SecondaryText } from '../common/SecondaryText';

const Column = DataTable.Col<AdminCorrection>;
const DAY_MS = 86_400_000;
/** The statuses the queue holds: waiting for the organisation past the deadline, or already marked here. */
const QUEUE_STATUSES = ['open', 'confirmation_requested'] as const;

const filters = [
  <ListSearchInput key="q" placeholder="resources.offer_corrections.filters.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={QUEUE_STATUSES.map((status) => ({ id: status, name: `resources.offer_corrections.statuses.${status}` }))}
    emptyText="resources.offer_corrections.filters.all_statuses"
    alwaysOn
  />,
];

/** The offer's public page, and whose it is. */
function OfferField() {
  const correction = useRecordContext<AdminCorrection>();
  if (!correction) return null;
  return (
    <>
      <Link href={correction.offer_path} sx={{ overflowWrap: 'anywhere' }}>
        {correction.offer_title}
      </Link>
      {correction.organization_name && <SecondaryText>{correction.organization_name}</SecondaryText>}
    </>
  );
}

/** What is out of date, in the reporter's words, and whether the reporter will hear the outcome. */
function ReportField() {
  const correction = useRecordContext<AdminCorrection>();
  const translate = useTranslate();
  if (!correction) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {correction.fields.map((field) => CORRECTION_FIELD_LABELS[field]).join(', ')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {correction.note}
      </Typography>
      {correction.reporter_gave_email && (
        <SecondaryText>{translate('resources.offer_corrections.reporter_told')}</SecondaryText>
      )}
    </>
  );
}

/** The day it came, and how long it has waited in words. */
function AgeField() {
  const correction = useRecordContext<AdminCorrection>();
  const translate = useTranslate();
  if (!correction) return null;
  const days = Math.floor((Date.now() - Date.parse(correction.created_at)) / DAY_MS);
  return (
    <>
      <DateField source="created_at" locales="pl-PL" />
      <SecondaryText>{translate('resources.offer_corrections.waiting', { smart_count: days })}</SecondaryText>
    </>
  );
}

/**
 * 'Oznacz do potwierdzenia' after a confirmation: the offer then reads 'Dane mogą być nieaktualne' until its
 * organisation confirms or saves it. A marked correction shows its state and date instead of the button.
 */
function RequestConfirmationField() {
  const correction = useRecordContext<AdminCorrection>();
  const translate = useTranslate();
  const { saving, run, announce } = useRowAction();
  const [open, setOpen] = useState(false);
  if (!correction) return null;
  if (correction.status !== 'open') {
    return (
      <>
        <Chip
          size="small"
          variant="outlined"
          label={translate(`resources.offer_corrections.statuses.${correction.status}`)}
        />
        {correction.handled_at && (
          <SecondaryText>{new Date(correction.handled_at).toLocaleDateString('pl-PL')}</SecondaryText>
        )}
      </>
    );
  }

  async function apply(id: AdminCorrection['id']) {
    await run(
      (provider) => provider.requestOfferConfirmation(id),
      announce('resources.offer_corrections.confirmation_requested'),
    );
    setOpen(false);
  }

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        label="resources.offer_corrections.actions.request_confirmation"
        aria-label={translate('resources.offer_corrections.actions.request_confirmation_for', {
          name: correction.offer_title,
        })}
        onClick={() => setOpen(true)}
      />
      {open && (
        <ConfirmDialog
          title={translate('resources.offer_corrections.confirm.title')}
          content={translate('resources.offer_corrections.confirm.content', { name: correction.offer_title })}
          confirmLabel={translate('resources.offer_corrections.actions.request_confirmation')}
          busy={saving}
          onConfirm={() => void apply(correction.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * 'Poprawki danych': corrections their organisations left unhandled for CORRECTION_ESCALATION_DAYS, the longest
 * waiting first; an administrator may mark the offer as needing confirmation (audited, the reporter is told).
 */
export function OfferCorrectionList() {
  return (
    <AdminList
      resource="offer_corrections"
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      intro
    >
      <AdminTable resource="offer_corrections">
        <Column source="created_at">
          <AgeField />
        </Column>
        <Column source="offer_title">
          <OfferField />
        </Column>
        <Column source="note" disableSort>
          <ReportField />
        </Column>
        <Column source="status">
          <RequestConfirmationField />
        </Column>
      </AdminTable>
    </AdminList>
  );
}
