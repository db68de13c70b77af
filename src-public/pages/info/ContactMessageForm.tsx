import type { FieldError } from '../../../shared/schemas/common';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { contactMessageSchema, fieldErrors } from '../../../shared/schemas/index';
import { api } from '../../api';
import { actionErrorText } from '../../components/ActionError';
import { ErrorSummary, errorsByField, FORM_LEVEL } from '../../forms/ErrorSummary';
import { RequiredFieldsNote, TextAreaField, TextField } from '../../forms/fields';
import { useToast } from '../../toast/ToastProvider';

interface ContactMessageFormProps {
  kind: 'bug' | 'feature' | 'contact';
  messageLabel: string;
  messageHint: string;
  submitLabel: string;
}

const EMPTY = { name: '', email: '', message: '' };
const FAILED_TITLE = 'Nie udało się wysłać wiadomości';

/** Sends a message to the portal's contact address through POST /contact (the server mails it on). */
export function ContactMessageForm({ kind, messageLabel, messageHint, submitLabel }: ContactMessageFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const { showToast, showError } = useToast();
  const idPrefix = useId();
  const controlId = (field: string) => `${idPrefix}-${field}`;

  const fail = (found: FieldError[]) => {
    setErrors(found);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = contactMessageSchema.safeParse({ kind, ...values });
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    setErrors([]);
    setSending(true);
    try {
      const answer = await api.post<{ detail: string }>(`${API_V1}/contact`, { json: parsed.data });
      showToast({ title: answer.detail, variant: 'success' });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) fail(error.fieldErrors);
      else {
        showError(error, FAILED_TITLE);
        fail([{ field: FORM_LEVEL, message: actionErrorText(error, FAILED_TITLE) }]);
      }
    } finally {
      setSending(false);
    }
  };

  const byField = errorsByField(errors);
  const field = (name: keyof typeof EMPTY) => ({
    id: controlId(name),
    name,
    value: values[name],
    error: byField[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={errors}
        attempt={attempt}
        headingLevel={2}
        controlIdOf={(name) => (name in EMPTY ? controlId(name) : null)}
        onSelect={(name) => document.getElementById(controlId(name))?.focus()}
      />
      <RequiredFieldsNote />
      <TextField {...field('name')} label="Imię lub nazwa organizacji (opcjonalnie)" autoComplete="name" />
      <TextField
        {...field('email')}
        type="email"
        label="Adres email (opcjonalnie)"
        hint="Podaj go, jeśli chcesz dostać odpowiedź."
        autoComplete="email"
      />
      <TextAreaField {...field('message')} label={messageLabel} hint={messageHint} required rows={8} />
      <div className="form-actions">
        {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to <body>. */}
        <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined}>
          {sending ? 'Wysyłanie…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
