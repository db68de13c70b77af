import { API_V1 } from '../../shared/http';
import { USER_PANEL_MESSAGES } from '../../shared/messages';
import {
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
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
import { formControls } from '../forms/useCheckedSubmit';
import { DraftFormDialog, type DraftDialogState } from './DraftFormDialog';

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

interface ReportDialogProps extends DraftDialogState<ReportValues> {
  targetType: ModerationTarget;
  targetId: string;
  targetName: string;
}

/** The notice form of 'Zgłoś naruszenie' (DSA art. 16), loaded when the dialog first opens. */
export default function ReportDialog({ targetType, targetId, targetName, ...state }: ReportDialogProps) {
  const { values } = state;
  const payload = { target_type: targetType, target_id: targetId, ...values, reason: values.reason || undefined };

  return (
    <DraftFormDialog
      {...state}
      title="Zgłoś naruszenie"
      formKey={`report:${targetType}:${targetId}`}
      controls={CONTROLS}
      payload={payload}
      schema={reportSchema}
      send={() => api.post(`${API_V1}/reports`, { json: payload })}
      failedTitle={USER_PANEL_MESSAGES.requestFailed}
    >
      {(byField, set) => (
        <>
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
            error={byField.reason}
            required
          />
          <TextAreaField
            id={FIELD_IDS.explanation}
            label="Opis naruszenia"
            hint={`Napisz, co narusza prawo lub regulamin i dlaczego (od ${REPORT_EXPLANATION_MIN} do ${REPORT_EXPLANATION_MAX} znaków).`}
            required
            maxLength={REPORT_EXPLANATION_MAX}
            value={values.explanation}
            error={byField.explanation}
            onChange={(event) => set('explanation', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.name}
            label="Imię i nazwisko (nieobowiązkowo)"
            autoComplete="name"
            value={values.name}
            error={byField.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.email}
            label="Adres email (nieobowiązkowo)"
            hint="Na ten adres wyślemy potwierdzenie i informację o decyzji."
            type="email"
            autoComplete="email"
            value={values.email}
            error={byField.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <div className={byField.good_faith ? 'form-field form-field-invalid' : 'form-field'}>
            <div className="form-check">
              <input
                id={FIELD_IDS.good_faith}
                type="checkbox"
                checked={values.good_faith}
                required
                aria-invalid={byField.good_faith ? true : undefined}
                aria-describedby={byField.good_faith ? errorId(FIELD_IDS.good_faith) : undefined}
                onChange={(event) => set('good_faith', event.target.checked)}
              />
              <label htmlFor={FIELD_IDS.good_faith}>
                Oświadczam, że zgłoszenie jest zgodne z prawdą i składam je w dobrej wierze.
                <RequiredMarker />
              </label>
            </div>
            {byField.good_faith && (
              <p className="form-error" id={errorId(FIELD_IDS.good_faith)}>
                {byField.good_faith}
              </p>
            )}
          </div>
        </>
      )}
    </DraftFormDialog>
  );
}
