import { count, inArray } from 'drizzle-orm';
import { isOrganisationRole, type Role } from '../../shared/roles.js';
import { slugify } from '../../shared/slug.js';
import { termsAcceptedNow } from '../settings/adminQueries.js';
import { hashPassword } from '../users/passwords.js';
import { ensureBaseData } from './baseData.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.js';
import {
  DEMO_ARTICLES,
  DEMO_OFFERS,
  DEMO_PEOPLE,
  type DemoArticle,
  type DemoOffer,
  type DemoPerson,
} from './demoData/index.js';
import type { Db } from './index.js';
import { DEFAULT_SERVICE_RADIUS_KM } from '../../shared/discovery.js';
import { DEFAULT_PRICE_UNIT } from '../../shared/price.js';
import { venueFeaturesConfirmed } from '../../shared/venueFeatures.js';
import { locateAll } from '../places/location.js';
import { OFFER_DISCOVERY, ORGANISATION_PROFILES } from './demoData/discovery.js';
import { OFFER_ELIGIBILITY } from './demoData/eligibility.js';

const DEMO_DISCOVERY = new Map(Object.entries(OFFER_DISCOVERY));
const DEMO_ELIGIBILITY = new Map(Object.entries(OFFER_ELIGIBILITY));
import { blogPosts, categories, offers, users } from './schema.js';
import { indexStale } from '../search/indexing.js';
import { syncOfferHours } from '../offers/hours.js';
import { demoHoursColumns } from './demoData/hours.js';
import { seedDemoModeration } from './demoModeration.js';
import { seedDemoVerification } from './demoVerification.js';
import { seedDemoFavourites } from './demoFavourites.js';
import { seedDemoInquiries } from './demoInquiries.js';
import { seedDemoFailedEmail } from './demoMail.js';
import { seedDemoSavedSearches } from './demoSavedSearches.js';
import { seedDemoAccessibility } from './demoAccessibility.js';
import { seedDemoFreshness } from './demoFreshness.js';

