import { eq, inArray } from 'drizzle-orm';
import type { CorrectionField, CorrectionStatus } from '../../shared/freshness.js';
import type { Db } from './index.js';
import { offerCorrections, offers, users } from './schema.js';

const DAY_MS = 86_400_000;

/** The two demo organisations with old offers have been on the portal this long (days before the seed). */
const MEMBERS_SINCE_DAYS = 600;
const LONG_STANDING = ['offeror', 'ngo'];

/**
 * Offers of the long-standing organisations whose data was last confirmed long ago, in days before the seed
 * (docs/zasady-produktu.md, 'Aktualność danych'); the others were confirmed when they were last saved. Past a year the
 * offer reads 'Dane mogą być nieaktualne' (its reminder went out long ago); past half a year its reminder is due.
 */
const LAST_CONFIRMED: Record<string, { days_ago: number; reminded: boolean }> = {
  'Łóżko rehabilitacyjne z materacem przeciwodleżynowym': { days_ago: 410, reminded: true },
  'Balkoniki i kule łokciowe – bezpłatnie dla seniorów': { days_ago: 390, reminded: true },
  'Audyt dostępności architektonicznej budynku': { days_ago: 450, reminded: true },
  'Wózek elektryczny – wypożyczenie krótkoterminowe': { days_ago: 200, reminded: false },
  'Trening orientacji przestrzennej z białą laską': { days_ago: 240, reminded: false },
};

interface DemoCorrection {
  offer: string;
  days_ago: number;
  fields: CorrectionField[];
  note: string;
  email?: string;
  status: CorrectionStatus;
  /** Days after the report when the organisation (resolved) or an administrator (confirmation) acted on it. */
  handled_after_days?: number;
}

/**
 * Corrections in every state: two left unhandled past the deadline ('Poprawki danych' has work on a fresh start), one
 * still the organisation's to handle, one it resolved, and one whose offer an administrator marked for confirmation.
 */
const DEMO_CORRECTIONS: DemoCorrection[] = [
  {
    offer: 'Łóżko rehabilitacyjne z materacem przeciwodleżynowym',
    days_ago: 20,
    fields: ['phone', 'hours'],
    note: 'Pod numerem z oferty nikt nie odbiera, a w sobotę o 10:00 wypożyczalnia była zamknięta, choć oferta podaje godziny 9–14.',
    email: 'jolanta.wrobel@example.pl',
    status: 'open',
  },
  {
    offer: 'Trening orientacji przestrzennej z białą laską',
    days_ago: 17,
    fields: ['availability'],
    note: 'Zadzwoniłam w sprawie zapisów i usłyszałam, że wolne terminy są dopiero w przyszłym roku. W ofercie nie ma o tym słowa.',
    status: 'open',
  },
  {
    offer: 'Wózek inwalidzki aktywny – wypożyczenie',
    days_ago: 3,
    fields: ['price'],
    note: 'W punkcie podano cenę 180 zł za miesiąc wypożyczenia, a w ofercie jest niższa.',
    email: 'marek.sobczak@example.pl',
    status: 'open',
  },
  {
    offer: 'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym',
    days_ago: 30,
    fields: ['address'],
    note: 'Zajęcia odbywają się teraz w nowej stajni przy ul. Leśnej 12, a nie pod adresem z oferty.',
    email: 'agnieszka.pawlak@example.pl',
    status: 'resolved',
    handled_after_days: 2,
  },
  {
    offer: 'Bezpłatna porada prawna: orzeczenie o niepełnosprawności i odwołania',
    days_ago: 36,
    fields: ['hours', 'accessibility'],
    note: 'W czwartki dyżur kończy się o 16:00, nie o 19:00. Wejście od ulicy jest w remoncie, trzeba iść od podwórza, gdzie są trzy schodki.',
    status: 'confirmation_requested',
    handled_after_days: 16,
  },
];

async function offerIds(tx: Db, titles: string[]) {
  const rows = await tx
    .select({ id: offers.id, title: offers.title, owner_id: offers.owner_id })
    .from(offers)
    .where(inArray(offers.title, titles));
  return new Map(rows.map((row) => [row.title, row]));
}

function personId(people: Map<string, { id: string }>, key: string): string {
  const person = people.get(key);
  if (!person) throw new Error(`Dane demonstracyjne odwołują się do nieznanego konta: ${key}`);
  return person.id;
}

const daysBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** The dates of confirmation, and the corrections of the dashboard and of the back office's 'Poprawki danych'. */
export async function seedDemoFreshness(tx: Db, people: Map<string, { id: string }>, now: number): Promise<void> {
  const since = daysBefore(now, MEMBERS_SINCE_DAYS);
  // They signed up, confirmed their address and accepted the terms back then.
  await tx
    .update(users)
    .set({ created_at: since, updated_at: since, email_confirmed_at: since, terms_accepted_at: since })
    .where(
      inArray(
        users.id,
        LONG_STANDING.map((key) => personId(people, key)),
      ),
    );
  const adminId = personId(people, 'admin');
  const confirmed = await offerIds(tx, Object.keys(LAST_CONFIRMED));
  for (const [title, { days_ago, reminded }] of Object.entries(LAST_CONFIRMED)) {
    const offer = confirmed.get(title);
    if (!offer) throw new Error(`Dane demonstracyjne odwołują się do nieznanej oferty: ${title}`);
    const at = daysBefore(now, days_ago);
    // The offer has stood unchanged since that confirmation, its last save.
    await tx
      .update(offers)
      .set({ confirmed_at: at, created_at: at, updated_at: at, reminded_for_confirmation_at: reminded ? at : null })
      .where(eq(offers.id, offer.id));
  }

  const reported = await offerIds(tx, [...new Set(DEMO_CORRECTIONS.map((correction) => correction.offer))]);
  for (const { offer: title, days_ago, handled_after_days, email, ...correction } of DEMO_CORRECTIONS) {
    const offer = reported.get(title);
    if (!offer) throw new Error(`Dane demonstracyjne odwołują się do nieznanej oferty: ${title}`);
    const handledAt = handled_after_days === undefined ? null : daysBefore(now, days_ago - handled_after_days);
    await tx.insert(offerCorrections).values({
      ...correction,
      offer_id: offer.id,
      email: email ?? null,
      created_at: daysBefore(now, days_ago),
      handled_at: handledAt,
      handled_by: correction.status === 'resolved' ? offer.owner_id : correction.status === 'open' ? null : adminId,
      outcome_sent_at: handledAt && email ? handledAt : null,
    });
    if (correction.status === 'confirmation_requested') {
      await tx.update(offers).set({ confirmation_requested_at: handledAt }).where(eq(offers.id, offer.id));
    }
  }
}
