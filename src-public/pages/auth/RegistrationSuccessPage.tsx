import { Link, useLocation } from 'react-router-dom';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

export default function RegistrationSuccessPage() {
  useDocumentTitle(PUBLIC_PAGES.registrationSuccess.title);
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <div className="auth-page stack">
      <PageHeading>{PUBLIC_PAGES.registrationSuccess.title}</PageHeading>
      <div className="notice notice-success">
        <p>
          Dziękujemy! Wysłaliśmy wiadomość z linkiem potwierdzającym
          {typeof email === 'string' ? (
            <>
              {' '}
              na adres <strong>{email}</strong>
            </>
          ) : null}
          .
        </p>
        <p>Kliknij link w wiadomości, aby potwierdzić adres email. Potem możesz się zalogować.</p>
      </div>
      <p>Nie widzisz wiadomości? Sprawdź folder „Spam” lub „Oferty”; wiadomość może dojść po kilku minutach.</p>
      <p className="cluster">
        <Link to="/login" className="btn btn-primary">
          Przejdź do logowania
        </Link>
        <Link to="/">Wróć na stronę główną</Link>
      </p>
    </div>
  );
}
