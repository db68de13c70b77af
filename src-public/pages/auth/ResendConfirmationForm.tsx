import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { resendConfirmationSchema } from '../../../shared/schemas/auth';
import { EmailLinkForm } from './EmailLinkForm';

/** The next step after a dead confirmation link: a fresh link; the answer is the same for every address. */
export function ResendConfirmationForm() {
  return (
    <section className="stack" aria-labelledby="resend-title">
      <h2 id="resend-title">Wyślij nowy link</h2>
      <p>Podaj adres email, którego użyto przy rejestracji. Jeśli konto czeka na potwierdzenie, wyślemy nowy link.</p>
      <EmailLinkForm
        idPrefix="resend"
        schema={resendConfirmationSchema}
        endpoint="resend-confirmation"
        failedTitle={USER_PANEL_MESSAGES.resendFailed}
        submitLabel="Wyślij nowy link"
        headingLevel={3}
      />
    </section>
  );
}
