import { SHARED_LIST_DAYS } from '../../shared/favourites.js';
import type { ListEntry } from '../../shared/schemas/responses.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { composeMail, type MailBlock } from './html.js';
import type { MailMessage } from './mailer.js';
import { polishDate } from './moderationTemplates.js';

/**
 * A shared list sent from the portal. Only the portal's own words, the offers' titles and the link: the sender cannot
 * add text (the form has no field for it), so the portal's address cannot carry anyone's message (docs/moja-lista.md).
 */
export function sharedListMessage(
  portal: PortalIdentity,
  to: string,
  list: { url: string; expires_at: string; entries: ListEntry[] },
): MailMessage {
  const titles = list.entries.flatMap((entry) => (entry.offer ? [entry.offer.title] : []));
  const blocks: MailBlock[] = [
    'Dzień dobry,',
    `ktoś udostępnił Ci listę ofert z portalu ${portal.name} i poprosił nas o wysłanie jej na ten adres. Nie dodajemy do tej wiadomości żadnej treści od nadawcy.`,
    { heading: `Oferty na liście (${titles.length})` },
    titles.map((title, index) => `${index + 1}. ${title}`).join('\n'),
    { link: list.url, text: 'Otwórz listę ofert' },
    `Lista jest tylko do odczytu i będzie dostępna do ${polishDate(list.expires_at)} (${SHARED_LIST_DAYS} dni od utworzenia). Nie zapisaliśmy Twojego adresu: to jedyna wiadomość, którą od nas dostaniesz w tej sprawie.`,
    portal.contactEmail
      ? `Jeśli ta wiadomość to nadużycie, napisz do nas: ${portal.contactEmail}.`
      : 'Jeśli ta wiadomość to nadużycie, napisz do nas przez formularz kontaktowy portalu.',
    `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
  ];
  return composeMail(to, `Lista ofert z portalu ${portal.name}`, blocks, { link: list.url });
}
