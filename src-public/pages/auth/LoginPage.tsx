import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { loginSchema } from '../../../shared/schemas/auth';
import { fieldErrors } from '../../../shared/schemas/common';
import { SESSION_ENDED_MESSAGES } from '../../../shared/messagesSession';
import { idleSignOutOf } from '../../../shared/sessionEnd';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { RequiredFieldsNote, TextField } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { focusControl } from '../../forms/RadioGroup';
import { useFormErrors } from '../../forms/useFormErrors';
import { useSession } from '../../session/SessionProvider';
import { useToast } from '../../toast/ToastProvider';
import { isBackOfficePath, redirectTarget } from './redirectTarget';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `login-${field}`;

export default function LoginPage() {
  useDocumentTitle(PUBLIC_PAGES.login.title);
  const { status, isAdmin, login } = useSession();
  const { showError } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const idleSignOut = idleSignOutOf(params);

  // Signed in (now or already): go where the person was heading.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const target = redirectTarget(params.get('redirect'));
    if (!isBackOfficePath(target)) void navigate(target, { replace: true });
    else if (isAdmin) window.location.assign(target);
    else void navigate('/dashboard', { replace: true });
  }, [status, isAdmin, params, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return form.fail(fieldErrors(parsed.error));
    form.reset();
    setBusy(true);
    try {
      await login(parsed.data.email, parsed.data.password);
    } catch (error) {
      showError(error, USER_PANEL_MESSAGES.loginFailed);
      form.failRequest(error, USER_PANEL_MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <PageHeading>{PUBLIC_PAGES.login.title}</PageHeading>
      {idleSignOut && (
        // GOV.UK notification banner: read right after the heading, which takes the focus on arrival.
        <section className="notice notice-info" aria-labelledby="login-idle-title">
          <h2 id="login-idle-title" className="notice-title">
            {SESSION_ENDED_MESSAGES.bannerTitle}
          </h2>
          <p>
            {SESSION_ENDED_MESSAGES.idle(idleSignOut.minutes)}
            {idleSignOut.draftKept && ` ${SESSION_ENDED_MESSAGES.draftKept}`}
          </p>
        </section>
      )}
      <form className="form auth-form" noValidate onSubmit={onSubmit}>
        <RequiredFieldsNote />
        <ErrorSummary
          errors={form.errors}
          attempt={form.attempt}
          headingLevel={2}
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
        <PasswordField
          id={controlId('password')}
          label="Hasło"
          autoComplete="current-password"
          required
          value={password}
          error={form.byField.password}
          onChange={setPassword}
        />
        <p>
          <Link to="/nie-pamietam-hasla">Nie pamiętasz hasła?</Link>
        </p>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Zaloguj się
          </button>
        </div>
        <p role="status" className="muted">
          {busy ? 'Logowanie…' : ''}
        </p>
      </form>
      <p>
        Nie masz konta? <Link to="/register">Zarejestruj się</Link>
      </p>
    </div>
  );
}
