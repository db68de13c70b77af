import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FAVOURITE_MESSAGES, MAX_LIST_OFFERS, SHARED_LIST_DAYS } from '../../shared/favourites.js';
import type { Favourite, ListEntry, SharedList } from '../../shared/schemas/responses.js';
import type { OfferSummary } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { favourites, offers, sharedLists, type SharedListRow } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { parseListQuery, type ListQuery, type ParsedList } from '../http/list.js';
import { defineJob } from '../jobs/definition.js';
import { publicOfferCondition, selectOffers, toOffer } from '../offers/queries.js';

/** The public offers among `ids`, by id; an id missing from the map is an offer no longer public (or never was). */
async function publicOffersById(db: Db, ids: string[]): Promise<Map<string, OfferSummary>> {
  if (!ids.length) return new Map();
  const rows = await selectOffers(db).where(and(inArray(offers.id, ids), publicOfferCondition));
  return new Map(
    rows.map((row) => {
      const { long_description: _long, ...summary } = toOffer(row, { withOwnerEmail: false });
      return [row.id, summary];
    }),
  );
}

/** Each id with its offer while public, else null: the list shows 'Oferta niedostępna' instead of losing the entry. */
async function entriesOf(db: Db, ids: string[]): Promise<ListEntry[]> {
  const found = await publicOffersById(db, ids);
  return ids.map((id) => ({ offer_id: id, offer: found.get(id) ?? null }));
}

async function isPublicOffer(db: Db, offerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), publicOfferCondition))
    .limit(1);
  return row !== undefined;
}

const favouriteSortable: Record<string, AnyColumn | SQL> = { added_at: favourites.created_at };

/** The list convention's query of 'Moja lista': sorted by `added_at`, newest first unless asked otherwise. */
export const parseFavouritesQuery = (query: ListQuery): ParsedList =>
  parseListQuery(query, favouriteSortable, ['added_at', 'DESC'], favourites.offer_id);

/** One page of a person's list, newest first by default. */
export async function favouritesPage(
  db: Db,
  userId: string,
  page: { offset: number; limit: number; orderBy: SQL[] },
): Promise<{ rows: Favourite[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ offer_id: favourites.offer_id, added_at: favourites.created_at })
      .from(favourites)
      .where(eq(favourites.user_id, userId))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(favourites).where(eq(favourites.user_id, userId)),
  ]);
  const entries = await entriesOf(
    db,
    rows.map((row) => row.offer_id),
  );
  return {
    rows: rows.map((row, index) => ({ ...entries[index], added_at: new Date(row.added_at).toISOString() })),
    total,
  };
}

/** Every entry of a person's list, newest first (the account export). */
export async function allFavourites(db: Db, userId: string): Promise<{ offer_id: string; added_at: string }[]> {
  const rows = await db
    .select({ offer_id: favourites.offer_id, added_at: favourites.created_at })
    .from(favourites)
    .where(eq(favourites.user_id, userId))
    .orderBy(desc(favourites.created_at), desc(favourites.offer_id));
  return rows.map((row) => ({ ...row, added_at: new Date(row.added_at).toISOString() }));
}

/** A full list is a state the person resolves by removing an entry, not a malformed request. */
const tooMany = () => new HttpError(409, FAVOURITE_MESSAGES.tooMany);

/**
 * Adds a public offer to the list (again: nothing changes). Only a public offer can be added: an id of a draft or of
 * someone else's hidden offer answers like a missing one, so the list cannot probe which ids exist.
 */
export async function addFavourite(db: Db, userId: string, offerId: string): Promise<Favourite> {
  if (!(await isPublicOffer(db, offerId))) throw notFound(FAVOURITE_MESSAGES.offerNotFound);
  await db.transaction(async (tx) => {
    // One list per person: serialise its additions, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const [{ total }] = await tx.select({ total: count() }).from(favourites).where(eq(favourites.user_id, userId));
    const [already] = await tx
      .select({ id: favourites.offer_id })
      .from(favourites)
      .where(and(eq(favourites.user_id, userId), eq(favourites.offer_id, offerId)));
    if (already) return;
    if (total >= MAX_LIST_OFFERS) throw tooMany();
    await tx.insert(favourites).values({ user_id: userId, offer_id: offerId }).onConflictDoNothing();
  });
  const [row] = await db
    .select({ added_at: favourites.created_at })
    .from(favourites)
    .where(and(eq(favourites.user_id, userId), eq(favourites.offer_id, offerId)));
  const [entry] = await entriesOf(db, [offerId]);
  return { ...entry, added_at: new Date(row.added_at).toISOString() };
}

