import { DEFAULT_SERVICE_RADIUS_KM } from '../../shared/discovery.js';
import { offerGeo } from '../places/location.js';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { resolveOfferStatus } from '../../shared/permissions.js';
import { normalizeOfferFields, offerSchema } from '../../shared/schemas/offer.js';
import type { AdminOffer } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories, offers, users, type OfferRow } from '../db/schema.js';
import { HttpError, parseOrThrow } from '../http/errors.js';
import type { ParsedList } from '../http/list.js';
import { isoTimestamp } from './queries.js';

/** The columns of an admin list row (SPEC §3 "Admin offer list item"); the list query joins the owner and the category. */
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
  profile: {
    organization_name: users.organization_name,
    email: users.email,
    is_verified: users.is_verified,
    company_slug: users.company_slug,
  },
  category_name: categories.name,
};

/** Admin list rows with the owner and the category joined; the caller adds where/orderBy/limit. */
export function selectAdminOffers(db: Db) {
  return db
    .select(adminOfferSelection)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.owner_id))
    .leftJoin(categories, eq(categories.id, offers.category_id))
    .$dynamic();
}

/** The ids of matching offers, joined only to what the filter or the sort reads (every offer has an owner). */
export function matchingOffers(db: Db, { joinOwner, joinCategory }: { joinOwner: boolean; joinCategory: boolean }) {
  const query = db.select({ id: offers.id }).from(offers).$dynamic();
  if (joinOwner) query.innerJoin(users, eq(users.id, offers.owner_id));
  if (joinCategory) query.leftJoin(categories, eq(categories.id, offers.category_id));
  return query;
}

/**
 * One page of the admin list. The offset is walked on the offers alone (an index scan of the sort order), and only
 * the page's ids are joined to owners and categories: a deep page costs index entries, not thousands of joined rows.
 */
export async function adminOfferPage(
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

export function toAdminOffer({ category_name, ...row }: AdminOfferRow): AdminOffer {
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
    preferred_contact_method: row.preferred_contact_method,
    image_urls: row.image_urls,
    image_alt: row.image_alt,
    status: row.status,
    expires_at: isoTimestamp(row.expires_at),
    accessibility_features: row.accessibility_features,
    target_groups: row.target_groups,
    service_modes: row.service_modes,
    service_radius_km: row.service_radius_km,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/**
 * An admin's edit: the sent fields (either naming set of SPEC §3; null or '' clears a field) over the stored offer,
 * validated as a whole by the same schema as the offer form, so an edit can never leave an invalid offer behind.
 */
export async function mergeOfferEdit(db: Db, row: OfferRow, changes: Record<string, unknown>) {
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
  return {
    ...data,
    price: data.price ?? null,
    address_street: data.address_street ?? null,
    address_city: data.address_city ?? null,
    address_postal_code: data.address_postal_code ?? null,
    contact_person_name: data.contact_person_name ?? null,
    contact_phone: data.contact_phone ?? null,
    image_alt: data.image_urls.length > 0 ? (data.image_alt ?? null) : null,
    status: resolveOfferStatus(data.status, row.status, true),
    expires_at: data.expires_at ? new Date(data.expires_at).toISOString() : null,
    service_radius_km: data.service_radius_km ?? DEFAULT_SERVICE_RADIUS_KM,
    ...(await offerGeo(db, row.owner_id, data.address_city, data.address_postal_code)),
  };
}
