import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CORRECTION_ESCALATION_DAYS,
  CORRECTIONS_PER_OFFER_PER_HOUR,
  type CorrectionField,
  FRESHNESS_MESSAGES,
} from '../../shared/freshness.js';
import type { correctionSchema } from '../../shared/schemas/freshness.js';
import type { AdminCorrection, OfferCorrection } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { offerCorrections, offers, users, type OfferCorrectionRow } from '../db/schema.js';
import {
  matchesText,
  parseFilter,
  textFilterField,
  idsFilterField,
  anyOf,
  listPage,
  type ListPage,
} from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { countRows } from '../http/count.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { HOUR_MS, type LimitRule } from '../limits/limits.js';
import { correctionOutcomeMessage, correctionReceivedMessage } from '../mail/freshnessTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { recipientColumns } from '../mail/templates.js';
import { publicOfferCondition } from '../offers/queries.js';
import { portalIdentity } from '../settings/portalSettings.js';

/*
 * 'Zgłoś nieaktualne dane' (docs/zasady-produktu.md#aktualność-danych): anyone tells an offer's organisation what is
 * out of date; the organisation marks it 'załatwione'; what it leaves for CORRECTION_ESCALATION_DAYS goes to the
 * back office's 'Poprawki danych', where an administrator may mark the offer as needing confirmation. The reporter
 * who gave an address hears the outcome; the organisation never sees that address.
 */

/** Corrections per address and offer in an hour: one sender cannot flood an organisation's inbox. */
export const correctionReports: LimitRule = {
  name: 'offers.corrections',
  max: CORRECTIONS_PER_OFFER_PER_HOUR,
  windowMs: HOUR_MS,
};

const offerTitle = sql<string>`${offers.title}`;

const correctionSelection = {
  correction: offerCorrections,
  offer_title: offerTitle,
  owner_id: offers.owner_id,
  organization_name: users.organization_name,
};
type SelectedCorrection = {
  correction: OfferCorrectionRow;
  offer_title: string;
  owner_id: string;
  organization_name: string | null;
};

const iso = (value: string) => new Date(value).toISOString();

function toOfferCorrection({ correction, offer_title }: SelectedCorrection): OfferCorrection {
  return {
    id: correction.id,
    offer_id: correction.offer_id,
    offer_title,
    fields: correction.fields as CorrectionField[],
    note: correction.note,
    status: correction.status,
    created_at: iso(correction.created_at),
    handled_at: correction.handled_at ? iso(correction.handled_at) : null,
  };
}

function toAdminCorrection(row: SelectedCorrection): AdminCorrection {
  return {
    ...toOfferCorrection(row),
    offer_path: `/offer/${row.correction.offer_id}`,
    organization_name: row.organization_name,
    reporter_gave_email: row.correction.email !== null,
  };
}

function selectCorrections(db: Db) {
  return db
    .select(correctionSelection)
    .from(offerCorrections)
    .innerJoin(offers, eq(offers.id, offerCorrections.offer_id))
    .innerJoin(users, eq(users.id, offers.owner_id))
    .$dynamic();
}

/** Files a correction about a public offer and tells its organisation (the e-mail queued in the same transaction). */
export async function fileCorrection(
  ctx: AppContext,
  offerId: string,
  input: z.output<typeof correctionSchema>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ id: offers.id, title: offers.title, owner: recipientColumns })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.owner_id))
      .where(and(eq(offers.id, offerId), publicOfferCondition))
      .limit(1);
    if (!offer) throw notFound(FRESHNESS_MESSAGES.correctionOfferMissing);
    const [correction] = await tx
      .insert(offerCorrections)
      .values({ offer_id: offer.id, fields: input.fields, note: input.note, email: input.email ?? null })
      .returning({ id: offerCorrections.id });
    const message = correctionReceivedMessage(
      await portalIdentity(tx),
      ctx.config.publicUrl,
      offer.owner,
      offer,
      input.fields,
    );
    await sendEmailOnce(tx, `offer-correction:${correction.id}`, message);
    return correction.id;
  });
}

/** The corrections about the account's own offers, newest first (the dashboard's 'Zgłoszone nieaktualne dane'). */
export async function ownCorrections(db: Db, ownerId: string): Promise<OfferCorrection[]> {
  const rows = await selectCorrections(db)
    .where(eq(offers.owner_id, ownerId))
    .orderBy(desc(offerCorrections.created_at), desc(offerCorrections.id))
    .limit(500);
  return rows.map(toOfferCorrection);
}

/** Tells the reporter (when an address was given) what became of the correction: queued with the change. */
async function queueOutcome(
  ctx: AppContext,
  tx: Db,
  correction: OfferCorrectionRow,
  outcome: 'resolved' | 'confirmation_requested',
): Promise<void> {
  if (!correction.email) return;
  const message = correctionOutcomeMessage(
    await portalIdentity(tx),
    ctx.config.publicUrl,
    correction.email,
    correction.offer_id,
    outcome,
  );
  if (!(await sendEmailOnce(tx, `offer-correction-outcome:${correction.id}`, message))) return;
  await tx
    .update(offerCorrections)
    .set({ outcome_sent_at: sql`now()` })
    .where(eq(offerCorrections.id, correction.id));
}

