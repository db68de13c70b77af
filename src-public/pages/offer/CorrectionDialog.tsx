import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_NOTE_MAX,
  type CorrectionField,
  FRESHNESS_MESSAGES,
} from '../../../shared/freshness';
import { API_V1 } from '../../../shared/http';
import { correctionSchema } from '../../../shared/schemas/freshness';
import { api } from '../../api';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { labelledOptions, RequiredFieldsNote, TextAreaField, TextField } from '../../forms/fields';
import { useDraft } from '../../forms/useDraft';
import { formControls, useCheckedSubmit } from '../../forms/useCheckedSubmit';
import { Dialog } from '../../components/Dialog';

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

interface CorrectionDialogProps {
  offerId: string;
  offerTitle: string;
  initial: CorrectionValues;
  /** Kept by the button, so that Escape or 'Anuluj' loses nothing typed. */
  values: CorrectionValues;
  onChange: (values: CorrectionValues) => void;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The form of 'Zgłoś nieaktualne dane', loaded when the dialog first opens. The shared schema checks it here and on
 * the server; problems are listed in an error summary at the top, each linked to its field, a refused request too.
 */
export default function CorrectionDialog(props: CorrectionDialogProps) {
  const { offerId, offerTitle, initial, values, onChange, onClose, onSent } = props;
  const { form, sending, submit, summary } = useCheckedSubmit();
  const draft = useDraft({ formKey: `correction:${offerId}`, values, initial, onRestore: onChange });
  const set = <K extends keyof CorrectionValues>(key: K, value: CorrectionValues[K]) =>
    onChange({ ...values, [key]: value });

  const send = () => api.post(`${API_V1}/offers/${offerId}/corrections`, { json: values });
  const sent = () => {
    draft.discard();
    onSent();
  };

  return (
    <Dialog
      title="Zgłoś nieaktualne dane"
      onClose={onClose}
      initialFocusSelector={draft.offered ? '.draft-restore' : undefined}
    >
      <form
        onSubmit={(event) =>
          void submit(event, values, {
            schema: correctionSchema,
            send,
            failedTitle: FRESHNESS_MESSAGES.correctionSendFailed,
            onSent: sent,
          })
        }
        noValidate
        className="stack"
      >
        {summary(CONTROLS)}
        {draft.notice}
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
          error={form.byField.fields}
        />
        <TextAreaField
          id={FIELD_IDS.note}
          label="Co się zmieniło?"
          hint="Napisz, co jest nie tak i jak jest naprawdę, jeśli wiesz (od 10 do 1000 znaków)."
          required
          maxLength={CORRECTION_NOTE_MAX}
          value={values.note}
          error={form.byField.note}
          onChange={(event) => set('note', event.target.value)}
        />
        <TextField
          id={FIELD_IDS.email}
          label="Adres email (nieobowiązkowo)"
          hint="Tylko do informacji o wyniku zgłoszenia. Organizacja go nie zobaczy."
          type="email"
          autoComplete="email"
          value={values.email}
          error={form.byField.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Anuluj
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
            {sending ? 'Wysyłanie…' : 'Wyślij zgłoszenie'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
