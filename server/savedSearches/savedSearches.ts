import { and, count, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_MAX,
  UNCONFIRMED_SAVED_SEARCH_HOURS,
  UNSAVED_SEARCH_PARAMS,
} from '../../shared/savedSearches.js';
import type { SavedSearch, SavedSearchCreate } from '../../shared/schemas/savedSearch.js';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { savedSearches, users, type SavedSearchRow } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { sendEmailOnce } from '../mail/outbox.js';
import type { OfferSearchQuery } from '../offers/search.js';
import { portalIdentity } from '../settings/portalSettings.js';
import { savedSearchConfirmMessage } from './templates.js';
import { isSavedSearchToken, savedSearchToken } from './tokens.js';

/** A 422 about one field of the form, as the apps show it beside the field (or above the form for `_`). */
const refusal = (field: string, message: string) => new HttpError(422, message, [{ field, message }]);

const SEARCH_PARAMETERS = new Set(Object.keys(offerSearchQuerySchema.shape));
const UNSAVED = new Set<string>(UNSAVED_SEARCH_PARAMS);

/** The first value of each parameter the search knows and an alert keeps, in the order given. */
function savedParameters(query: string): URLSearchParams {
  const given = new URLSearchParams(query.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const [name, value] of given) {
    if (!SEARCH_PARAMETERS.has(name) || UNSAVED.has(name) || kept.has(name) || !value.trim()) continue;
    kept.set(name, value);
  }
  return kept;
}

/**
 * The search page's query string as an alert keeps it: only the parameters of the search (its own schema, so a
 * filter added to the search is saved with no change here), without the page and the order, each checked exactly
 * as `GET /api/v1/offers` checks it; a value the search refuses is a 422 with the search's own Polish message.
 */
export function normaliseSavedQuery(query: string): string {
  const kept = savedParameters(query);
  const parsed = offerSearchQuerySchema.safeParse(Object.fromEntries(kept));
  if (!parsed.success) throw refusal('query', parsed.error.issues[0]?.message ?? M.query);
  return kept.toString();
}

/** The search's parameters of a saved query (first page, as many results as one page may hold). */
export function savedSearchParameters(query: string): OfferSearchQuery {
  return offerSearchQuerySchema.parse(Object.fromEntries(savedParameters(query)));
}

/** An alert saved without an account that nobody confirmed in time. */
export const unconfirmedExpired: SQL = and(
  isNull(savedSearches.confirmed_at),
  lt(savedSearches.created_at, sql`now() - make_interval(hours => ${UNCONFIRMED_SAVED_SEARCH_HOURS})`),
)!;

/** Whose alerts count towards the limit: the account's, or the address's (confirmed and still waiting). */
function personCondition(person: { userId: string } | { email: string }): SQL {
  if ('userId' in person) return eq(savedSearches.user_id, person.userId);
  return and(eq(savedSearches.email, person.email), sql`not (${unconfirmedExpired})`)!;
}

/** One person's alerts are counted and added one at a time, so two saves at once cannot pass the limit together. */
async function lockPerson(tx: Db, person: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${person}`}))`);
}

export interface SavedSearchCreated {
  id: string;
  confirmed: boolean;
}

/**
 * 'Zapisz powiadomienie': signed in, the alert is the account's and active at once; without an account it belongs to
 * the address given and waits for the link of the confirmation e-mail (double opt-in), sent in the same transaction.
 */
export async function createSavedSearch(
  ctx: AppContext,
  input: SavedSearchCreate,
  auth: AuthUser | null,
): Promise<SavedSearchCreated> {
  const query = normaliseSavedQuery(input.query);
  if (!auth && !input.email) throw refusal('email', M.emailRequired);
  const person = auth ? { userId: auth.id } : { email: input.email! };
  return ctx.db.transaction(async (tx) => {
    await lockPerson(tx, auth ? auth.id : input.email!);
    const [{ saved }] = await tx.select({ saved: count() }).from(savedSearches).where(personCondition(person));
    if (saved >= SAVED_SEARCHES_MAX) throw refusal('_', M.limit);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        user_id: auth?.id ?? null,
        email: auth ? null : input.email!,
        name: input.name,
        query,
        frequency: input.frequency,
        confirmed_at: auth ? sql`now()` : null,
        checked_until: auth ? sql`now()` : null,
      })
      .returning();
    if (!auth) {
      const token = savedSearchToken(ctx.config.jwtSecret, row.id, 'manage');
      const message = savedSearchConfirmMessage(await portalIdentity(tx), ctx.config.publicUrl, row, token);
      await sendEmailOnce(tx, `saved-search-confirm:${row.id}`, message);
    }
    return { id: row.id, confirmed: Boolean(auth) };
  });
}

const listedColumns = {
  row: savedSearches,
  account_email: users.email,
};

