import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorToToast } from '../../../shared/errors';
import { API_V1 } from '../../../shared/http';
import { AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { api } from '../../api';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { ResendConfirmationForm } from './ResendConfirmationForm';
import { focusInView } from '../../a11y/focus';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

type Outcome = { state: 'pending' } | { state: 'confirmed'; message: string } | { state: 'failed'; message: string };

/** A used, expired or missing link: said at once, with focus on it, and the way to a fresh link right below. */
function ConfirmFailed({ message }: { message: string }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const detailId = useId();
  // The outcome is the page's news: focus goes to it (its title is the name, the reason the description).
  useEffect(() => focusInView(ref.current), []);
  return (
    <>
      <section
        ref={ref}
        tabIndex={-1}
        className="notice notice-danger"
        aria-labelledby={titleId}
        aria-describedby={detailId}
      >
        <h2 id={titleId}>{USER_PANEL_MESSAGES.confirmLinkFailed}</h2>
        <p id={detailId}>{message}</p>
        <p>
          Jeśli adres został już potwierdzony, <Link to="/login">zaloguj się</Link>. W przeciwnym razie wyślij nowy link
          poniżej.
        </p>
      </section>
      <ResendConfirmationForm />
    </>
  );
}

/** The page behind the e-mail link: it sends the token once and says how it went. */
export default function ConfirmEmailPage() {
  useDocumentTitle(PUBLIC_PAGES.confirmEmail.title);
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
      <PageHeading>{PUBLIC_PAGES.confirmEmail.title}</PageHeading>
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
      {outcome.state === 'failed' && <ConfirmFailed message={outcome.message} />}
    </div>
  );
}