/** Removes an entry, available or not; removing what is not there changes nothing. */
export async function removeFavourite(db: Db, userId: string, offerId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.user_id, userId), eq(favourites.offer_id, offerId)));
}

/**
 * The browser's list joins the account's on sign-in: its public offers are added (those already on the account stay
 * as they were), in the browser's order, newest first, until the list is full; the rest is skipped, never an error.
 */
export async function mergeFavourites(db: Db, userId: string, offerIds: string[]): Promise<number> {
  const publicIds = [...(await publicOffersById(db, offerIds)).keys()];
  const wanted = offerIds.filter((id) => publicIds.includes(id));
  if (!wanted.length) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const present = await tx.select({ id: favourites.offer_id }).from(favourites).where(eq(favourites.user_id, userId));
    const have = new Set(present.map((row) => row.id));
    const added = wanted.filter((id) => !have.has(id)).slice(0, Math.max(0, MAX_LIST_OFFERS - have.size));
    if (!added.length) return 0;
    // The browser's first entry is its newest: it gets the latest time.
    const now = Date.now();
    await tx
      .insert(favourites)
      .values(
        added.map((offerId, index) => ({
          user_id: userId,
          offer_id: offerId,
          created_at: new Date(now - index).toISOString(),
        })),
      )
      .onConflictDoNothing();
    return added.length;
  });
}

/** 144 random bits in 24 URL-safe characters: a link nobody guesses, short enough to read out or type. */
const newSharedListId = () => randomBytes(18).toString('base64url');

export const sharedListUrl = (publicUrl: string, id: string) => `${publicUrl}/lista/${id}`;

/** 'Udostępnij listę': stores the public offers among `offerIds` (in order) and nothing else. */
export async function createSharedList(db: Db, offerIds: string[]): Promise<string> {
  const found = await publicOffersById(db, offerIds);
  const kept = offerIds.filter((id) => found.has(id));
  if (!kept.length)
    throw new HttpError(422, FAVOURITE_MESSAGES.listEmpty, [
      { field: 'offer_ids', message: FAVOURITE_MESSAGES.listEmpty },
    ]);
  const id = newSharedListId();
  await db.insert(sharedLists).values({
    id,
    offer_ids: kept,
    expires_at: sql`now() + make_interval(days => ${SHARED_LIST_DAYS})`,
  });
  return id;
}

/** A list whose link still works; an expired one answers like a missing one, before the cleanup deletes it. */
export async function findSharedList(db: Db, id: string): Promise<SharedListRow> {
  const [row] = await db
    .select()
    .from(sharedLists)
    .where(and(eq(sharedLists.id, id), gt(sharedLists.expires_at, sql`now()`)))
    .limit(1);
  if (!row) throw notFound(FAVOURITE_MESSAGES.sharedListNotFound);
  return row;
}

export async function sharedListExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sharedLists.id })
    .from(sharedLists)
    .where(and(eq(sharedLists.id, id), gt(sharedLists.expires_at, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

export async function sharedListView(db: Db, publicUrl: string, row: SharedListRow): Promise<SharedList> {
  return {
    id: row.id,
    url: sharedListUrl(publicUrl, row.id),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    entries: await entriesOf(db, row.offer_ids),
  };
}

/** Expired shared lists are deleted (docs/moja-lista.md): after 180 days nothing of them is kept. */
export const pruneSharedListsJob = defineJob({
  name: 'shared-lists.prune',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx) {
    await ctx.db.delete(sharedLists).where(lt(sharedLists.expires_at, sql`now()`));
  },
});
