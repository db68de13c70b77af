import {
  APPEAL_OUTCOME_LABELS,
  appealDeadline,
  GROUND_LABELS,
  MODERATION_TARGET_LABELS,
  REPORT_DECISION_LABELS,
  REPORT_REASON_LABELS,
  restrictionSummary,
  targetName,
  type ReportDecision,
} from '../../shared/moderation.js';
import type { AppealRow, DecisionRow, ReportRow } from '../db/schema.js';
import { composeMail, type MailBlock } from './html.js';
import type { MailMessage } from './mailer.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { greeting, type MailRecipient } from './templates.js';

const DATE_FORMAT = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'Europe/Warsaw' });
export const polishDate = (value: string | Date) => DATE_FORMAT.format(new Date(value));

const DECISIONS_ANCHOR = '/dashboard#decyzje-moderacyjne';

function signature(portal: PortalIdentity): MailBlock {
  return portal.contactEmail
    ? `Pozdrawiamy,\nzespół moderacji serwisu ${portal.name} (${portal.contactEmail})`
    : `Pozdrawiamy,\nzespół moderacji serwisu ${portal.name}`;
}

/** The statement of reasons (DSA art. 17 ust. 3): what, how, facts, ground, no automated means, how to appeal. */
export function decisionNoticeMessage(
  portal: PortalIdentity,
  publicUrl: string,
  author: MailRecipient,
  decision: DecisionRow,
): MailMessage {
  const type = decision.target_type;
  const banned = type === 'profile';
  const deadline = polishDate(appealDeadline(decision.created_at));
  const link = `${publicUrl}${DECISIONS_ANCHOR}`;
  const appeal: MailBlock[] = banned
    ? [
        `Możesz złożyć odwołanie do ${deadline} (6 miesięcy od decyzji). Ponieważ konto jest zablokowane, napisz na adres ${portal.contactEmail ?? 'kontaktowy portalu'}, podając identyfikator decyzji ${decision.id}. Odwołanie rozpatrzy inny moderator niż autor decyzji.`,
      ]
    : [
        `Możesz złożyć odwołanie do ${deadline} (6 miesięcy od decyzji) w swoim panelu, w sekcji „Decyzje moderacyjne”. Odwołanie rozpatrzy inny moderator niż autor decyzji, a o wyniku poinformujemy Cię wiadomością email.`,
        { link, text: 'Otwórz decyzje moderacyjne w panelu' },
      ];
  return composeMail(
    author.email,
    `Uzasadnienie decyzji moderacyjnej – ${portal.name}`,
    [
      greeting(author),
      `Informujemy o decyzji moderacyjnej dotyczącej treści lub konta w serwisie ${portal.name}. Poniżej znajdziesz jej uzasadnienie.`,
      { heading: 'Decyzja' },
      {
        facts: [
          ['Czego dotyczy', targetName(type, decision.target_title)],
          ['Rodzaj i zakres ograniczenia', restrictionSummary(decision)],
          ['Data decyzji', polishDate(decision.created_at)],
          ['Fakty i okoliczności', decision.statement],
          ['Podstawa decyzji', GROUND_LABELS[decision.ground] ?? decision.ground],
          [
            'Skąd wiemy o sprawie',
            decision.report_id
              ? 'ze zgłoszenia naruszenia złożonego przez inną osobę (art. 16 aktu o usługach cyfrowych)'
              : 'z własnej inicjatywy moderatora portalu',
          ],
          [
            'Zautomatyzowane środki',
            'nie zostały użyte – treść sprawdził i decyzję podjął moderator (człowiek), bez zautomatyzowanego wykrywania ani podejmowania decyzji.',
          ],
          ['Identyfikator decyzji', decision.id],
        ],
      },
      { heading: 'Jak się odwołać' },
      ...appeal,
      'Niezależnie od odwołania możesz skorzystać z pozasądowego rozstrzygania sporów (art. 21 aktu o usługach cyfrowych) albo dochodzić swoich praw przed sądem.',
      signature(portal),
    ],
    { link: banned ? undefined : link },
  );
}

/**
 * A notice's receipt and outcome go to whatever address the notifier typed, so they carry no text anyone but the
 * portal wrote: not the notifier's name, not the reported content's title (an organisation named after a phishing
 * link had the portal send its own e-mail quoting it). They name the kind of content and the notice's number, and
 * link to the content on the portal.
 */
