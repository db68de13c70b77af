import { CONFIRMATION_REMINDER_DAYS, CORRECTION_FIELD_LABELS, type CorrectionField } from '../../shared/freshness.js';
import type { PortalIdentity } from '../settings/portalSettings.js';
import { composeMail } from './html.js';
import type { MailMessage } from './mailer.js';
import { polishDate } from './moderationTemplates.js';
import { greeting, type MailRecipient } from './templates.js';

/** Where the organisation confirms its offers' data and handles corrections (the dashboard's section). */
export const CORRECTIONS_ANCHOR = '/dashboard#poprawki-danych';
const DASHBOARD_PATH = '/dashboard';

export interface OfferMention {
  id: string;
  title: string;
}

const fieldList = (fields: readonly string[]) =>
  fields.map((field) => CORRECTION_FIELD_LABELS[field as CorrectionField] ?? field).join(', ');

/** Half a year without a confirmation: the organisation is asked to check the offer and click 'Dane są aktualne'. */
export function confirmationReminderMessage(
  portal: PortalIdentity,
  publicUrl: string,
  owner: MailRecipient,
  offer: OfferMention & { confirmed_at: string },
): MailMessage {
  const link = `${publicUrl}${DASHBOARD_PATH}`;
  return composeMail(
    owner.email,
    `Sprawdź, czy dane oferty są aktualne – ${portal.name}`,
    [
      greeting(owner),
      `Dane oferty „${offer.title}” zostały ostatnio potwierdzone ${polishDate(offer.confirmed_at)}, ponad ${CONFIRMATION_REMINDER_DAYS} dni temu. Osoby z niepełnosprawnościami i ich bliscy planują wizyty na podstawie tych informacji, dlatego prosimy o sprawdzenie adresu, telefonu, godzin, dostępności i ceny.`,
      'Jeśli wszystko się zgadza, kliknij w panelu przycisk „Dane są aktualne” przy tej ofercie. Jeśli coś się zmieniło, popraw ofertę – każdy zapis też potwierdza dane.',
      'Oferta, której dane nie zostaną potwierdzone przez rok, będzie oznaczona jako „Dane mogą być nieaktualne” i pokaże się niżej w wynikach wyszukiwania.',
      { link, text: 'Otwórz swoje oferty w panelu' },
      `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
    { link },
  );
}

/** Someone reported out-of-date data: the organisation hears what kind, and reads the note in its dashboard. */
export function correctionReceivedMessage(
  portal: PortalIdentity,
  publicUrl: string,
  owner: MailRecipient,
  offer: OfferMention,
  fields: readonly string[],
): MailMessage {
  const link = `${publicUrl}${CORRECTIONS_ANCHOR}`;
  return composeMail(
    owner.email,
    `Zgłoszenie nieaktualnych danych oferty – ${portal.name}`,
    [
      greeting(owner),
      `Ktoś zgłosił, że część danych oferty „${offer.title}” może być nieaktualna.`,
      { facts: [['Czego dotyczy zgłoszenie', fieldList(fields)]] },
      'Opis zgłoszenia przeczytasz w panelu, w sekcji „Zgłoszone nieaktualne dane”. Popraw ofertę albo potwierdź, że dane są aktualne, a potem oznacz zgłoszenie jako załatwione. Zgłoszenie, którym nikt się nie zajmie przez 14 dni, trafi do administratorów portalu.',
      { link, text: 'Otwórz zgłoszenia w panelu' },
      `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
    { link },
  );
}

/**
 * What happened to a correction, for the reporter who gave an address. It says only what the portal knows for a
 * fact (marked as handled, or marked for confirmation) and links the offer: nothing the organisation wrote is quoted,
 * not even the offer's title, so the portal's e-mail never carries an organisation's words to a stranger.
 */
export function correctionOutcomeMessage(
  portal: PortalIdentity,
  publicUrl: string,
  to: string,
  offerId: string,
  outcome: 'resolved' | 'confirmation_requested',
): MailMessage {
  const link = `${publicUrl}/offer/${offerId}`;
  const what =
    outcome === 'resolved'
      ? `Organizacja oznaczyła Twoje zgłoszenie nieaktualnych danych oferty jako załatwione. Aktualne dane znajdziesz na stronie oferty.`
      : `Organizacja nie zajęła się Twoim zgłoszeniem nieaktualnych danych oferty w ciągu 14 dni, więc administrator portalu oznaczył ofertę jako „Dane mogą być nieaktualne”. Oznaczenie zniknie, gdy organizacja potwierdzi albo poprawi dane.`;
  return composeMail(
    to,
    `Twoje zgłoszenie nieaktualnych danych – ${portal.name}`,
    [
      'Dzień dobry!',
      what,
      { link, text: 'Zobacz zgłoszoną ofertę' },
      'Dziękujemy, że pomagasz utrzymać informacje w portalu w aktualności.',
      `Pozdrawiamy,\nzespół serwisu ${portal.name}`,
    ],
    { link },
  );
}
