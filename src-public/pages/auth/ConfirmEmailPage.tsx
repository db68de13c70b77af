import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorToToast } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';

type Outcome = { state: 'pending' } | { state: 'confirmed'; message: string } | { state: 'failed'; message: string };

/** The page behind the e-mail link: it sends the token once and says how it went. */
export default function ConfirmEmailPage() {
  useDocumentTitle('Potwierdzenie adresu email');
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: AUTH_MESSAGES.tokenInvalid },
  );
  // A token works only once: the request must not be repeated when the effect runs again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    api.post<{ detail: string }>(`${API_V1}/auth/confirm-email`, { json: { token } }).then(
      (answer) => setOutcome({ state: 'confirmed', message: answer.detail || AUTH_MESSAGES.emailConfirmed }),
      (error: unknown) =>
        setOutcome({ state: 'failed', message: errorToToast(error, USER_PANEL_MESSAGES.confirmFailed).description }),
    );
  }, [token]);

  return (
    <div className="auth-page stack">
      <PageHeading>Potwierdzenie adresu email</PageHeading>
      {outcome.state === 'pending' && <Spinner label="Potwierdzanie adresu email…" />}
      {outcome.state === 'confirmed' && (
        <div className="notice notice-success" role="status">
          <p>{outcome.message}</p>
          <p>
            <Link to="/login" className="btn btn-primary">
              Przejdź do logowania
            </Link>
          </p>
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="notice notice-danger" role="alert">
          <p>
            <strong>Nie udało się potwierdzić adresu email.</strong>
          </p>
          <p>{outcome.message}</p>
          <p>
            Jeśli adres został już potwierdzony, <Link to="/login">zaloguj się</Link>. W przeciwnym razie{' '}
            <Link to="/register">zarejestruj się ponownie</Link>.
          </p>
        </div>
      )}
    </div>
  );
}
