import { availabilityView } from '../../shared/offerAvailability.js';
import { EVENT_CATEGORY_SLUG, hasHours, openingStatus } from '../../shared/openingHours.js';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccessibilityFeature, ServiceMode, TargetGroup, Voivodeship } from '../../shared/discovery.js';
import type { FundingRoute, RequiredDocument } from '../../shared/eligibility.js';
import type { Offer, OfferLocation } from '../../shared/types.js';
import { verificationBadge } from '../../shared/verification.js';
import type { Db } from '../db/index.js';
import { categories, offers, users } from '../db/schema.js';
import { staleCondition } from '../freshness/conditions.js';
import type { SearchStatement } from './runStatement.js';

/** Timestamps come from the database as text ('2026-01-31 10:00:00.123+00'); the API answers ISO 8601. */
export function isoTimestamp(value: string): string;
export function isoTimestamp(value: string | null): string | null;
export function isoTimestamp(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * An offer is public while it is active, its expiry has not passed (the sweep may not have run yet)
 * and its owner is not banned. The ban is an anti-join on the few banned accounts (partial index
 * users_banned_idx), so a search never hashes the whole users table to drop a handful of offers.
 */
export const publicOfferCondition: SQL = and(
  // A literal, not a parameter: the planner then knows the partial indexes on public offers apply (offers_search_idx).
  sql`${offers.status} = 'active'`,
  or(isNull(offers.expires_at), gt(offers.expires_at, sql`now()`)),
  sql`not exists (select 1 from ${users} banned where banned.id = ${offers.owner_id} and banned.banned_until is not null and banned.banned_until > now())`,
)!;

const offerSelection = {
  id: offers.id,
  owner_id: offers.owner_id,
  title: offers.title,
  short_description: offers.short_description,
  long_description: offers.long_description,
  easy_read_summary: offers.easy_read_summary,
  category_id: offers.category_id,
  price_type: offers.price_type,
  price: offers.price,
  currency: offers.currency,
  price_unit: offers.price_unit,
  address_street: offers.address_street,
  address_city: offers.address_city,
  address_postal_code: offers.address_postal_code,
  address_country: offers.address_country,
  contact_person_name: offers.contact_person_name,
  contact_email: offers.contact_email,
  contact_phone: offers.contact_phone,
  contact_video_url: offers.contact_video_url,
  preferred_contact_method: offers.preferred_contact_method,
  image_urls: offers.image_urls,
  image_alt: offers.image_alt,
  status: offers.status,
  is_promoted: offers.is_promoted,
  expires_at: offers.expires_at,
  accessibility_features: offers.accessibility_features,
  venue_features_confirmed: offers.venue_features_confirmed,
  target_groups: offers.target_groups,
  service_modes: offers.service_modes,
  service_radius_km: offers.service_radius_km,
  min_age: offers.min_age,
  max_age: offers.max_age,
  certificate_required: offers.certificate_required,
  required_documents: offers.required_documents,
  how_to_start: offers.how_to_start,
  funding_routes: offers.funding_routes,
  geo_lat: offers.geo_lat,
  geo_lon: offers.geo_lon,
  voivodeship: offers.voivodeship,
  opening_hours: offers.opening_hours,
  availability: offers.availability,
  next_available_date: offers.next_available_date,
  availability_updated_at: offers.availability_updated_at,
  created_at: offers.created_at,
  updated_at: offers.updated_at,
  confirmed_at: offers.confirmed_at,
  data_may_be_outdated: sql<boolean>`(${staleCondition(offers)})`.as('data_may_be_outdated'),
  is_public: sql<boolean>`(${publicOfferCondition})`.as('is_public'),
  profile: {
    organization_name: users.organization_name,
    company_slug: users.company_slug,
    is_verified: users.is_verified,
    email: users.email,
    krs: users.krs,
    nip: users.nip,
    verified_at: users.verified_at,
  },
  owner_address: {
    street: users.address_street,
    city: users.address_city,
    postal_code: users.address_postal_code,
  },
  category: { name: categories.name, slug: categories.slug },
};

/** The offer with its owner's public profile and its category; add where/orderBy/limit as needed. */
export function selectOffers(db: Db) {
  return db
    .select(offerSelection)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.owner_id))
    .leftJoin(categories, eq(categories.id, offers.category_id))
    .$dynamic();
}

