import { polishPlural } from '../../shared/plural.js';
import { contentPagePath } from '../../shared/publicPages.js';
import {
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_TEXTS,
  SAVED_SEARCHES_DASHBOARD_PATH,
  savedSearchPagePath,
  UNCONFIRMED_SAVED_SEARCH_HOURS,
} from '../../shared/savedSearches.js';
import type { SavedSearchRow } from '../db/schema.js';
import { composeMail, type MailBlock } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PortalIdentity } from '../settings/portalSettings.js';

const signature = (portal: PortalIdentity) => `Pozdrawiamy,\nzespół serwisu ${portal.name}`;

/** The double opt-in of an alert saved without an account: the link opens its page, where it is confirmed. */
export function savedSearchConfirmMessage(
  portal: PortalIdentity,
  publicUrl: string,
  row: Pick<SavedSearchRow, 'id' | 'email' | 'name' | 'frequency'>,
  token: string,
): MailMessage {
  const link = `${publicUrl}${savedSearchPagePath(row.id, token)}`;
  return composeMail(
    row.email ?? '',
    `Potwierdź powiadomienie o nowych ofertach – ${portal.name}`,
    [
      'Dzień dobry!',
      `Ktoś (zapewne Ty) poprosił o powiadomienia o nowych ofertach w serwisie ${portal.name} na ten adres. ` +
        'Zaczniemy je wysyłać dopiero, gdy to potwierdzisz.',
      {
        facts: [
          [SAVED_SEARCH_TEXTS.factName, row.name],
          [SAVED_SEARCH_TEXTS.factFrequency, SAVED_SEARCH_FREQUENCY_LABELS[row.frequency]],
        ],
      },
      { link, text: 'Potwierdź powiadomienie o nowych ofertach' },
      `Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia powiadomienie usuniemy po ${UNCONFIRMED_SAVED_SEARCH_HOURS} godzinach.`,
      signature(portal),
    ],
    { link },
  );
}

/** One offer of a digest, as the list of the e-mail shows it. */
export interface DigestOffer {
  id: string;
  title: string;
  organisation: string | null;
  city: string | null;
  category: string | null;
}

/** One alert's part of a digest: its new offers (the first DIGEST_OFFERS_MAX), how many in all, and its links. */
export interface DigestSection {
  name: string;
  offers: DigestOffer[];
  total: number;
  /** The search, newest first: the rest of the offers. */
  searchLink: string;
  /** The alert's own page (see it, delete it) by the link's token. */
  manageLink: string;
}

const newOffers = (count: number) => `${count} ${polishPlural(count, 'nowa oferta', 'nowe oferty', 'nowych ofert')}`;

function sectionBlocks(publicUrl: string, section: DigestSection): MailBlock[] {
  const blocks: MailBlock[] = [
    { heading: `${section.name}: ${newOffers(section.total)}` },
    {
      list: section.offers.map((offer) => ({
        text: offer.title,
        link: `${publicUrl}${contentPagePath('offer', offer.id)}`,
        detail: [offer.organisation, offer.city, offer.category].filter(Boolean).join(' · ') || undefined,
      })),
    },
  ];
  if (section.total > section.offers.length) {
    blocks.push({
      link: section.searchLink,
      text: `Zobacz wszystkie ${newOffers(section.total)} w wyszukiwarce („${section.name}”)`,
    });
  }
  blocks.push({ link: section.manageLink, text: `Zmień lub wyłącz powiadomienie „${section.name}”` });
  return blocks;
}

export interface DigestRecipient {
  email: string;
  /** Signed-in people manage their alerts in the dashboard; the others by each alert's link. */
  hasAccount: boolean;
}

/**
 * The digest of one person and frequency: a heading and a list of offers per alert, real link text throughout, and
 * the one-click unsubscribe (RFC 8058) in the headers.
 */
export function digestMessage(
  portal: PortalIdentity,
  publicUrl: string,
  recipient: DigestRecipient,
  frequency: SavedSearchRow['frequency'],
  sections: DigestSection[],
  unsubscribeUrl: string,
): MailMessage {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const footer: MailBlock[] = [
    { heading: 'Twoje powiadomienia' },
    `Dostajesz tę wiadomość, bo zapisałeś powiadomienie o nowych ofertach (${SAVED_SEARCH_FREQUENCY_LABELS[frequency].toLowerCase()}). ` +
      'Każdą ofertę wysyłamy tylko raz.',
  ];
  if (recipient.hasAccount) {
    footer.push({ link: `${publicUrl}${SAVED_SEARCHES_DASHBOARD_PATH}`, text: SAVED_SEARCH_TEXTS.manageLink });
  }
  return composeMail(
    recipient.email,
    `${newOffers(total)} dla Ciebie – ${portal.name}`,
    [
      'Dzień dobry!',
      'Od ostatniej wiadomości pojawiły się nowe oferty pasujące do Twoich zapisanych wyszukiwań, od najnowszej.',
      ...sections.flatMap((section) => sectionBlocks(publicUrl, section)),
      ...footer,
      signature(portal),
    ],
    {
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}
