import { INQUIRY_STATUS_LABELS, needLabels } from '../../shared/inquiries.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { composeMail, type MailBlock } from './html.js';
import type { MailMessage } from './mailer.js';

/** Where the organisation reads and marks its offers' inquiries; the asker's own list (docs/zapytania.md). */
export const RECEIVED_INQUIRIES_PATH = '/dashboard';
export const SENT_INQUIRIES_PATH = '/dashboard?view=inquiries';

export interface InquiryMail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  needs: readonly string[];
  on_behalf_name: string | null;
  on_behalf_relation: string | null;
}

/** What the asker wrote, the same in the organisation's message and in the asker's copy. */
function inquiryFacts(inquiry: InquiryMail): MailBlock[] {
  const facts: [string, string][] = [
    ['Od', inquiry.name],
    ['E-mail', inquiry.email],
  ];
  if (inquiry.phone) facts.push(['Telefon', inquiry.phone]);
  if (inquiry.on_behalf_name)
    facts.push(['W imieniu', `${inquiry.on_behalf_name} (${inquiry.on_behalf_relation ?? ''})`.replace(' ()', '')]);
  facts.push(['Potrzeby', inquiry.needs.length ? needLabels(inquiry.needs).join(', ') : 'nie podano']);
  return [{ facts }, { heading: 'Wiadomość' }, inquiry.message];
}

/**
 * The inquiry for the offer's contact address. `Reply-To` is the asker, so the organisation's answer goes straight
 * to them; the portal sends from its own address and keeps no copy of the conversation.
 */
export function inquiryToOfferorMessage(
  portal: PortalIdentity,
  publicUrl: string,
  to: string,
  offer: { title: string },
  inquiry: InquiryMail,
): MailMessage {
  const link = `${publicUrl}${RECEIVED_INQUIRIES_PATH}`;
  return composeMail(
    to,
    `Zapytanie o ofertę „${offer.title}” – ${portal.name}`,
    [
      'Dzień dobry!',
      `Przez portal ${portal.name} przyszło zapytanie o ofertę „${offer.title}”. Aby odpowiedzieć, po prostu odpowiedz na tę wiadomość – odpowiedź trafi do osoby pytającej.`,
      ...inquiryFacts(inquiry),
      'Po odpowiedzi oznacz zapytanie w panelu jako „Odpowiedziano”: osoba pytająca zobaczy to na swoim koncie.',
      { link, text: 'Otwórz zapytania w panelu' },
      `Osoba pytająca zgodziła się na przekazanie Ci tych danych wyłącznie w celu odpowiedzi na zapytanie.`,
      `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
    { link, replyTo: inquiry.email },
  );
}

/** The asker's copy of what was sent, and where to follow it. */
export function inquiryCopyMessage(
  portal: PortalIdentity,
  publicUrl: string,
  offer: { id: string; title: string },
  inquiry: InquiryMail,
  signedIn: boolean,
): MailMessage {
  const link = signedIn ? `${publicUrl}${SENT_INQUIRIES_PATH}` : `${publicUrl}/offer/${offer.id}`;
  return composeMail(
    inquiry.email,
    `Kopia Twojego zapytania o ofertę „${offer.title}” – ${portal.name}`,
    [
      'Dzień dobry!',
      `Przekazaliśmy Twoje zapytanie oferentowi. Odpowiedź przyjdzie bezpośrednio od oferenta na ten adres e-mail. Status zapytania na początku to „${INQUIRY_STATUS_LABELS.new}”.`,
      ...inquiryFacts(inquiry),
      signedIn
        ? { link, text: 'Zobacz swoje zapytania i ich status' }
        : { link, text: 'Zobacz ofertę, o którą pytasz' },
      'Jeśli to nie Ty wysłałeś to zapytanie, zignoruj tę wiadomość – nie zapisaliśmy Cię na żadną listę.',
      `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
    { link },
  );
}