export interface DemoAccount {
  email: string;
  role: Role;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SeededPerson {
  id: string;
  email: string;
  full_name: string | null;
}

/** A moment `days` before now, shifted by a few hours per row so that lists have a stable, realistic order. */
function daysAgo(now: number, days: number, row: number): string {
  return new Date(now - days * DAY_MS - (row % 9) * HOUR_MS).toISOString();
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Dane demonstracyjne odwołują się do nieznanego klucza ${what}: ${key}`);
  return value;
}

function personRow(person: DemoPerson, passwordHash: string, now: number, row: number) {
  const createdAt = daysAgo(now, person.days_ago, row);
  const organisation = isOrganisationRole(person.role) ? (person.organization_name ?? null) : null;
  return {
    email: person.email,
    password_hash: passwordHash,
    role: person.role,
    full_name: person.full_name,
    organization_name: person.organization_name ?? null,
    company_slug: organisation ? slugify(organisation) : null,
    is_verified: person.is_verified ?? false,
    email_confirmed_at: createdAt,
    // Demo people accepted the terms when they signed up, like everyone signing up now.
    ...termsAcceptedNow(),
    terms_accepted_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
    ...organisationProfileRow(person),
  };
}

/** The demo organisations' profiles (located by locateAll once everything is inserted). */
function organisationProfileRow(person: DemoPerson) {
  const profile = ORGANISATION_PROFILES[person.key];
  if (!profile) return {};
  return {
    description: profile.description,
    address_street: profile.street,
    address_city: profile.city,
    address_postal_code: profile.postal_code,
    phone: profile.phone,
    website: profile.website,
    accessibility_features: profile.features,
  };
}

function offerRow(offer: DemoOffer, owner: SeededPerson, categoryId: string, now: number, row: number) {
  const createdAt = daysAgo(now, offer.days_ago, row);
  const discovery = lookup(DEMO_DISCOVERY, offer.title, 'oferty (dostępność)');
  const eligibility = lookup(DEMO_ELIGIBILITY, offer.title, 'oferty (warunki)');
  const ownAddress = !discovery.organisation_address;
  return {
    owner_id: owner.id,
    title: offer.title,
    short_description: offer.short_description,
    long_description: offer.long_description,
    easy_read_summary: offer.easy_read_summary ?? null,
    category_id: categoryId,
    price_type: offer.price_type,
    price: offer.price ?? null,
    price_unit: offer.price_unit ?? DEFAULT_PRICE_UNIT,
    address_street: ownAddress ? (offer.street ?? null) : null,
    address_city: ownAddress ? offer.city : null,
    address_postal_code: ownAddress ? (offer.postal_code ?? null) : null,
    accessibility_features: discovery.features,
    // An offer whose list is exactly its organisation's profile shows moderators 'odziedziczone, niepotwierdzone'.
    venue_features_confirmed: venueFeaturesConfirmed({
      features: discovery.features,
      modes: discovery.modes,
      profileFeatures: ORGANISATION_PROFILES[offer.owner]?.features ?? [],
      confirmed: false,
    }),
    target_groups: discovery.groups,
    service_modes: discovery.modes,
    service_radius_km: discovery.radius ?? DEFAULT_SERVICE_RADIUS_KM,
    min_age: eligibility.min_age ?? null,
    max_age: eligibility.max_age ?? null,
    certificate_required: eligibility.certificate,
    required_documents: eligibility.documents ?? [],
    how_to_start: eligibility.how_to_start,
    funding_routes: eligibility.funding ?? [],
    contact_person_name: offer.contact_person_name ?? owner.full_name,
    contact_email: offer.contact_email ?? owner.email,
    contact_phone: offer.contact_phone ?? null,
    contact_video_url: offer.contact_video_url ?? null,
    preferred_contact_method: offer.preferred_contact_method ?? 'email',
    status: offer.status,
    is_promoted: offer.is_promoted ?? false,
    expires_at:
      offer.expires_in_days === undefined ? null : new Date(now + offer.expires_in_days * DAY_MS).toISOString(),
    ...demoHoursColumns(offer.title, now),
    created_at: createdAt,
    updated_at: createdAt,
    // Every save confirms the data; a few offers go back further (demoFreshness.ts).
    confirmed_at: createdAt,
  };
}

function articleRow(article: DemoArticle, author: SeededPerson, categoryId: string | null, now: number, row: number) {
  const createdAt = daysAgo(now, article.days_ago, row);
  // Published articles were approved by an administrator about a day after they were written.
  const publishedAt = new Date(Math.min(Date.parse(createdAt) + DAY_MS, now)).toISOString();
  return {
    author_id: author.id,
    title: article.title,
    slug: slugify(article.title),
    content: article.content,
    excerpt: article.excerpt,
    article_type_category_id: article.article_type,
    category_id: categoryId,
    tags: article.tags,
    status: article.status,
    meta_title: article.meta_title,
    meta_description: article.meta_description,
    payment_option: article.payment_option ?? 'free',
    published_at: article.status === 'published' ? publishedAt : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Fills an empty database with demo organisations, offers, articles and the accounts of every role
 * (server/db/demoAccounts.ts); returns the accounts to print. A database that has any user is left untouched.
 */
export async function seedDemoContent(db: Db): Promise<DemoAccount[]> {
  const [{ existing }] = await db.select({ existing: count() }).from(users);
  if (existing > 0) return [];
  await ensureBaseData(db);
  // One hash for every demo account: argon2id is deliberately slow and they all share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const seededPeople = await tx
      .insert(users)
      .values(DEMO_PEOPLE.map((person, row) => personRow(person, passwordHash, now, row)))
      .returning({
        id: users.id,
        email: users.email,
        full_name: users.full_name,
        organization_name: users.organization_name,
      });
    const byEmail = new Map(seededPeople.map((person) => [person.email, person]));
    const people = new Map(DEMO_PEOPLE.map((person) => [person.key, lookup(byEmail, person.email, 'konta')]));

    const slugs = [
      ...new Set([...DEMO_OFFERS.map((offer) => offer.category), ...DEMO_ARTICLES.flatMap((a) => a.category ?? [])]),
    ];
    const categoryRows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, slugs));
    const categoryIds = new Map(categoryRows.map((category) => [category.slug, category.id]));

    const seededOffers = await tx
      .insert(offers)
      .values(
        DEMO_OFFERS.map((offer, row) =>
          offerRow(
            offer,
            lookup(people, offer.owner, 'konta'),
            lookup(categoryIds, offer.category, 'kategorii'),
            now,
            row,
          ),
        ),
      )
      .returning({ id: offers.id, opening_hours: offers.opening_hours });
    await syncOfferHours(tx, seededOffers);
    await tx
      .insert(blogPosts)
      .values(
        DEMO_ARTICLES.map((article, row) =>
          articleRow(
            article,
            lookup(people, article.author, 'konta'),
            article.category ? lookup(categoryIds, article.category, 'kategorii') : null,
            now,
            row,
          ),
        ),
      );
    await seedDemoModeration(tx, people, now);
    await seedDemoVerification(tx, people, lookup(people, 'superadmin', 'konta').id, now);
    await seedDemoFailedEmail(tx, now);
    await seedDemoSavedSearches(tx, people, now);
    await seedDemoAccessibility(tx, lookup(people, 'admin', 'konta').id, now);
    await seedDemoFavourites(tx, lookup(people, 'user', 'konta').id, now);
    await seedDemoInquiries(tx, lookup(people, 'user', 'konta').id, now);
    await seedDemoFreshness(tx, people, now);
    await locateAll(tx);
  });

  await indexStale(db);
  return Object.values(DEMO_ACCOUNTS).map(({ email, role }) => ({ email, role }));
}