export type OfferQueryRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

/**
 * The two hottest reads of offers, prepared once per connection (as auth_account_by_id): their plan does not depend
 * on which ids they are given, so after its first executions PostgreSQL keeps a generic plan instead of parsing
 * and planning the join with owners and categories on every request, and drizzle does not build the SQL again.
 */
function prepareOfferReads(db: Db) {
  return {
    byId: selectOffers(db).where(eq(offers.id, sql.placeholder('id'))).limit(1).prepare('offer_by_id'),
    byIds: selectOffers(db)
      .where(sql`${offers.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('offers_by_ids'),
  };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareOfferReads>>();

function offerReads(db: Db) {
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = prepareOfferReads(db)));
  return reads;
}

export async function findOffer(db: Db, id: string): Promise<OfferQueryRow | undefined> {
  const [row] = await offerReads(db).byId.execute({ id });
  return row;
}

/** Offers by their ids, with owners and categories, in no particular order; as a statement the search runs. */
export function offersByIds(db: Db, ids: string[]): SearchStatement<OfferQueryRow> {
  const read = offerReads(db).byIds;
  return {
    toSQL: () => ({ sql: read.getQuery().sql, params: [ids] }),
    then: (onFulfilled, onRejected) => read.execute({ ids }).then(onFulfilled, onRejected),
  };
}

export interface OfferViewOptions {
  /** The owner's login e-mail goes to the owner himself and to admins only; the public sees `contact_email`. */
  withOwnerEmail: boolean;
}

/** Where the offer is: its own address, else its organisation's; the coordinates were stored when saved. */
function offerLocation(row: OfferQueryRow): OfferLocation | null {
  const own = row.address_city !== null;
  const address = own
    ? { street: row.address_street, city: row.address_city, postal_code: row.address_postal_code }
    : row.owner_address;
  if (!address.city) return null;
  return {
    street: address.street,
    city: address.city,
    postal_code: address.postal_code,
    voivodeship: row.voivodeship as Voivodeship | null,
    lat: row.geo_lat,
    lon: row.geo_lon,
    from_organisation: !own,
  };
}

/** Open or closed, and the state of its places, at the moment of the answer (shared/openingHours.ts). */
function hoursView(row: OfferQueryRow, now: Date) {
  const availability = {
    availability: row.availability,
    next_available_date: row.next_available_date,
    availability_updated_at: isoTimestamp(row.availability_updated_at),
  };
  return {
    ...availability,
    opening_hours: row.opening_hours,
    opening_status:
      row.category?.slug === EVENT_CATEGORY_SLUG && !hasHours(row.opening_hours)
        ? null
        : openingStatus(row.opening_hours, now),
    availability_view: availabilityView(availability, now),
  };
}

export function toOffer(row: OfferQueryRow, { withOwnerEmail }: OfferViewOptions): Offer {
  const {
    is_public: _public,
    profile,
    category,
    owner_address: _owner,
    geo_lat: _lat,
    geo_lon: _lon,
    voivodeship: _v,
    ...offer
  } = row;
  return {
    ...offer,
    accessibility_features: offer.accessibility_features as AccessibilityFeature[],
    target_groups: offer.target_groups as TargetGroup[],
    service_modes: offer.service_modes as ServiceMode[],
    required_documents: offer.required_documents as RequiredDocument[],
    funding_routes: offer.funding_routes as FundingRoute[],
    location: offerLocation(row),
    ...hoursView(row, new Date()),
    price_type: offer.price_type,
    preferred_contact_method: offer.preferred_contact_method,
    status: offer.status,
    expires_at: isoTimestamp(offer.expires_at),
    created_at: isoTimestamp(offer.created_at),
    updated_at: isoTimestamp(offer.updated_at),
    confirmed_at: isoTimestamp(offer.confirmed_at),
    category: category?.name ? { name: category.name, slug: category.slug } : null,
    profile: {
      organization_name: profile.organization_name,
      company_slug: profile.company_slug,
      is_verified: profile.is_verified,
      verification: verificationBadge({ ...profile, verified_at: isoTimestamp(profile.verified_at) }),
      ...(withOwnerEmail ? { email: profile.email } : {}),
    },
  };
}
