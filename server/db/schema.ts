import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

/** `f_unaccent` is an IMMUTABLE wrapper around `unaccent`, created by the first migration, so indexes may use it. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    full_name: text('full_name'),
    organization_name: text('organization_name'),
    company_slug: text('company_slug'),
    is_verified: boolean('is_verified').notNull().default(false),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true, mode: 'string' }),
    banned_until: timestamp('banned_until', { withTimezone: true, mode: 'string' }),
    token_version: integer('token_version').notNull().default(0),
    // The organisation's profile (issue 14); geo_* and voivodeship are derived from the city when saved.
    description: text('description'),
    address_street: text('address_street'),
    address_city: text('address_city'),
    address_postal_code: text('address_postal_code'),
    phone: text('phone'),
    website: text('website'),
    accessibility_features: text('accessibility_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    geo_lat: doublePrecision('geo_lat'),
    geo_lon: doublePrecision('geo_lon'),
    voivodeship: text('voivodeship'),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(f_unaccent(coalesce(email, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(organization_name, '')))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_company_slug_key').on(t.company_slug),
    index('users_role_created_idx').on(t.role, t.created_at),
    index('users_created_idx').on(t.created_at, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Public reads exclude banned owners' offers; the few banned accounts are found without reading the others.
    index('users_banned_idx')
      .on(t.id)
      .where(sql`${t.banned_until} is not null`),
    check('users_role_check', sql`${t.role} in ('user', 'offeror', 'ngo', 'admin', 'superadmin')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parent_id: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parent_id)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    short_description: text('short_description').notNull(),
    long_description: text('long_description').notNull(),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    price_type: text('price_type').notNull().default('free'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('PLN'),
    address_street: text('address_street'),
    address_city: text('address_city'),
    address_postal_code: text('address_postal_code'),
    address_country: text('address_country').default('Polska'),
    contact_person_name: text('contact_person_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    preferred_contact_method: text('preferred_contact_method').notNull().default('email'),
    image_urls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    is_promoted: boolean('is_promoted').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    accessibility_features: text('accessibility_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    target_groups: text('target_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    service_modes: text('service_modes')
      .array()
      .notNull()
      .default(sql`'{on_site}'::text[]`),
    service_radius_km: integer('service_radius_km').notNull().default(30),
    // Where the offer is searched: its own city or, without one, its organisation's (server/places/location.ts).
    geo_lat: doublePrecision('geo_lat'),
    geo_lon: doublePrecision('geo_lon'),
    voivodeship: text('voivodeship'),
    city_key: text('city_key').generatedAlwaysAs(sql`lower(f_unaccent(coalesce(address_city, '')))`),
    title_key: text('title_key').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', f_unaccent(coalesce(title, '') || ' ' || coalesce(short_description, '') || ' ' || coalesce(long_description, '') || ' ' || coalesce(address_city, '')))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('offers_public_idx').on(t.status, t.is_promoted, t.created_at),
    index('offers_status_created_idx').on(t.status, t.created_at, t.id),
    index('offers_created_idx').on(t.created_at, t.id),
    index('offers_owner_idx').on(t.owner_id, t.created_at),
    index('offers_category_idx').on(t.category_id, t.status),
    index('offers_city_idx').on(t.city_key, t.status),
    index('offers_price_idx').on(t.status, t.price),
    index('offers_expires_idx')
      .on(t.expires_at)
      .where(sql`status = 'active' and expires_at is not null`),
    // Holds every column the search's facet summary reads, so counting the public offers is an index-only scan.
    index('offers_facets_idx').on(
      t.status,
      t.category_id,
      t.price_type,
      t.city_key,
      t.expires_at,
      t.owner_id,
      t.address_city,
    ),
    index('offers_search_idx').using('gin', t.search_vector),
    // A `near` search reads a bounding box of coordinates before the exact distance.
    index('offers_geo_idx').on(t.geo_lat, t.geo_lon),
    index('offers_features_idx').using('gin', t.accessibility_features),
    index('offers_groups_idx').using('gin', t.target_groups),
    index('offers_modes_idx').using('gin', t.service_modes),
    index('offers_voivodeship_idx').on(t.voivodeship, t.status),
    index('offers_title_trgm_idx').using('gin', sql`${t.title_key} gin_trgm_ops`),
    check(
      'offers_status_check',
      sql`${t.status} in ('draft', 'pending_approval', 'active', 'inactive', 'expired', 'rejected')`,
    ),
    check('offers_price_type_check', sql`${t.price_type} in ('free', 'paid', 'deposit_required')`),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    article_type_category_id: text('article_type_category_id').notNull().default('article'),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    featured_image_url: text('featured_image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    payment_option: text('payment_option').notNull().default('free'),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    title_key: text('title_key').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_status_created_idx').on(t.status, t.created_at, t.id),
    index('blog_posts_public_idx').on(t.status, t.published_at),
    index('blog_posts_type_idx').on(t.article_type_category_id, t.status, t.published_at),
    index('blog_posts_author_idx').on(t.author_id, t.created_at),
    index('blog_posts_category_idx').on(t.category_id),
    index('blog_posts_title_trgm_idx').using('gin', sql`${t.title_key} gin_trgm_ops`),
    check(
      'blog_posts_status_check',
      sql`${t.status} in ('draft', 'pending_approval', 'published', 'rejected', 'archived')`,
    ),
  ],
);

/** Polish towns and villages (GeoNames, see server/places/data/), loaded at start when the table is empty. */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    voivodeship: text('voivodeship').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population').notNull(),
    name_key: text('name_key').generatedAlwaysAs(sql`lower(f_unaccent(name))`),
  },
  (t) => [index('places_name_key_idx').using('btree', sql`${t.name_key} text_pattern_ops`, t.population)],
);

/** One row (id = 1): the portal's four settings. */
export const portalSettings = pgTable('portal_settings', {
  id: integer('id').primaryKey().default(1),
  portal_name: text('portal_name').notNull(),
  contact_email: text('contact_email').notNull(),
  terms_of_service: text('terms_of_service').notNull().default(''),
  privacy_policy: text('privacy_policy').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** One-time links sent by e-mail; only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.token_hash),
    index('email_tokens_user_idx').on(t.user_id, t.purpose),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
