import { useState, type FormEvent } from 'react';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { fieldErrors } from '../../../shared/schemas/common';
import { resendConfirmationSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { TextField } from '../../forms/fields';
import '../../forms/forms.css';
import { focusControl } from '../../forms/RadioGroup';
import { useFormErrors } from '../../forms/useFormErrors';
import { useToast } from '../../toast/ToastProvider';

const controlId = (field: string) => `resend-${field}`;

/** The next step after a dead confirmation link: a fresh link; the answer is the same for every address. */
export function ResendConfirmationForm() {
  const { showError } = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = resendConfirmationSchema.safeParse({ email });
    if (!parsed.success) return form.fail(fieldErrors(parsed.error));
    form.reset();
    setSentMessage(null);
    setBusy(true);
    try {
      const answer = await api.post<{ detail: string }>(`${API_V1}/auth/resend-confirmation`, { json: parsed.data });
      setSentMessage(answer.detail);
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.resendFailed);
      form.failRequest(error, USER_PANEL_MESSAGES.resendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="resend-title">
      <h2 id="resend-title">Wyślij nowy link</h2>
      <p>Podaj adres email, którego użyto przy rejestracji. Jeśli konto czeka na potwierdzenie, wyślemy nowy link.</p>
      <div role="status">
        {sentMessage && (
          <div className="notice notice-success">
            <p>{sentMessage}</p>
          </div>
        )}
      </div>
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          headingLevel={3}
          title={form.title}
          controlIdOf={controlId}
          onSelect={(field) => focusControl(controlId(field))}
        />
        <TextField
          id={controlId('email')}
          label="Adres email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={form.byField.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Wyślij nowy link
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {busy ? 'Wysyłanie…' : ''}
        </p>
      </form>
    </section>
  );
}