function reportedContent(contentUrl: string | null): MailBlock[] {
  return contentUrl ? [{ link: contentUrl, text: 'Zobacz zgłoszoną treść w portalu' }] : [];
}

/** Confirms that a notice was received (DSA art. 16 ust. 4). */
export function reportReceiptMessage(
  portal: PortalIdentity,
  report: ReportRow & { email: string },
  contentUrl: string | null,
): MailMessage {
  return composeMail(report.email, `Potwierdzenie przyjęcia zgłoszenia – ${portal.name}`, [
    'Dzień dobry!',
    `Dziękujemy za zgłoszenie naruszenia w serwisie ${portal.name}. Zgłoszenie zostało przyjęte i rozpatrzy je moderator (człowiek, bez zautomatyzowanych środków). O decyzji poinformujemy Cię wiadomością email.`,
    {
      facts: [
        ['Numer zgłoszenia', report.id],
        ['Rodzaj zgłoszonej treści', MODERATION_TARGET_LABELS[report.target_type]],
        ['Powód', REPORT_REASON_LABELS[report.reason]],
        ['Data zgłoszenia', polishDate(report.created_at)],
      ],
    },
    ...reportedContent(contentUrl),
    signature(portal),
  ]);
}

/** Tells the notifier what was decided (DSA art. 16 ust. 5). */
export function reportOutcomeMessage(
  portal: PortalIdentity,
  report: ReportRow & { email: string },
  contentUrl: string | null,
): MailMessage {
  const decision = report.decision as ReportDecision;
  return composeMail(report.email, `Rozpatrzyliśmy Twoje zgłoszenie – ${portal.name}`, [
    'Dzień dobry!',
    `Moderator rozpatrzył Twoje zgłoszenie numer ${report.id}.`,
    {
      facts: [
        ['Numer zgłoszenia', report.id],
        ['Rodzaj zgłoszonej treści', MODERATION_TARGET_LABELS[report.target_type]],
        ['Decyzja', REPORT_DECISION_LABELS[decision]],
        ['Uzasadnienie', report.statement ?? ''],
        ['Zautomatyzowane środki', 'nie zostały użyte – zgłoszenie rozpatrzył moderator (człowiek).'],
      ],
    },
    ...reportedContent(contentUrl),
    'Jeśli nie zgadzasz się z decyzją, możesz skorzystać z pozasądowego rozstrzygania sporów (art. 21 aktu o usługach cyfrowych) albo drogi sądowej.',
    signature(portal),
  ]);
}

/** The outcome of an appeal (DSA art. 20 ust. 5), sent whichever way it went. */
export function appealOutcomeMessage(
  portal: PortalIdentity,
  author: MailRecipient,
  appeal: AppealRow,
  decision: DecisionRow,
): MailMessage {
  const { outcome } = appeal;
  // Only a decided appeal is announced (adminAppealRoutes sends it after the outcome is saved).
  if (!outcome) throw new Error('Odwołanie nie ma jeszcze rozstrzygnięcia.');
  const effect =
    outcome === 'upheld'
      ? 'Decyzja została utrzymana: ograniczenie pozostaje w mocy.'
      : appeal.content_changed
        ? 'Decyzja została cofnięta. Treść zmieniła się od czasu decyzji, więc nie wróciła od razu do portalu: czeka na ponowną akceptację administratora i będzie widoczna po zatwierdzeniu.'
        : appeal.restored_status
          ? 'Decyzja została cofnięta: przywróciliśmy poprzedni stan treści lub konta.'
          : 'Decyzja została cofnięta. Treść lub konto zmieniły się od czasu decyzji (albo zostały usunięte), więc ich obecny stan pozostał bez zmian.';
  return composeMail(author.email, `Rozpatrzyliśmy Twoje odwołanie – ${portal.name}`, [
    greeting(author),
    `Rozpatrzyliśmy Twoje odwołanie od decyzji dotyczącej: ${targetName(decision.target_type, decision.target_title)}.`,
    {
      facts: [
        ['Rozstrzygnięcie', APPEAL_OUTCOME_LABELS[outcome]],
        ['Skutek', effect],
        ['Uzasadnienie', appeal.statement ?? ''],
        ['Kto rozpatrzył', 'moderator (człowiek), bez zautomatyzowanych środków'],
      ],
    },
    'Jeśli nadal się nie zgadzasz, możesz skorzystać z pozasądowego rozstrzygania sporów (art. 21 aktu o usługach cyfrowych) albo drogi sądowej.',
    signature(portal),
  ]);
}
