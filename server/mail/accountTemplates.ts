import { composeMail } from './html.js';
import type { MailMessage } from './mailer.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { greeting, type MailRecipient } from './templates.js';

/** Confirms the deletion of an account (RODO art. 17), saying what went and what is kept without the person. */
export function accountDeletedMessage(portal: PortalIdentity, account: MailRecipient): MailMessage {
  return composeMail(account.email, `Konto usunięte – ${portal.name}`, [
    greeting(account),
    `Na Twoją prośbę usunęliśmy Twoje konto w serwisie ${portal.name} razem z ofertami, artykułami, ` +
      'przesłanymi zdjęciami i wnioskami o weryfikację. Wszystkie sesje zostały zakończone.',
    'Zgodnie z polityką prywatności zachowujemy – bez Twojego imienia i adresu email – wpisy dziennika zdarzeń, ' +
      'decyzje moderacyjne i odwołania (wymaga tego akt o usługach cyfrowych) oraz treść złożonych przez Ciebie zgłoszeń.',
    portal.contactEmail
      ? `Jeśli konto usunięto bez Twojej wiedzy, napisz do nas: ${portal.contactEmail}.`
      : 'Jeśli konto usunięto bez Twojej wiedzy, skontaktuj się z nami przez stronę Kontakt.',
    `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
  ]);
}
