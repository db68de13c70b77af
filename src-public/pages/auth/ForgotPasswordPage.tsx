import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { fieldErrors } from '../../../shared/schemas/common';
import { forgotPasswordSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { RequiredFieldsNote, TextField } from '../../forms/fields';
import '../../forms/forms.css';
import { focusControl } from '../../forms/RadioGroup';
import { useFormErrors } from '../../forms/useFormErrors';
import { useToast } from '../../toast/ToastProvider';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `forgot-${field}`;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle(PUBLIC_PAGES.forgotPassword.title);
  const { showError } = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return form.fail(fieldErrors(parsed.error));
    form.reset();
    setBusy(true);
    try {
      const answer = await api.post<{ detail: string }>(`${API_V1}/auth/forgot-password`, { json: parsed.data });
      setSentMessage(answer.detail);
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.forgotFailed);
      form.failRequest(error, USER_PANEL_MESSAGES.forgotFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page stack">
      <PageHeading>{PUBLIC_PAGES.forgotPassword.title}</PageHeading>
      <p>Podaj adres email swojego konta. Wyślemy na niego link do ustawienia nowego hasła.</p>
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
          headingLevel={2}
          title={form.title}
          controlIdOf={controlId}
          onSelect={(field) => focusControl(controlId(field))}
        />
        <RequiredFieldsNote />
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
            Wyślij link
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {busy ? 'Wysyłanie…' : ''}
        </p>
      </form>
      <p>
        <Link to="/login">Wróć do logowania</Link>
      </p>
    </div>
  );
}
