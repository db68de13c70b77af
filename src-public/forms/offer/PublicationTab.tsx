import { OFFER_FORM_STATUSES, OFFER_STATUS_LABELS } from '../../../shared/labels/offers';
import { AUTHOR_STATUS_MESSAGES as M, OFFER_FIELD_LABELS as L } from '../../../shared/messagesAuthoring';
import { labelledOptions, SelectField, TextField } from '../fields';
import type { OfferFormStatus } from './offerFormValues';
import type { OfferTabProps } from './tabProps';

interface PublicationTabProps extends OfferTabProps {
  /**
   * Administrators publish directly, so they choose the status; everyone else has no status to choose: the two buttons
   * say what happens (a draft, or approval first), and the server refuses any other status (resolveOfferStatus).
   */
  authorPublishesDirectly: boolean;
}

export function PublicationTab({ values, errors, setField, authorPublishesDirectly }: PublicationTabProps) {
  return (
    <div className="stack">
      <TextField
        id="offer-expires_at"
        name="expires_at"
        label={L.expiresAt}
        type="date"
        hint="Opcjonalna. Gdy ta data minie, oferta automatycznie stanie się nieaktywna."
        value={values.expires_at}
        error={errors.expires_at}
        onChange={(event) => setField('expires_at', event.target.value)}
      />
      {authorPublishesDirectly && (
        <SelectField
          id="offer-status"
          name="status"
          label={L.status}
          hint={M.offerStatusHintAdmin}
          options={labelledOptions(OFFER_FORM_STATUSES, OFFER_STATUS_LABELS)}
          value={values.status}
          error={errors.status}
          onChange={(event) => setField('status', event.target.value as OfferFormStatus)}
        />
      )}
    </div>
  );
}
