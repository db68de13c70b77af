import { ALTERNATIVE_FORMAT_LABELS } from '../../shared/accessibilityRequests.js';
import type { AccessibilityRequestRow } from '../db/schema.js';
import { composeMail } from './html.js';
import type { MailMessage } from './mailer.js';
import { polishDate } from './moderationTemplates.js';
import type { PortalIdentity } from '../settings/portalSettings.js';

const STATEMENT_PATH = '/deklaracja-dostepnosci';

/**
 * The receipt goes to whatever address the person typed, so, like a notice's receipt, it quotes nothing they wrote
 * (the portal must not relay a stranger's text): the request's number, dates and the chosen form, and a link.
 */
export function accessibilityReceiptMessage(
  portal: PortalIdentity,
  publicUrl: string,
  request: AccessibilityRequestRow,
): MailMessage {
  return composeMail(request.email, `Przyjęliśmy zgłoszenie dostępności – ${portal.name}`, [
    'Dzień dobry!',
    `Dziękujemy za zgłoszenie problemu z dostępnością serwisu ${portal.name}. Odpowiemy najpóźniej w dniu podanym niżej. Jeśli nie zdążymy, napiszemy, kiedy odpowiedź będzie możliwa (nie później niż w ciągu 2 miesięcy od zgłoszenia).`,
    {
      facts: [
        ['Numer zgłoszenia', request.id],
        ['Data zgłoszenia', polishDate(request.created_at)],
        ['Odpowiemy do', polishDate(request.due_at)],
        ['Forma informacji, o którą prosisz', ALTERNATIVE_FORMAT_LABELS[request.alternative_format]],
      ],
    },
    { link: `${publicUrl}${STATEMENT_PATH}`, text: 'Deklaracja dostępności i procedura odwoławcza' },
    portal.contactEmail
      ? `Pozdrawiamy,\nzespół serwisu ${portal.name} (${portal.contactEmail})`
      : `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
  ]);
}

/** Tells the portal's administrators (its contact address) that a request came in and by when it must be answered. */
export function accessibilityNoticeForAdmins(
  portal: PortalIdentity,
  publicUrl: string,
  request: AccessibilityRequestRow,
): MailMessage {
  return composeMail(
    portal.contactEmail,
    `Nowe zgłoszenie dostępności – odpowiedz do ${polishDate(request.due_at)}`,
    [
      'Wpłynęło zgłoszenie problemu z dostępnością. Ustawa o dostępności cyfrowej wymaga odpowiedzi w ciągu 7 dni.',
      {
        facts: [
          ['Numer zgłoszenia', request.id],
          ['Data zgłoszenia', polishDate(request.created_at)],
          ['Termin odpowiedzi', polishDate(request.due_at)],
          ['Strona lub adres', request.page],
          ['Problem', request.problem],
          ['Forma informacji', ALTERNATIVE_FORMAT_LABELS[request.alternative_format]],
          ['Email', request.email],
          ['Telefon', request.phone ?? 'nie podano'],
        ],
      },
      { link: `${publicUrl}/admin/accessibility_requests`, text: 'Zgłoszenia dostępności w panelu administracyjnym' },
    ],
    { replyTo: request.email },
  );
}