/** The correction, locked for the change; 404 unless it exists and `mayHandle` says the actor may touch it. */
async function lockCorrection(tx: Db, id: string, mayHandle: (ownerId: string) => boolean) {
  const [row] = await tx
    .select({ correction: offerCorrections, owner_id: offers.owner_id })
    .from(offerCorrections)
    .innerJoin(offers, eq(offers.id, offerCorrections.offer_id))
    .where(eq(offerCorrections.id, id))
    .for('update', { of: offerCorrections });
  // Another organisation's correction is as unknown as a missing one: its existence does not leak.
  if (!row || !mayHandle(row.owner_id)) throw notFound(FRESHNESS_MESSAGES.correctionNotFound);
  if (row.correction.status !== 'open') throw new HttpError(409, FRESHNESS_MESSAGES.correctionHandled);
  return row.correction;
}

/** 'Oznacz jako załatwione': the offer's owner closes an open correction; the reporter is told. */
export async function resolveCorrection(ctx: AppContext, actor: AuthUser, id: string): Promise<OfferCorrection> {
  await ctx.db.transaction(async (tx) => {
    const correction = await lockCorrection(tx, id, (ownerId) => ownerId === actor.id);
    const [after] = await tx
      .update(offerCorrections)
      .set({ status: 'resolved', handled_by: actor.id, handled_at: sql`now()` })
      .where(eq(offerCorrections.id, correction.id))
      .returning();
    await queueOutcome(ctx, tx, after, 'resolved');
  });
  const [row] = await selectCorrections(ctx.db).where(eq(offerCorrections.id, id));
  return toOfferCorrection(row);
}

/** In the back office's queue: open for longer than CORRECTION_ESCALATION_DAYS, or already acted on there. */
const inQueue: SQL = or(
  eq(offerCorrections.status, 'confirmation_requested'),
  and(
    eq(offerCorrections.status, 'open'),
    lt(offerCorrections.created_at, sql`now() - make_interval(days => ${CORRECTION_ESCALATION_DAYS}::int)`),
  ),
)!;

const SORTABLE = {
  created_at: offerCorrections.created_at,
  status: offerCorrections.status,
  offer_title: offers.title,
  handled_at: offerCorrections.handled_at,
};

const listFilter = z.strictObject({
  q: textFilterField,
  status: z.enum(['open', 'confirmation_requested']).optional(),
  id: idsFilterField,
});

/** One page of 'Poprawki danych', oldest first: the longest-waiting correction is the first to act on. */
export async function listEscalatedCorrections(db: Db, query: ListQuery): Promise<ListPage<AdminCorrection>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'ASC'], offerCorrections.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    inQueue,
    filter.q ? matchesText(filter.q, [offers.title_key]) : undefined,
    filter.status ? eq(offerCorrections.status, filter.status) : undefined,
    filter.id ? anyOf(offerCorrections.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    selectCorrections(db).where(where).$dynamic(),
    db
      .select({ id: offerCorrections.id })
      .from(offerCorrections)
      .innerJoin(offers, eq(offers.id, offerCorrections.offer_id))
      .where(where),
  );
  return { ...page, rows: page.rows.map(toAdminCorrection) };
}

/** Corrections waiting in 'Poprawki danych' for an administrator (the back office's overview). */
export async function countEscalatedCorrections(db: Db): Promise<number> {
  return countRows(
    db,
    db
      .select({ id: offerCorrections.id })
      .from(offerCorrections)
      .where(and(inQueue, eq(offerCorrections.status, 'open'))),
  );
}

export async function escalatedCorrection(db: Db, id: string): Promise<AdminCorrection> {
  const [row] = await selectCorrections(db).where(and(eq(offerCorrections.id, id), inQueue));
  if (!row) throw notFound(FRESHNESS_MESSAGES.correctionNotFound);
  return toAdminCorrection(row);
}

/**
 * An administrator marks the offer of an escalated correction as needing confirmation: it reads 'Dane mogą być
 * nieaktualne' (and ranks lower) until its organisation confirms or saves it. Audited; the reporter is told.
 */
export async function requestConfirmation(ctx: AppContext, actor: AuthUser, id: string): Promise<AdminCorrection> {
  await ctx.db.transaction(async (tx) => {
    const correction = await lockCorrection(tx, id, () => true);
    const [escalated] = await tx
      .select({ id: offerCorrections.id })
      .from(offerCorrections)
      .where(and(eq(offerCorrections.id, id), inQueue));
    // Younger ones are still the organisation's to handle: the queue does not show them.
    if (!escalated) throw notFound(FRESHNESS_MESSAGES.correctionNotFound);
    const [after] = await tx
      .update(offerCorrections)
      .set({ status: 'confirmation_requested', handled_by: actor.id, handled_at: sql`now()` })
      .where(eq(offerCorrections.id, correction.id))
      .returning();
    await tx
      .update(offers)
      .set({ confirmation_requested_at: sql`coalesce(${offers.confirmation_requested_at}, now())` })
      .where(eq(offers.id, correction.offer_id));
    await recordAudit(tx, actor, {
      action: 'offer.confirmation_requested',
      entityType: 'offer',
      entityId: correction.offer_id,
      before: { correction_id: correction.id, status: correction.status },
      after: { correction_id: correction.id, status: after.status },
    });
    await queueOutcome(ctx, tx, after, 'confirmation_requested');
    await announceChange(tx, 'search');
  });
  return escalatedCorrection(ctx.db, id);
}
