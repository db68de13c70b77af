import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INQUIRIES_PER_OFFER_PER_DAY,
  INQUIRY_RETENTION_MONTHS,
  mayChangeInquiryStatus,
  type InquiryNeed,
  type InquiryStatus,
} from '../../shared/inquiries.js';
import { INQUIRY_MESSAGES } from '../../shared/messages.js';
import type { InquiryCount, inquirySchema, ReceivedInquiry, SentInquiry } from '../../shared/schemas/inquiries.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { offerInquiries, offers, users, type OfferInquiryRow } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery, type ParsedList } from '../http/list.js';
import { defineJob } from '../jobs/definition.js';
import { HOUR_MS, type LimitRule } from '../limits/limits.js';
import { inquiryCopyMessage, inquiryToOfferorMessage } from '../mail/inquiryTemplates.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { publicOfferCondition } from '../offers/queries.js';
import { portalIdentity } from '../settings/portalSettings.js';

/*
 * 'Zapytaj o ofertę' (docs/zapytania.md): anyone asks about a public offer in writing; the message goes to the
 * offer's contact address with Reply-To set to the asker, and a copy to the asker, both through the outbox. The
 * organisation marks each inquiry 'Nowe', 'Odpowiedziano' or 'Zamknięte'; the asker, when signed in at sending time,
 * follows it on their account. Inquiries are personal data: exported, deleted with the asker's account, and deleted
 * INQUIRY_RETENTION_MONTHS after their last change.
 */

/** Inquiries one address (IP) may send in an hour, across offers (INQUIRIES_PER_HOUR). */
export const inquiriesPerAddress = (max: number): LimitRule => ({ name: 'inquiries.address', max, windowMs: HOUR_MS });

/** Inquiries one offer may receive in a day, from all addresses together. */
export const inquiriesPerOffer: LimitRule = {
  name: 'inquiries.offer',
  max: INQUIRIES_PER_OFFER_PER_DAY,
  windowMs: 24 * HOUR_MS,
};

const iso = (value: string) => new Date(value).toISOString();

function toSent(row: OfferInquiryRow, offerTitle: string): SentInquiry {
  return {
    id: row.id,
    offer_id: row.offer_id,
    offer_title: offerTitle,
    status: row.status,
    message: row.message,
    needs: row.needs as InquiryNeed[],
    on_behalf_name: row.on_behalf_name,
    on_behalf_relation: row.on_behalf_relation,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toReceived(row: OfferInquiryRow, offerTitle: string): ReceivedInquiry {
  return { ...toSent(row, offerTitle), name: row.name, email: row.email, phone: row.phone };
}

/**
 * Stores the inquiry and queues both e-mails in one transaction: committed, both are delivered once; refused or
 * rolled back, neither leaves. The limits are taken first, so a flood is refused before any work.
 */
export async function sendInquiry(
  ctx: AppContext,
  offerId: string,
  input: z.output<typeof inquirySchema>,
  asker: AuthUser | null,
  address: string,
): Promise<string> {
  await ctx.limits.enforce(
    inquiriesPerAddress(ctx.config.inquiriesPerHour),
    address,
    INQUIRY_MESSAGES.tooManyFromAddress,
  );
  await ctx.limits.enforce(inquiriesPerOffer, offerId, INQUIRY_MESSAGES.tooManyForOffer);
  return ctx.db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        id: offers.id,
        title: offers.title,
        // An offer without its own contact address reaches its organisation's account address.
        contact: sql<string>`coalesce(nullif(${offers.contact_email}, ''), ${users.email})`,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.owner_id))
      .where(and(eq(offers.id, offerId), publicOfferCondition))
      .limit(1);
    if (!offer) throw notFound(INQUIRY_MESSAGES.offerMissing);
    const [row] = await tx
      .insert(offerInquiries)
      .values({
        offer_id: offer.id,
        user_id: asker?.id ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
        needs: input.needs,
        on_behalf_name: input.on_behalf_name,
        on_behalf_relation: input.on_behalf_relation,
      })
      .returning();
    const portal = await portalIdentity(tx);
    await sendEmailOnce(
      tx,
      `offer-inquiry:${row.id}`,
      inquiryToOfferorMessage(portal, ctx.config.publicUrl, offer.contact, offer, row),
    );
    await sendEmailOnce(
      tx,
      `offer-inquiry-copy:${row.id}`,
      inquiryCopyMessage(portal, ctx.config.publicUrl, offer, row, asker !== null),
    );
    return row.id;
  });
}

/** The offer, when the actor owns it: 404 for a missing offer, 403 for another organisation's. */
async function ownedOffer(db: Db, actor: AuthUser, offerId: string): Promise<{ id: string; title: string }> {
  const [offer] = await db
    .select({ id: offers.id, title: offers.title, owner_id: offers.owner_id })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!offer) throw notFound(INQUIRY_MESSAGES.offerMissing);
  // Private messages to an organisation: not even an administrator reads them.
  if (offer.owner_id !== actor.id) throw new HttpError(403, INQUIRY_MESSAGES.notOwner);
  return offer;
}

const SORTABLE = {
  created_at: offerInquiries.created_at,
  updated_at: offerInquiries.updated_at,
  status: offerInquiries.status,
};

/** The list convention of inquiries: sorted by `created_at`, `updated_at` or `status`, newest first by default. */
export const parseInquiriesQuery = (query: ListQuery): ParsedList =>
  parseListQuery(query, SORTABLE, ['created_at', 'DESC'], offerInquiries.id);

