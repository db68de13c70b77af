import { and, asc, desc, eq, gt, inArray, isNotNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { MAX_PER_PAGE } from '../../shared/limits.js';
import {
  DIGEST_OFFERS_MAX,
  SAVED_SEARCH_FREQUENCIES,
  savedSearchPagePath,
  type SavedSearchFrequency,
} from '../../shared/savedSearches.js';
import { EXACT_SEARCH_COUNT } from '../../shared/search.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { offers, savedSearchDeliveries, savedSearches, users, type SavedSearchRow } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { publicOfferCondition, toOffer } from '../offers/queries.js';
import { runSearchStatements, type RunStatement } from '../offers/search.js';
import { synonymGroups } from '../search/synonyms.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { deleteUnconfirmedExpired, savedSearchParameters } from './savedSearches.js';
import { digestMessage, type DigestOffer, type DigestSection } from './templates.js';
import { savedSearchToken } from './tokens.js';

/** Digests go out from this hour on (Polish time), not in the night; `npm run alerts -- --now` ignores it. */
export const SEND_FROM_HOUR = 7;
const TIME_ZONE = 'Europe/Warsaw';

/**
 * How long after its last digest an alert is due again. A little under the day or the week, so a run that starts a
 * few minutes later than the previous one still sends.
 */
const DUE_AFTER: Record<SavedSearchFrequency, string> = { daily: '23 hours', weekly: '6 days 23 hours' };

/**
 * Offers that became public in a transaction still open when a digest ran are not lost: each digest looks this far
 * back before its previous run, and what was already sent is never sent again (saved_search_deliveries).
 */
const OVERLAP = '10 minutes';

/** The Polish calendar day and hour of a moment. */
function polishTime(moment: Date): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

/** The period a digest is for (its idempotency key's last part): the Polish day, or the week by its Monday. */
export function digestPeriod(frequency: SavedSearchFrequency, moment: Date): string {
  const { date, weekday } = polishTime(moment);
  if (frequency === 'daily') return date;
  const monday = new Date(`${date}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - weekday);
  return `week-of-${monday.toISOString().slice(0, 10)}`;
}

/** Whose digest an alert is part of: the account's or, without one, the address's. */
const personKey = (row: Pick<SavedSearchRow, 'user_id' | 'email'>) =>
  row.user_id ? `user:${row.user_id}` : `email:${row.email}`;

const direct: RunStatement = (statement) => Promise.resolve(statement);

interface Candidate {
  id: string;
  published_at: string;
}

/** Public offers that became public since the alert's last digest (with the overlap) and that it has not sent. */
async function candidates(tx: Db, row: SavedSearchRow): Promise<Candidate[]> {
  const since = sql`greatest(${row.confirmed_at}::timestamptz, ${row.checked_until}::timestamptz - interval '${sql.raw(OVERLAP)}')`;
  const rows = await tx
    .select({ id: offers.id, published_at: offers.published_at })
    .from(offers)
    .where(
      and(
        publicOfferCondition,
        isNotNull(offers.published_at),
        gt(offers.published_at, since),
        lte(offers.published_at, sql`now()`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(savedSearchDeliveries)
            .where(
              and(eq(savedSearchDeliveries.saved_search_id, row.id), eq(savedSearchDeliveries.offer_id, offers.id)),
            ),
        ),
      ),
    )
    .orderBy(desc(offers.published_at), desc(offers.id))
    .limit(EXACT_SEARCH_COUNT);
  return rows.map((candidate) => ({ id: candidate.id, published_at: candidate.published_at! }));
}

type FoundRow = Awaited<ReturnType<typeof runSearchStatements>>['rows'][number];

/**
 * The candidates the alert's search finds, newest first: the search page's own code path (its text analysis,
 * synonyms, typo corrections, place and filters), limited to the candidates. Offers with only some of the words
 * (the search's fallback when no offer has all of them) are not news the person asked for.
 */
async function matches(tx: Db, row: SavedSearchRow, found: Candidate[], synonyms: string[][]): Promise<FoundRow[]> {
  if (!found.length) return [];
  const parameters = savedSearchParameters(row.query);
  const matched: FoundRow[] = [];
  for (let page = 1; (page - 1) * MAX_PER_PAGE < found.length; page += 1) {
    const result = await runSearchStatements(
      tx,
      {
        ...parameters,
        sort: 'newest',
        page,
        per_page: MAX_PER_PAGE,
        within_ids: found.map((candidate) => candidate.id),
      },
      direct,
      synonyms,
    );
    if (result.partial) return [];
    matched.push(...result.rows);
    if (result.rows.length < MAX_PER_PAGE) break;
  }
  const publishedAt = new Map(found.map((candidate) => [candidate.id, candidate.published_at]));
  return matched.sort(
    (a, b) => publishedAt.get(b.id)!.localeCompare(publishedAt.get(a.id)!) || b.id.localeCompare(a.id),
  );
}

function digestOffer(row: FoundRow): DigestOffer {
  const offer = toOffer(row, { withOwnerEmail: false });
  return {
    id: offer.id,
    title: offer.title,
    organisation: offer.profile?.organization_name ?? null,
    city: offer.address_city ?? null,
    category: offer.category?.name ?? null,
  };
}

interface DigestGroup {
  person: string;
  frequency: SavedSearchFrequency;
  ids: string[];
}

/** Confirmed alerts whose digest is due (every confirmed one with `force`). */
function dueCondition(force: boolean): SQL {
  const due = (frequency: SavedSearchFrequency): SQL =>
    and(
      eq(savedSearches.frequency, frequency),
      force
        ? undefined
        : or(
            sql`${savedSearches.checked_until} is null`,
            sql`${savedSearches.checked_until} <= now() - interval '${sql.raw(DUE_AFTER[frequency])}'`,
          ),
    )!;
  return and(isNotNull(savedSearches.confirmed_at), or(...SAVED_SEARCH_FREQUENCIES.map(due)))!;
}

/** The alerts due now, by person and frequency. */
async function dueGroups(db: Db, force: boolean): Promise<DigestGroup[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      user_id: savedSearches.user_id,
      email: savedSearches.email,
      frequency: savedSearches.frequency,
    })
    .from(savedSearches)
    .where(dueCondition(force))
    .orderBy(asc(savedSearches.created_at), asc(savedSearches.id));
  const groups = new Map<string, DigestGroup>();
  for (const row of rows) {
    const key = `${personKey(row)}|${row.frequency}`;
    const group = groups.get(key) ?? { person: personKey(row), frequency: row.frequency, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface DigestRun {
  /** Moment of the run; decides the period and, without `force`, whether it is the hour to send. */
  now: Date;
  /** `npm run alerts -- --now`: every confirmed alert, whenever its last digest was, at any hour. */
  force: boolean;
}

export interface DigestOutcome {
  /** Digests queued in the outbox. */
  sent: number;
  /** Alerts looked at. */
  checked: number;
  /** Alerts looked at that found no new matching offer since their last digest. */
  withoutNews: number;
  /** Digests with news not queued: the person's digest of that frequency and period is already out. */
  alreadySent: number;
  /** Without `force`, before SEND_FROM_HOUR: nothing was looked at. */
  beforeSendHour: boolean;
}

/** What one person's digest of one frequency came to. */
interface DigestResult {
  sent: boolean;
  alreadySent: boolean;
  withoutNews: number;
}

/**
 * One person's digest of one frequency, in one transaction: the alerts are locked (a second run at the same moment
 * waits and then finds nothing new), the e-mail is queued with the key of the person, frequency and period (never
 * twice, also across processes), and the offers it lists are recorded with it, so none is sent again.
 */
async function sendDigest(db: Db, config: AppConfig, group: DigestGroup, run: DigestRun): Promise<DigestResult> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ row: savedSearches, account_email: users.email })
      .from(savedSearches)
      .leftJoin(users, eq(users.id, savedSearches.user_id))
      .where(and(inArray(savedSearches.id, group.ids), dueCondition(run.force)))
      .orderBy(asc(savedSearches.created_at), asc(savedSearches.id))
      .for('update', { of: savedSearches });
    // Another process sent this digest while this one waited for the lock: nothing is due any more.
    if (!locked.length) return { sent: false, alreadySent: false, withoutNews: 0 };
    const synonyms = await synonymGroups(tx);
    const sections: (DigestSection & { row: SavedSearchRow; offerIds: string[] })[] = [];
    for (const { row } of locked) {
      const found = await matches(tx, row, await candidates(tx, row), synonyms);
      if (!found.length) continue;
      const manageToken = savedSearchToken(config.jwtSecret, row.id, 'manage');
      sections.push({
        row,
        offerIds: found.map((offer) => offer.id),
        name: row.name,
        offers: found.slice(0, DIGEST_OFFERS_MAX).map(digestOffer),
        total: found.length,
        searchLink: `${config.publicUrl}/search?${new URLSearchParams(`${row.query}&sort=newest`).toString()}`,
        manageLink: `${config.publicUrl}${savedSearchPagePath(row.id, manageToken)}`,
      });
    }
    const ids = locked.map(({ row }) => row.id);
    const withoutNews = locked.length - sections.length;
    let sent = false;
    if (sections.length) {
      const first = locked[0];
      const unsubscribeUrl =
        `${config.publicUrl}/api/v1/saved-searches/${first.row.id}/unsubscribe?` +
        new URLSearchParams({ token: savedSearchToken(config.jwtSecret, first.row.id, 'digest') }).toString();
      const message = digestMessage(
        await portalIdentity(tx),
        config.publicUrl,
        { email: first.account_email ?? first.row.email ?? '', hasAccount: first.row.user_id !== null },
        group.frequency,
        sections,
        unsubscribeUrl,
      );
      const key = `saved-search-digest:${group.person}:${group.frequency}:${digestPeriod(group.frequency, run.now)}`;
      sent = await sendEmailOnce(tx, key, message);
      // This period's digest is already out: the offers wait for the next one.
      if (!sent) return { sent: false, alreadySent: true, withoutNews };
      await tx
        .insert(savedSearchDeliveries)
        .values(
          sections.flatMap((section) =>
            section.offerIds.map((offerId) => ({ saved_search_id: section.row.id, offer_id: offerId })),
          ),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(savedSearches)
      .set({ checked_until: sql`now()` })
      .where(inArray(savedSearches.id, ids));
    return { sent, alreadySent: false, withoutNews };
  });
}

/**
 * Sends the digests that are due (docs/powiadomienia.md): one e-mail per person and frequency with the offers that
 * became public since the last one and match, newest first; nothing when nothing new matches. Also deletes the
 * alerts saved without an account that were never confirmed.
 */
export async function sendDueDigests(db: Db, config: AppConfig, run: DigestRun): Promise<DigestOutcome> {
  await deleteUnconfirmedExpired(db);
  const beforeSendHour = !run.force && polishTime(run.now).hour < SEND_FROM_HOUR;
  const outcome: DigestOutcome = { sent: 0, checked: 0, withoutNews: 0, alreadySent: 0, beforeSendHour };
  if (beforeSendHour) return outcome;
  for (const group of await dueGroups(db, run.force)) {
    outcome.checked += group.ids.length;
    const result = await sendDigest(db, config, group, run);
    if (result.sent) outcome.sent += 1;
    if (result.alreadySent) outcome.alreadySent += 1;
    outcome.withoutNews += result.withoutNews;
  }
  return outcome;
}

/** Hourly: each alert is due a day or a week after its last digest, from SEND_FROM_HOUR on. */
export const savedSearchDigestJob = defineJob({
  name: 'saved-searches.digest',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx, job) {
    await sendDueDigests(ctx.db, ctx.config, { now: job.dueAt, force: false });
  },
});
