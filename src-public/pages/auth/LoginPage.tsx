import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { loginSchema } from '../../../shared/schemas/auth';
import { SESSION_ENDED_MESSAGES } from '../../../shared/messagesSession';
import { idleSignOutOf } from '../../../shared/sessionEnd';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { EmailField, SubmitRow } from '../../forms/accountFields';
import { RequiredFieldsNote } from '../../forms/fields';
import '../../forms/forms.css';
import { PasswordField } from '../../forms/PasswordField';
import { useAccountSubmit } from '../../forms/useAccountSubmit';
import { useSession } from '../../session/SessionProvider';
import { isBackOfficePath, redirectTarget } from './redirectTarget';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const controlId = (field: string) => `login-${field}`;

export default function LoginPage() {
  useDocumentTitle(PUBLIC_PAGES.login.title);
  const { status, isAdmin, login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, busy, submit, summaryProps } = useAccountSubmit();
  const idleSignOut = idleSignOutOf(params);

  // Signed in (now or already): go where the person was heading.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const target = redirectTarget(params.get('redirect'));
    if (!isBackOfficePath(target)) void navigate(target, { replace: true });
    else if (isAdmin) window.location.assign(target);
    else void navigate('/dashboard', { replace: true });
  }, [status, isAdmin, params, navigate]);

  const onSubmit = (event: FormEvent) =>
    void submit(event, {
      schema: loginSchema,
      values: { email, password },
      send: (data) => login(data.email, data.password),
      failedTitle: USER_PANEL_MESSAGES.loginFailed,
    });

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
        <ErrorSummary {...summaryProps(controlId)} headingLevel={2} />
        <EmailField id={controlId('email')} value={email} error={form.byField.email} onChange={setEmail} />
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
        <SubmitRow label="Zaloguj się" busy={busy} busyText="Logowanie…" />
      </form>
      <p>
        Nie masz konta? <Link to="/register">Zarejestruj się</Link>
      </p>
    </div>
  );
}
