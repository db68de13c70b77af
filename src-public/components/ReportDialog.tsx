import { API_V1 } from '../../shared/http';
import { USER_PANEL_MESSAGES } from '../../shared/messages';
import {
  REPORT_EXPLANATION_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModerationTarget,
  type ReportReason,
} from '../../shared/moderation';
import { reportSchema } from '../../shared/schemas/moderation';
import { api } from '../api';
import {
  errorId,
  labelledOptions,
  RequiredFieldsNote,
  RequiredMarker,
  TextAreaField,
  TextField,
} from '../forms/fields';
import { RadioGroup } from '../forms/RadioGroup';
import { formControls, useCheckedSubmit } from '../forms/useCheckedSubmit';
import { useDraft } from '../forms/useDraft';
import { Dialog } from './Dialog';

export interface ReportValues {
  reason: ReportReason | '';
  explanation: string;
  name: string;
  email: string;
  good_faith: boolean;
}

const FIELD_IDS: Record<keyof ReportValues, string> = {
  reason: 'report-reason',
  explanation: 'report-explanation',
  name: 'report-name',
  email: 'report-email',
  good_faith: 'report-good-faith',
};
const CONTROLS = formControls(FIELD_IDS);

interface ReportDialogProps {
  targetType: ModerationTarget;
  targetId: string;
  targetName: string;
  /** What the form starts from (the account's name and e-mail when signed in). */
  initial: ReportValues;
  /** Kept by the button, so that Escape or 'Anuluj' loses nothing typed. */
  values: ReportValues;
  onChange: (values: ReportValues) => void;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The notice form of 'Zgłoś naruszenie' (DSA art. 16), loaded when the dialog first opens. The shared schema checks
 * it here and on the server; problems are listed in an error summary at the top (GOV.UK error summary), each linked
 * to its field, a refused request too, never only in a toast.
 */
export default function ReportDialog(props: ReportDialogProps) {
  const { targetType, targetId, targetName, initial, values, onChange, onClose, onSent } = props;
  const { form, sending, submit, summary } = useCheckedSubmit();
  const draft = useDraft({ formKey: `report:${targetType}:${targetId}`, values, initial, onRestore: onChange });
  const set = <K extends keyof ReportValues>(key: K, value: ReportValues[K]) => onChange({ ...values, [key]: value });

  const payload = { target_type: targetType, target_id: targetId, ...values, reason: values.reason || undefined };
  const send = () => api.post(`${API_V1}/reports`, { json: payload });
  const sent = () => {
    draft.discard();
    onSent();
  };

  return (
    <Dialog
      title="Zgłoś naruszenie"
      onClose={onClose}
      initialFocusSelector={draft.offered ? '.draft-restore' : undefined}
    >
      <form
        onSubmit={(event) =>
          void submit(event, payload, {
            schema: reportSchema,
            send,
            failedTitle: USER_PANEL_MESSAGES.requestFailed,
            onSent: sent,
          })
        }
        noValidate
        className="stack"
      >
        {summary(CONTROLS)}
        {draft.notice}
        <p>
          Zgłaszasz: {targetName}. Zgłoszenie rozpatrzy moderator portalu; jeśli podasz adres email, potwierdzimy jego
          przyjęcie i poinformujemy Cię o decyzji.
        </p>
        <RequiredFieldsNote />
        <RadioGroup<ReportReason | ''>
          idPrefix={FIELD_IDS.reason}
          name="reason"
          legend="Powód zgłoszenia"
          options={labelledOptions(REPORT_REASONS, REPORT_REASON_LABELS)}
          value={values.reason}
          onChange={(reason) => set('reason', reason)}
          error={form.byField.reason}
          required
        />
        <TextAreaField
          id={FIELD_IDS.explanation}
          label="Opis naruszenia"
          hint="Napisz, co narusza prawo lub regulamin i dlaczego (od 20 do 2000 znaków)."
          required
          maxLength={REPORT_EXPLANATION_MAX}
          value={values.explanation}
          error={form.byField.explanation}
          onChange={(event) => set('explanation', event.target.value)}
        />
        <TextField
          id={FIELD_IDS.name}
          label="Imię i nazwisko (nieobowiązkowo)"
          autoComplete="name"
          value={values.name}
          error={form.byField.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id={FIELD_IDS.email}
          label="Adres email (nieobowiązkowo)"
          hint="Na ten adres wyślemy potwierdzenie i informację o decyzji."
          type="email"
          autoComplete="email"
          value={values.email}
          error={form.byField.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <div className={form.byField.good_faith ? 'form-field form-field-invalid' : 'form-field'}>
          <div className="form-check">
            <input
              id={FIELD_IDS.good_faith}
              type="checkbox"
              checked={values.good_faith}
              required
              aria-invalid={form.byField.good_faith ? true : undefined}
              aria-describedby={form.byField.good_faith ? errorId(FIELD_IDS.good_faith) : undefined}
              onChange={(event) => set('good_faith', event.target.checked)}
            />
            <label htmlFor={FIELD_IDS.good_faith}>
              Oświadczam, że zgłoszenie jest zgodne z prawdą i składam je w dobrej wierze.
              <RequiredMarker />
            </label>
          </div>
          {form.byField.good_faith && (
            <p className="form-error" id={errorId(FIELD_IDS.good_faith)}>
              {form.byField.good_faith}
            </p>
          )}
        </div>
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
