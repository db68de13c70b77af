import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_NOTE_MAX,
  CORRECTION_NOTE_MIN,
  type CorrectionField,
  FRESHNESS_MESSAGES,
} from '../../../shared/freshness';
import { API_V1 } from '../../../shared/http';
import { correctionSchema } from '../../../shared/schemas/freshness';
import { api } from '../../api';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { labelledOptions, RequiredFieldsNote, TextAreaField, TextField } from '../../forms/fields';
import { formControls } from '../../forms/useCheckedSubmit';
import { DraftFormDialog, type DraftDialogState } from '../../components/DraftFormDialog';

export interface CorrectionValues {
  fields: CorrectionField[];
  note: string;
  email: string;
}

const FIELD_IDS: Record<keyof CorrectionValues, string> = {
  fields: 'correction-fields',
  note: 'correction-note',
  email: 'correction-email',
};
const CONTROLS = formControls(FIELD_IDS);

interface CorrectionDialogProps extends DraftDialogState<CorrectionValues> {
  offerId: string;
  offerTitle: string;
}

/** The form of 'Zgłoś nieaktualne dane', loaded when the dialog first opens. */
export default function CorrectionDialog({ offerId, offerTitle, ...state }: CorrectionDialogProps) {
  const { values } = state;

  return (
    <DraftFormDialog
      {...state}
      title="Zgłoś nieaktualne dane"
      formKey={`correction:${offerId}`}
      controls={CONTROLS}
      payload={values}
      schema={correctionSchema}
      send={() => api.post(`${API_V1}/offers/${offerId}/corrections`, { json: values })}
      failedTitle={FRESHNESS_MESSAGES.correctionSendFailed}
    >
      {(byField, set) => (
        <>
          <p>
            Oferta: {offerTitle}. Przekażemy zgłoszenie organizacji, która prowadzi ofertę. Jeśli podasz adres email,
            napiszemy, co się z nim stało.
          </p>
          <RequiredFieldsNote />
          <CheckboxGroup<CorrectionField>
            idPrefix={FIELD_IDS.fields}
            name="fields"
            legend="Co jest nieaktualne? *"
            hint="Zaznacz co najmniej jedną odpowiedź."
            options={labelledOptions(CORRECTION_FIELDS, CORRECTION_FIELD_LABELS)}
            values={values.fields}
            onChange={(fields) => set('fields', fields)}
            error={byField.fields}
          />
          <TextAreaField
            id={FIELD_IDS.note}
            label="Co się zmieniło?"
            hint={`Napisz, co jest nie tak i jak jest naprawdę, jeśli wiesz (od ${CORRECTION_NOTE_MIN} do ${CORRECTION_NOTE_MAX} znaków).`}
            required
            maxLength={CORRECTION_NOTE_MAX}
            value={values.note}
            error={byField.note}
            onChange={(event) => set('note', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.email}
            label="Adres email (nieobowiązkowo)"
            hint="Tylko do informacji o wyniku zgłoszenia. Organizacja go nie zobaczy."
            type="email"
            autoComplete="email"
            value={values.email}
            error={byField.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </>
      )}
    </DraftFormDialog>
  );
}
