import { OFFER_FORM_STATUSES, OFFER_STATUS_LABELS } from '../../../shared/labels';
import { labelledOptions, SelectField, TextField } from '../fields';
import type { OfferFormStatus } from './offerFormValues';
import type { OfferTabProps } from './tabProps';

export function PublicationTab({ values, errors, setField }: OfferTabProps) {
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
        hint="„Zapisz jako szkic” zapisuje szkic. „Opublikuj” wysyła ofertę do zatwierdzenia przez administratora; oferta już aktywna pozostaje opublikowana."
        options={labelledOptions(OFFER_FORM_STATUSES, OFFER_STATUS_LABELS)}
        value={values.status}
        error={errors.status}
        onChange={(event) => setField('status', event.target.value as OfferFormStatus)}
      />
    </div>
  );
}
