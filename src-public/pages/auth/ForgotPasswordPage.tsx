import { Link } from 'react-router-dom';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { forgotPasswordSchema } from '../../../shared/schemas/auth';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { EmailLinkForm } from './EmailLinkForm';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle(PUBLIC_PAGES.forgotPassword.title);

  return (
    <div className="auth-page stack">
      <PageHeading>{PUBLIC_PAGES.forgotPassword.title}</PageHeading>
      <p>Podaj adres email swojego konta. Wyślemy na niego link do ustawienia nowego hasła.</p>
      <EmailLinkForm
        idPrefix="forgot"
        schema={forgotPasswordSchema}
        endpoint="forgot-password"
        failedTitle={USER_PANEL_MESSAGES.forgotFailed}
        submitLabel="Wyślij link"
        headingLevel={2}
        withRequiredNote
      />
      <p>
        <Link to="/login">Wróć do logowania</Link>
      </p>
    </div>
  );
}