async function inquiriesPage(db: Db, where: SQL, page: ParsedList) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ inquiry: offerInquiries, offer_title: offers.title })
      .from(offerInquiries)
      .innerJoin(offers, eq(offers.id, offerInquiries.offer_id))
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(offerInquiries).where(where),
  ]);
  return { rows, total };
}

/** One page of an offer's inquiries, for its owner. */
export async function receivedInquiries(db: Db, actor: AuthUser, offerId: string, page: ParsedList) {
  await ownedOffer(db, actor, offerId);
  const { rows, total } = await inquiriesPage(db, eq(offerInquiries.offer_id, offerId), page);
  return { rows: rows.map((row) => toReceived(row.inquiry, row.offer_title)), total };
}

/** 'Nowe' → 'Odpowiedziano' → 'Zamknięte' (and back): the offer's owner marks an inquiry; the change restarts the retention. */
export async function changeInquiryStatus(
  db: Db,
  actor: AuthUser,
  offerId: string,
  inquiryId: string,
  status: InquiryStatus,
): Promise<ReceivedInquiry> {
  const offer = await ownedOffer(db, actor, offerId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(offerInquiries)
      .where(and(eq(offerInquiries.id, inquiryId), eq(offerInquiries.offer_id, offerId)))
      .for('update');
    if (!current) throw notFound(INQUIRY_MESSAGES.notFound);
    if (!mayChangeInquiryStatus(current.status, status)) throw new HttpError(409, INQUIRY_MESSAGES.statusSame);
    const [after] = await tx
      .update(offerInquiries)
      .set({ status, updated_at: sql`now()` })
      .where(eq(offerInquiries.id, inquiryId))
      .returning();
    return toReceived(after, offer.title);
  });
}

/** Inquiries per offer of the organisation, with how many are still 'Nowe' (the count on each offer's row). */
export async function inquiryCounts(db: Db, ownerId: string): Promise<InquiryCount[]> {
  const rows = await db
    .select({
      offer_id: offerInquiries.offer_id,
      total: count(),
      new: sql<number>`(count(*) filter (where ${offerInquiries.status} = 'new'))::int`,
    })
    .from(offerInquiries)
    .innerJoin(offers, eq(offers.id, offerInquiries.offer_id))
    .where(eq(offers.owner_id, ownerId))
    .groupBy(offerInquiries.offer_id)
    .orderBy(offerInquiries.offer_id);
  return rows.map((row) => ({ ...row, new: Number(row.new) }));
}

/**
 * The inquiries that are the person's as the asker: sent while signed in, or from the account's address once the
 * account has confirmed it (proof that the address is theirs).
 */
export function askedBy(account: { id: string; email: string; email_confirmed_at: string | null }): SQL {
  const ownAddress = account.email_confirmed_at
    ? sql`lower(${offerInquiries.email}) = ${account.email.toLowerCase()}`
    : undefined;
  return or(eq(offerInquiries.user_id, account.id), ownAddress)!;
}

/** One page of the signed-in person's own inquiries (`/dashboard?view=inquiries`). */
export async function sentInquiries(db: Db, userId: string, page: ParsedList) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const { rows, total } = await inquiriesPage(db, askedBy(account), page);
  return { rows: rows.map((row) => toSent(row.inquiry, row.offer_title)), total };
}

/** Every inquiry the person sent, newest first (the account export). */
export async function allSentInquiries(
  db: Db,
  account: { id: string; email: string; email_confirmed_at: string | null },
): Promise<ReceivedInquiry[]> {
  const rows = await db
    .select({ inquiry: offerInquiries, offer_title: offers.title })
    .from(offerInquiries)
    .innerJoin(offers, eq(offers.id, offerInquiries.offer_id))
    .where(askedBy(account))
    .orderBy(desc(offerInquiries.created_at), desc(offerInquiries.id));
  return rows.map((row) => toReceived(row.inquiry, row.offer_title));
}

/** Every inquiry about the person's offers, newest first (the account export of the organisation). */
export async function allReceivedInquiries(db: Db, ownerId: string): Promise<ReceivedInquiry[]> {
  const rows = await db
    .select({ inquiry: offerInquiries, offer_title: offers.title })
    .from(offerInquiries)
    .innerJoin(offers, eq(offers.id, offerInquiries.offer_id))
    .where(eq(offers.owner_id, ownerId))
    .orderBy(desc(offerInquiries.created_at), desc(offerInquiries.id));
  return rows.map((row) => toReceived(row.inquiry, row.offer_title));
}

/** The account's inquiries go with it: those sent signed in by the cascade, these by its confirmed address. */
export async function deleteInquiriesOfAsker(
  tx: Db,
  account: { id: string; email: string; email_confirmed_at: string | null },
): Promise<void> {
  await tx.delete(offerInquiries).where(askedBy(account));
}

/** Deletes the inquiries whose last change is INQUIRY_RETENTION_MONTHS old; answers how many. */
export async function pruneInquiries(db: Db): Promise<number> {
  const deleted = await db
    .delete(offerInquiries)
    .where(lt(offerInquiries.updated_at, sql`now() - make_interval(months => ${INQUIRY_RETENTION_MONTHS}::int)`))
    .returning({ id: offerInquiries.id });
  return deleted.length;
}

export const pruneInquiriesJob = defineJob({
  name: 'inquiries.prune',
  schedule: { everySeconds: 6 * 60 * 60 },
  async run(ctx) {
    await pruneInquiries(ctx.db);
  },
});