function toSavedSearch({ row, account_email }: { row: SavedSearchRow; account_email: string | null }): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    email: account_email ?? row.email ?? '',
    confirmed: row.confirmed_at !== null,
    created_at: row.created_at,
    last_checked_at: row.confirmed_at ? row.checked_until : null,
  };
}

/** The account's alerts, newest first. */
export async function ownSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(listedColumns)
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.user_id))
    .where(eq(savedSearches.user_id, userId))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Who may act on an alert: its account, or whoever holds the link of its e-mails. */
export interface SavedSearchAccess {
  auth: AuthUser | null;
  token?: string;
}

/**
 * The alert, if the caller may see it; otherwise 404 whether or not it exists (an id alone tells nothing). An
 * unconfirmed alert past its time is gone.
 */
async function accessibleRow(ctx: AppContext, tx: Db, id: string, access: SavedSearchAccess, lock = false) {
  const select = tx
    .select(listedColumns)
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.user_id))
    .where(and(eq(savedSearches.id, id), sql`not (${unconfirmedExpired})`));
  const [found] = lock ? await select.for('update', { of: savedSearches }) : await select;
  if (!found) throw notFound(M.notFound);
  const owner = access.auth !== null && found.row.user_id === access.auth.id;
  if (!owner && !isSavedSearchToken(ctx.config.jwtSecret, id, access.token, 'manage')) throw notFound(M.notFound);
  return found;
}

export async function readSavedSearch(ctx: AppContext, id: string, access: SavedSearchAccess): Promise<SavedSearch> {
  return toSavedSearch(await accessibleRow(ctx, ctx.db, id, access));
}

/** The link of the confirmation e-mail: from now on new offers are looked for. Confirming twice changes nothing. */
export async function confirmSavedSearch(ctx: AppContext, id: string, token: string): Promise<SavedSearch> {
  return ctx.db.transaction(async (tx) => {
    const found = await accessibleRow(ctx, tx, id, { auth: null, token }, true);
    if (found.row.confirmed_at) return toSavedSearch(found);
    const [row] = await tx
      .update(savedSearches)
      .set({ confirmed_at: sql`now()`, checked_until: sql`now()` })
      .where(eq(savedSearches.id, id))
      .returning();
    return toSavedSearch({ row, account_email: found.account_email });
  });
}

export async function deleteSavedSearch(ctx: AppContext, id: string, access: SavedSearchAccess): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await accessibleRow(ctx, tx, id, access, true);
    await tx.delete(savedSearches).where(eq(savedSearches.id, id));
  });
}

/** The alerts one digest is made of: the same person's (account or address) of the same frequency. */
export function sameDigest(row: Pick<SavedSearchRow, 'user_id' | 'email' | 'frequency'>): SQL {
  const person = row.user_id ? eq(savedSearches.user_id, row.user_id) : eq(savedSearches.email, row.email ?? '');
  return and(person, eq(savedSearches.frequency, row.frequency))!;
}

/**
 * The one-click unsubscribe of a digest (RFC 8058), without signing in: the token of the digest's header ends every
 * alert the digest was made of; the token of one alert's link ends that alert. The digest's token answers the same
 * when its alerts are already gone (idempotent); a wrong token, or an unknown alert, is a 404.
 */
export async function unsubscribeByLink(ctx: AppContext, id: string, token: string | undefined): Promise<void> {
  const secret = ctx.config.jwtSecret;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (row && isSavedSearchToken(secret, id, token, 'digest')) {
      await tx.delete(savedSearches).where(or(eq(savedSearches.id, id), sameDigest(row)));
      return;
    }
    if (row && isSavedSearchToken(secret, id, token, 'manage')) {
      await tx.delete(savedSearches).where(eq(savedSearches.id, id));
      return;
    }
    // A mail program may send the one-click POST again (RFC 8058): the token still proves the link, the alert is gone.
    if (!row && isSavedSearchToken(secret, id, token, 'digest')) return;
    throw notFound(M.notFound);
  });
}

/** Alerts saved without an account lapse unconfirmed; deleted by the digest job. */
export async function deleteUnconfirmedExpired(db: Db): Promise<void> {
  await db.delete(savedSearches).where(unconfirmedExpired);
}

/** Alerts saved without an account from the address of an account being deleted or exported (RODO). */
export const savedByAddress = (email: string): SQL =>
  and(isNull(savedSearches.user_id), sql`lower(${savedSearches.email}) = ${email.toLowerCase()}`)!;

/** Every alert of the person: the account's, and the address's saved without an account. */
export async function savedSearchesOfPerson(db: Db, account: { id: string; email: string }): Promise<SavedSearch[]> {
  const rows = await db
    .select(listedColumns)
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.user_id))
    .where(or(eq(savedSearches.user_id, account.id), savedByAddress(account.email)))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** With the account go its alerts (ON DELETE CASCADE) and those its address saved without an account. */
export async function deleteSavedSearchesOfAddress(tx: Db, email: string): Promise<void> {
  await tx.delete(savedSearches).where(savedByAddress(email));
}
