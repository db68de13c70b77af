import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCESSIBILITY_FEATURES,
  DEFAULT_SERVICE_RADIUS_KM,
  SERVICE_MODES,
  TARGET_GROUPS,
  VOIVODESHIPS,
} from '../../shared/discovery.js';
import { CERTIFICATE_REQUIREMENTS, FUNDING_ROUTES } from '../../shared/eligibility.js';
import { OFFER_STATUSES, type OfferInputStatus } from '../../shared/labels/offers.js';
import { AVAILABILITY_STATES } from '../../shared/offerAvailability.js';
import type { ReportReason } from '../../shared/moderation.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { eligibilityQueryFields } from '../../shared/schemas/eligibility.js';
import { normalizeOfferFields, offerSchema } from '../../shared/schemas/offer.js';
import { resolveOfferStatus } from '../../shared/statusMachines.js';
import type { AdminOffer, Offer } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { categories, offers, users, type OfferRow } from '../db/schema.js';
import {
  anyOf,
  booleanFilterField,
  foldedText,
  idsFilterField,
  matchesText,
  parseFilter,
  textFilterField,
  uuidFilterField,
  type ListPage,
} from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { countRows } from '../http/count.js';
import { HttpError, notFound, parseOrThrow } from '../http/errors.js';
import { parseListQuery, type ListQuery, type ParsedList } from '../http/list.js';
import { freshCondition, staleCondition } from '../freshness/conditions.js';
import { moderateOne } from '../moderation/transitions.js';
import { offerGeo } from '../places/location.js';
import { releaseUploads } from '../uploads/uploads.js';
import { eligibilityFilter } from './eligibilityFilters.js';
import { syncOfferHours } from './hours.js';
import { findOffer, isoTimestamp, toOffer } from './queries.js';
import { venueConfirmation } from './venue.js';

const SORTABLE = {
  // The folded title sorts the way people read: 'Łódź' beside 'Lodówka', not after 'Z'.
  title: offers.title_key,
  status: offers.status,
  is_promoted: offers.is_promoted,
  created_at: offers.created_at,
  updated_at: offers.updated_at,
  'profile.organization_name': foldedText(users.organization_name),
  'category.name': foldedText(categories.name),
};

const statusFilter = z.enum(OFFER_STATUSES);
/** One code or a list of them; an offer matches when it has any of them. */
const codesFilter = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.union([z.enum(codes), z.array(z.enum(codes))]).optional();
const hasAny = (column: AnyColumn, codes: string | string[] | undefined) =>
  codes === undefined
    ? undefined
    : sql`${column} && array[${sql.join(
        [codes].flat().map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`;
const listFilter = z.strictObject({
  q: textFilterField,
  status: z.union([statusFilter, z.array(statusFilter)]).optional(),
  is_promoted: booleanFilterField,
  category_id: uuidFilterField,
  owner_id: uuidFilterField,
  id: idsFilterField,
  accessibility_features: codesFilter(ACCESSIBILITY_FEATURES),
  target_groups: codesFilter(TARGET_GROUPS),
  service_modes: codesFilter(SERVICE_MODES),
  voivodeship: codesFilter(VOIVODESHIPS),
  certificate_required: codesFilter(CERTIFICATE_REQUIREMENTS),
  funding_routes: codesFilter(FUNDING_ROUTES),
  // The state as the organisation last set it, however old (the public pages call one older than 30 days unknown).
  availability: codesFilter(AVAILABILITY_STATES),
  data_may_be_outdated: booleanFilterField,
  // The search's own parameters: an age the offer's range includes (or no limits), data confirmed in 180 days.
  age: eligibilityQueryFields.age,
  fresh: booleanFilterField,
});

/**
 * The columns of an admin list row (AdminOfferListItem in shared/types.ts); the list query joins the owner and the
 * category.
 */
const adminOfferSelection = {
  id: offers.id,
  title: offers.title,
  status: offers.status,
  is_promoted: offers.is_promoted,
  created_at: offers.created_at,
  category_id: offers.category_id,
  owner_id: offers.owner_id,
  // The list shows the image's description, so moderators see which images still lack one.
  image_urls: offers.image_urls,
  image_alt: offers.image_alt,
  // Moderators see when the venue accessibility is the profile's list, unchecked by the author.
  venue_features_confirmed: offers.venue_features_confirmed,
  profile: {
    organization_name: users.organization_name,
    email: users.email,
    is_verified: users.is_verified,
    company_slug: users.company_slug,
  },
  category_name: categories.name,
};

/** Admin list rows with the owner and the category joined; the caller adds where/orderBy/limit. */
function selectAdminOffers(db: Db) {
  return db
    .select(adminOfferSelection)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.owner_id))
    .leftJoin(categories, eq(categories.id, offers.category_id))
    .$dynamic();
}

