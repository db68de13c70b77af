import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/errors';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_NOTE_MAX,
  type CorrectionField,
  FRESHNESS_MESSAGES,
} from '../../../shared/freshness';
import { API_V1 } from '../../../shared/http';
import { fieldErrors } from '../../../shared/schemas/common';
import { correctionSchema } from '../../../shared/schemas/freshness';
import { api } from '../../api';
import { CheckboxGroup } from '../../forms/CheckboxGroup';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { labelledOptions, RequiredFieldsNote, TextAreaField, TextField } from '../../forms/fields';
import { focusControl } from '../../forms/RadioGroup';
import { useDraft } from '../../forms/useDraft';
import { useFormErrors } from '../../forms/useFormErrors';
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
const controlIdOf = (field: string): string | null => FIELD_IDS[field as keyof CorrectionValues] ?? null;
const focusField = (field: string) => {
  const id = controlIdOf(field);
  if (id) focusControl(id);
};

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
  const form = useFormErrors();
  const [sending, setSending] = useState(false);
  const draft = useDraft({ formKey: `correction:${offerId}`, values, initial, onRestore: onChange });
  const set = <K extends keyof CorrectionValues>(key: K, value: CorrectionValues[K]) =>
    onChange({ ...values, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = correctionSchema.safeParse(values);
    if (!checked.success) return form.fail(fieldErrors(checked.error));
    setSending(true);
    try {
      await api.post(`${API_V1}/offers/${offerId}/corrections`, { json: values });
      draft.discard();
      onSent();
    } catch (failure) {
      const list = failure instanceof ApiError ? failure.fieldErrors : [];
      if (list.length) form.fail(list);
      else form.failRequest(failure, FRESHNESS_MESSAGES.correctionSendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title="Zgłoś nieaktualne dane"
      onClose={onClose}
      initialFocusSelector={draft.offered ? '.draft-restore' : undefined}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          title={form.title}
          controlIdOf={controlIdOf}
          onSelect={focusField}
        />
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
