import { verificationDate } from '../../shared/verification.js';
import type { VerificationRequestRow } from '../db/schema.js';
import { composeMail } from './html.js';
import type { MailMessage } from './mailer.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { greeting, type MailRecipient } from './templates.js';

const numbers = (request: VerificationRequestRow): [string, string][] =>
  (
    [
      ['NIP', request.nip],
      ['REGON', request.regon],
      ['KRS', request.krs],
    ] as const
  ).flatMap(([label, value]) => (value ? [[`Numer ${label}`, value] as [string, string]] : []));

/** The admin's answer to a verification request, sent whichever way it went. */
export function verificationOutcomeMessage(
  portal: PortalIdentity,
  publicUrl: string,
  organisation: MailRecipient,
  request: VerificationRequestRow,
): MailMessage {
  const approved = request.status === 'approved';
  const date = verificationDate(request.decided_at ?? new Date().toISOString());
  return composeMail(
    organisation.email,
    approved ? `Organizacja zweryfikowana – ${portal.name}` : `Prośba o weryfikację odrzucona – ${portal.name}`,
    [
      greeting(organisation),
      approved
        ? `Sprawdziliśmy numery organizacji „${request.organization_name}” w rejestrach publicznych. Od ${date} jej oferty i profil mają znak „Organizacja zweryfikowana”.`
        : `Nie mogliśmy potwierdzić numerów organizacji „${request.organization_name}” w rejestrach publicznych, dlatego prośba o weryfikację została odrzucona.`,
      {
        facts: [
          ...numbers(request),
          ['Data decyzji', date],
          ...(request.reason ? [['Uzasadnienie', request.reason] as [string, string]] : []),
        ],
      },
      approved
        ? 'Zmiana nazwy organizacji albo numeru NIP lub KRS w profilu zdejmuje znak do czasu ponownego sprawdzenia.'
        : 'Popraw dane w profilu i poproś o weryfikację ponownie w swoim panelu.',
      { link: `${publicUrl}/dashboard`, text: 'Otwórz swój panel' },
      portal.contactEmail
        ? `Pozdrawiamy,\nzespół serwisu ${portal.name} (${portal.contactEmail})`
        : `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
  );
}