/** The ids of matching offers, joined only to what the filter or the sort reads (every offer has an owner). */
function matchingOffers(db: Db, { joinOwner, joinCategory }: { joinOwner: boolean; joinCategory: boolean }) {
  const query = db.select({ id: offers.id }).from(offers).$dynamic();
  if (joinOwner) query.innerJoin(users, eq(users.id, offers.owner_id));
  if (joinCategory) query.leftJoin(categories, eq(categories.id, offers.category_id));
  return query;
}

/** The back office's offer list: one page, filtered and sorted as the list query asks. */
export async function listAdminOffers(db: Db, query: ListQuery): Promise<ListPage<AdminOffer>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], offers.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q ? matchesText(filter.q, [offers.title_key, users.search_text]) : undefined,
    filter.status === undefined ? undefined : anyOf(offers.status, [filter.status].flat()),
    filter.is_promoted === undefined ? undefined : eq(offers.is_promoted, filter.is_promoted),
    filter.category_id ? eq(offers.category_id, filter.category_id) : undefined,
    filter.owner_id ? eq(offers.owner_id, filter.owner_id) : undefined,
    filter.id ? anyOf(offers.id, filter.id) : undefined,
    hasAny(offers.accessibility_features, filter.accessibility_features),
    hasAny(offers.target_groups, filter.target_groups),
    hasAny(offers.service_modes, filter.service_modes),
    filter.voivodeship === undefined ? undefined : anyOf(offers.voivodeship, [filter.voivodeship].flat()),
    filter.certificate_required === undefined
      ? undefined
      : anyOf(offers.certificate_required, [filter.certificate_required].flat()),
    hasAny(offers.funding_routes, filter.funding_routes),
    filter.availability === undefined ? undefined : anyOf(offers.availability, [filter.availability].flat()),
    filter.data_may_be_outdated === undefined
      ? undefined
      : filter.data_may_be_outdated
        ? staleCondition(offers)
        : not(staleCondition(offers)),
    filter.age === undefined ? undefined : eligibilityFilter({ age: filter.age }, offers, 'age'),
    filter.fresh === undefined ? undefined : filter.fresh ? freshCondition(offers) : not(freshCondition(offers)),
  );
  const [rows, total] = await Promise.all([
    adminOfferPage(db, { where, list, filtersOwner: Boolean(filter.q) }),
    countRows(db, matchingOffers(db, { joinOwner: Boolean(filter.q), joinCategory: false }).where(where)),
  ]);
  return { rows: rows.map(toAdminOffer), total, offset: list.offset };
}

/**
 * One page of the admin list. The offset is walked on the offers alone (an index scan of the sort order), and only
 * the page's ids are joined to owners and categories: a deep page costs index entries, not thousands of joined rows.
 */
async function adminOfferPage(
  db: Db,
  { where, list, filtersOwner }: { where: SQL | undefined; list: ParsedList; filtersOwner: boolean },
) {
  const pageIds = matchingOffers(db, {
    joinOwner: filtersOwner || list.sortField === 'profile.organization_name',
    joinCategory: list.sortField === 'category.name',
  })
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return selectAdminOffers(db)
    .where(inArray(offers.id, pageIds))
    .orderBy(...list.orderBy);
}

type AdminOfferRow = Awaited<ReturnType<ReturnType<typeof selectAdminOffers>['execute']>>[number];

function toAdminOffer({ category_name, ...row }: AdminOfferRow): AdminOffer {
  return {
    ...row,
    status: row.status,
    created_at: isoTimestamp(row.created_at),
    category: category_name === null ? null : { name: category_name },
  };
}

