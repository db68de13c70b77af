import { OFFER_FORM_STATUSES, OFFER_STATUS_LABELS, type OfferStatus } from '../../../shared/labels/offers';
import { AUTHOR_STATUS_MESSAGES as M } from '../../../shared/messagesAuthoring';
import { labelledOptions, SelectField, TextField } from '../fields';
import { StatusHint } from '../StatusHint';
import type { OfferFormStatus } from './offerFormValues';
import type { OfferTabProps } from './tabProps';

interface PublicationTabProps extends OfferTabProps {
  /** Administrators publish directly; everyone else's 'Aktywna' goes to approval first (resolveOfferStatus). */
  authorPublishesDirectly: boolean;
  /** The saved offer's status; null for a new offer. */
  savedStatus: OfferStatus | null;
}

export function PublicationTab({
  values,
  errors,
  setField,
  authorPublishesDirectly,
  savedStatus,
}: PublicationTabProps) {
  const goesToApproval = !authorPublishesDirectly && values.status === 'active' && savedStatus !== 'active';
  return (
    <div className="stack">
      <TextField
        id="offer-expires_at"
        name="expires_at"
        label="Data wygaśnięcia"
        type="date"
        hint="Opcjonalna. Gdy ta data minie, oferta automatycznie stanie się nieaktywna."
        value={values.expires_at}
        error={errors.expires_at}
        onChange={(event) => setField('expires_at', event.target.value)}
      />
      <SelectField
        id="offer-status"
        name="status"
        label="Status"
        hint={
          <StatusHint
            text={authorPublishesDirectly ? M.offerStatusHintAdmin : M.offerStatusHint}
            note={goesToApproval ? M.offerStatusNeedsApproval : null}
          />
        }
        options={labelledOptions(OFFER_FORM_STATUSES, OFFER_STATUS_LABELS)}
        value={values.status}
        error={errors.status}
        onChange={(event) => setField('status', event.target.value as OfferFormStatus)}
      />
    </div>
  );
}
