import { useId, useState, type FormEvent } from 'react';
import {
  ACCESSIBILITY_REQUEST_FORM_TEXTS as T,
  ALTERNATIVE_FORMAT_LABELS,
  ALTERNATIVE_FORMATS,
  type AlternativeFormat,
} from '../../../shared/accessibilityRequests';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { fieldErrors, type FieldError } from '../../../shared/schemas/common';
import { accessibilityRequestSchema } from '../../../shared/schemas/accessibilityRequest';
import { api } from '../../api';
import { actionErrorText } from '../../components/ActionError';
import { ConfirmationStatus } from '../../components/ConfirmationStatus';
import { ErrorSummary, errorsByField, FORM_LEVEL } from '../../forms/ErrorSummary';
import { RadioGroup } from '../../forms/RadioGroup';
import { RequiredFieldsNote, TextAreaField, TextField } from '../../forms/fields';

interface Values {
  page: string;
  problem: string;
  alternative_format: AlternativeFormat | '';
  email: string;
  phone: string;
}
/** Nothing is chosen for the person: the form starts empty, the format included. */
const EMPTY: Values = { page: '', problem: '', alternative_format: '', email: '', phone: '' };
const FORMAT_OPTIONS = ALTERNATIVE_FORMATS.map((format) => ({
  value: format,
  label: ALTERNATIVE_FORMAT_LABELS[format],
}));

/**
 * 'Zgłoś problem z dostępnością' (POST /accessibility-requests): the same checks as the server, an error summary
 * that takes focus, and after sending a confirmation panel that takes focus (GOV.UK 'Confirmation page' pattern).
 */
export function AccessibilityRequestForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const idPrefix = useId();
  const controlId = (field: string) =>
    field === 'alternative_format' ? `${idPrefix}-format-${ALTERNATIVE_FORMATS[0]}` : `${idPrefix}-${field}`;

  const fail = (found: FieldError[]) => {
    setErrors(found);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = accessibilityRequestSchema.safeParse(values);
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    setErrors([]);
    setSending(true);
    try {
      const answer = await api.post<{ detail: string }>(`${API_V1}/accessibility-requests`, { json: parsed.data });
      setValues(EMPTY);
      setSent(answer.detail);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) fail(error.fieldErrors);
      else fail([{ field: FORM_LEVEL, message: actionErrorText(error, T.failed) }]);
    } finally {
      setSending(false);
    }
  };

  const byField = errorsByField(errors);
  const field = (name: Exclude<keyof Values, 'alternative_format'>) => ({
    id: controlId(name),
    name,
    value: values[name],
    error: byField[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <ConfirmationStatus className="notice notice-success">
        {sent && (
          <>
            <h3>{T.sentHeading}</h3>
            <p>{sent}</p>
          </>
        )}
      </ConfirmationStatus>
      {!sent && (
        <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="accessibility-request-heading">
          <ErrorSummary
            errors={errors}
            attempt={attempt}
            headingLevel={3}
            controlIdOf={(name) => (name in EMPTY ? controlId(name) : null)}
            onSelect={(name) => document.getElementById(controlId(name))?.focus()}
          />
          <RequiredFieldsNote />
          <TextField {...field('page')} label={T.page} hint={T.pageHint} required autoComplete="url" />
          <TextAreaField {...field('problem')} label={T.problem} hint={T.problemHint} required rows={6} />
          <RadioGroup<AlternativeFormat | ''>
            idPrefix={`${idPrefix}-format`}
            name="alternative_format"
            legend={T.format}
            options={FORMAT_OPTIONS}
            value={values.alternative_format}
            onChange={(format) => setValues((current) => ({ ...current, alternative_format: format }))}
            error={byField.alternative_format}
            required
          />
          <TextField
            {...field('email')}
            type="email"
            label={T.email}
            hint={T.emailHint}
            required
            autoComplete="email"
          />
          <TextField {...field('phone')} type="tel" label={T.phone} hint={T.phoneHint} autoComplete="tel" />
          <div className="form-actions">
            {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to <body>. */}
            <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
              {sending ? T.sending : T.submit}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