/** The stored offer in the shape the shared schema reads, without empty fields (the schema's defaults apply to those). */
function formValues(row: OfferRow): Record<string, unknown> {
  const values: Record<string, unknown> = {
    title: row.title,
    short_description: row.short_description,
    long_description: row.long_description,
    easy_read_summary: row.easy_read_summary,
    category_id: row.category_id,
    price_type: row.price_type,
    price: row.price,
    currency: row.currency,
    price_unit: row.price_unit,
    address_street: row.address_street,
    address_city: row.address_city,
    address_postal_code: row.address_postal_code,
    address_country: row.address_country,
    contact_person_name: row.contact_person_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    contact_video_url: row.contact_video_url,
    preferred_contact_method: row.preferred_contact_method,
    image_urls: row.image_urls,
    image_alt: row.image_alt,
    status: row.status,
    expires_at: isoTimestamp(row.expires_at),
    accessibility_features: row.accessibility_features,
    venue_features_confirmed: row.venue_features_confirmed,
    target_groups: row.target_groups,
    service_modes: row.service_modes,
    service_radius_km: row.service_radius_km,
    min_age: row.min_age,
    max_age: row.max_age,
    certificate_required: row.certificate_required,
    required_documents: row.required_documents,
    how_to_start: row.how_to_start,
    funding_routes: row.funding_routes,
    opening_hours: row.opening_hours,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/**
 * An admin's edit: the sent fields (either naming set, docs/zasady-produktu.md#pola-i-nazwy-w-api; null or '' clears a
 * field) over the stored offer, validated as a whole by the same schema as the offer form, so an edit can never leave
 * an invalid offer behind.
 */
async function mergeOfferEdit(db: Db, row: OfferRow, changes: Record<string, unknown>) {
  const sent = Object.entries(normalizeOfferFields(changes)).map(([key, value]) => [
    key,
    value === null ? undefined : value,
  ]);
  const data = parseOrThrow(offerSchema, { ...formValues(row), ...Object.fromEntries(sent) });
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, data.category_id))
    .limit(1);
  if (!category) {
    throw new HttpError(422, OFFER_MESSAGES.categoryRequired, [
      { field: 'category_id', message: OFFER_MESSAGES.categoryRequired },
    ]);
  }
  // In the edit's transaction, as the offer form's save does: the search's open_now and open_on read this index.
  await syncOfferHours(db, [{ id: row.id, opening_hours: data.opening_hours }]);
  return {
    ...data,
    easy_read_summary: data.easy_read_summary ?? null,
    price: data.price ?? null,
    address_street: data.address_street ?? null,
    address_city: data.address_city ?? null,
    address_postal_code: data.address_postal_code ?? null,
    contact_person_name: data.contact_person_name ?? null,
    contact_phone: data.contact_phone ?? null,
    contact_video_url: data.contact_video_url ?? null,
    min_age: data.min_age ?? null,
    max_age: data.max_age ?? null,
    how_to_start: data.how_to_start ?? null,
    image_alt: data.image_urls.length > 0 ? (data.image_alt ?? null) : null,
    status: resolveOfferStatus(data.status, row.status, true),
    expires_at: data.expires_at ? new Date(data.expires_at).toISOString() : null,
    service_radius_km: data.service_radius_km ?? DEFAULT_SERVICE_RADIUS_KM,
    venue_features_confirmed: await venueConfirmation(db, row.owner_id, data),
    ...(await offerGeo(db, row.owner_id, data.address_city, data.address_postal_code)),
  };
}

/** The whole offer as an administrator sees it (with the owner's e-mail). */
export async function adminOfferView(db: Db, id: string): Promise<Offer> {
  const row = await findOffer(db, id);
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return toOffer(row, { withOwnerEmail: true });
}

/** What an administrator changes in an offer: any of its fields, its status, or whether it is featured. */
export type AdminOfferChange =
  { edit: Record<string, unknown> } | { status: OfferInputStatus } | { is_promoted: boolean };

function offerChange(change: AdminOfferChange) {
  if ('edit' in change) {
    return { action: 'offer.update', changesOf: (before: OfferRow, tx: Db) => mergeOfferEdit(tx, before, change.edit) };
  }
  if ('status' in change) {
    const { status } = change;
    return {
      action: 'offer.status',
      changesOf: (before: OfferRow) => ({ status: resolveOfferStatus(status, before.status, true) }),
    };
  }
  return { action: 'offer.promote', changesOf: () => ({ is_promoted: change.is_promoted }) };
}

/**
 * An administrator's change of one offer, a moderation transition: a restricting status needs a statement of
 * reasons. Images the change dropped are released afterwards. Answers the offer as changed.
 */
export async function changeOffer(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  id: string,
  change: AdminOfferChange,
  { reason, ground }: { reason?: string; ground?: ReportReason } = {},
): Promise<Offer> {
  const { before, after } = await moderateOne(ctx, actor, log, {
    target: 'offer',
    id,
    ...offerChange(change),
    missing: () => notFound(OFFER_MESSAGES.notFound),
    grounds: { statement: reason, ground },
  });
  await releaseUploads(
    ctx.db,
    ctx.config.dataDir,
    before.image_urls.filter((url) => !after.image_urls.includes(url)),
    [before.owner_id, actor.id],
  );
  return adminOfferView(ctx.db, id);
}

/** Deletes an offer for good, with its audit entry; its images are released afterwards. */
export async function deleteOffer(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const before = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(offers).where(eq(offers.id, id)).limit(1).for('update');
    if (!stored) throw notFound(OFFER_MESSAGES.notFound);
    await tx.delete(offers).where(eq(offers.id, stored.id));
    await recordAudit(tx, actor, {
      action: 'offer.delete',
      entityType: 'offer',
      entityId: stored.id,
      before: stored,
      after: null,
    });
    await announceChange(tx, 'search');
    return stored;
  });
  await releaseUploads(ctx.db, ctx.config.dataDir, before.image_urls, [before.owner_id, actor.id]);
}
