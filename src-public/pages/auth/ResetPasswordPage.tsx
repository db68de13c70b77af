import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../../shared/schemas/auth';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { SubmitRow } from '../../forms/accountFields';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { useAccountSubmit } from '../../forms/useAccountSubmit';
import { useToast } from '../../toast/ToastProvider';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `reset-${field}`;

/** The page behind the reset link: the new password twice, then back to signing in. */
export default function ResetPasswordPage() {
  useDocumentTitle(PUBLIC_PAGES.resetPassword.title);
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  // A used or expired link cannot be mended on this page: the summary then offers the way to a new one.
  const [linkDead, setLinkDead] = useState(false);
  const { form, busy, submit, summaryProps } = useAccountSubmit();

  const send = async (data: z.output<typeof resetPasswordSchema>) => {
    setLinkDead(false);
    const answer = await api.post<{ detail: string }>(`${API_V1}/auth/reset-password`, { json: data });
    showToast({ title: answer.detail || AUTH_MESSAGES.passwordChanged, variant: 'success' });
    void navigate('/login');
  };
  const onSubmit = (event: FormEvent) =>
    void submit(event, {
      schema: resetPasswordSchema,
      values: { token, password },
      alsoCheck: () =>
        password === repeated ? [] : [{ field: 'repeated', message: USER_PANEL_MESSAGES.passwordsDiffer }],
      send,
      failedTitle: USER_PANEL_MESSAGES.passwordResetFailed,
      onRefused: (error) => setLinkDead(error instanceof ApiError && error.detail === AUTH_MESSAGES.tokenInvalid),
    });

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
          {...summaryProps(controlId)}
          headingLevel={2}
          controlIdOf={(field) => (field === 'token' ? null : controlId(field))}
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
        <SubmitRow label="Zapisz nowe hasło" busy={busy} busyText="Zapisywanie…" politeOnly />
      </form>
    </div>
  );
}
