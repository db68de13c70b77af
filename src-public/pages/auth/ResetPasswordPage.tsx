import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { fieldErrors } from '../../../shared/schemas/common';
import { resetPasswordSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { focusControl } from '../../forms/RadioGroup';
import { useFormErrors } from '../../forms/useFormErrors';
import { useToast } from '../../toast/ToastProvider';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `reset-${field}`;

/** The page behind the reset link: the new password twice, then back to signing in. */
export default function ResetPasswordPage() {
  useDocumentTitle(PUBLIC_PAGES.resetPassword.title);
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const { showToast, showError } = useToast();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [busy, setBusy] = useState(false);
  // A used or expired link cannot be mended on this page: the summary then offers the way to a new one.
  const [linkDead, setLinkDead] = useState(false);
  const form = useFormErrors();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    const parsed = resetPasswordSchema.safeParse({ token, password });
    const problems = parsed.success ? [] : fieldErrors(parsed.error);
    if (password !== repeated) problems.push({ field: 'repeated', message: USER_PANEL_MESSAGES.passwordsDiffer });
    if (!parsed.success || problems.length > 0) return form.fail(problems);
    form.reset();
    setLinkDead(false);
    setBusy(true);
    try {
      const answer = await api.post<{ detail: string }>(`${API_V1}/auth/reset-password`, { json: parsed.data });
      showToast({ title: answer.detail || AUTH_MESSAGES.passwordChanged, variant: 'success' });
      void navigate('/login');
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.passwordResetFailed);
      form.failRequest(error, USER_PANEL_MESSAGES.passwordResetFailed);
      setLinkDead(error instanceof ApiError && error.detail === AUTH_MESSAGES.tokenInvalid);
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className="auth-page stack">
        <PageHeading>{PUBLIC_PAGES.resetPassword.title}</PageHeading>
        <div className="notice notice-danger">
          <p>{AUTH_MESSAGES.tokenInvalid}</p>
          <p>
            <Link to="/nie-pamietam-hasla">Wyślij nowy link</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page stack">
      <PageHeading>{PUBLIC_PAGES.resetPassword.title}</PageHeading>
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <RequiredFieldsNote />
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          headingLevel={2}
          title={form.title}
          controlIdOf={(field) => (field === 'token' ? null : controlId(field))}
          onSelect={(field) => focusControl(controlId(field))}
        >
          {linkDead && (
            <p>
              <Link to="/nie-pamietam-hasla">Wyślij nowy link</Link>
            </p>
          )}
        </ErrorSummary>
        <PasswordField
          id={controlId('password')}
          label="Nowe hasło"
          autoComplete="new-password"
          required
          hint="Od 8 do 128 znaków."
          value={password}
          error={form.byField.password}
          onChange={setPassword}
        />
        <PasswordField
          id={controlId('repeated')}
          label="Powtórz nowe hasło"
          autoComplete="new-password"
          required
          value={repeated}
          error={form.byField.repeated}
          onChange={setRepeated}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Zapisz nowe hasło
          </button>
        </div>
        <p className="muted" aria-live="polite">
          {busy ? 'Zapisywanie…' : ''}
        </p>
      </form>
    </div>
  );
}
