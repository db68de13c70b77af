import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
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
  primaryKey,
  text,
  smallint,
  date,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CORRECTION_STATUSES } from '../../shared/freshness.js';
import { INQUIRY_STATUSES } from '../../shared/inquiries.js';
import { ARTICLE_TYPES, BLOG_STATUSES } from '../../shared/labels/blog.js';
import { AVAILABILITY_STATES } from '../../shared/offerAvailability.js';
import type { OpeningHours } from '../../shared/openingHours.js';
import { CERTIFICATE_REQUIREMENTS } from '../../shared/eligibility.js';
import { CONTACT_METHODS, OFFER_STATUSES, PRICE_TYPES } from '../../shared/labels/offers.js';
import { SAVED_SEARCH_FREQUENCIES } from '../../shared/savedSearches.js';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  DECISION_TYPES,
  MODERATION_TARGETS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../../shared/moderation.js';
import { PRICE_UNITS } from '../../shared/price.js';
import { ROLES } from '../../shared/roles.js';
import { VERIFICATION_STATUSES } from '../../shared/verification.js';
import { OUTBOX_STATUSES } from '../../shared/outbox.js';
import { ACCESSIBILITY_REQUEST_STATUSES, ALTERNATIVE_FORMATS } from '../../shared/accessibilityRequests.js';

/** A job's life: waiting (or waiting for its retry), held by one process, finished, or given up after its last attempt. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** A CHECK that the column holds one of the vocabulary's codes: built from the same array as the column's type. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A set of integer ranges in PostgreSQL's text form ('{[480,960),[3360,3840)}'). */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });
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
    role: text('role', { enum: ROLES }).notNull().default('user'),
    full_name: text('full_name'),
    organization_name: text('organization_name'),
    company_slug: text('company_slug'),
    is_verified: boolean('is_verified').notNull().default(false),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true, mode: 'string' }),
    banned_until: timestamp('banned_until', { withTimezone: true, mode: 'string' }),
    token_version: integer('token_version').notNull().default(0),
    /**
     * A pseudonym of the account, copied into every audit entry it writes and every decision it takes
     * (`actor_key`, `decided_by_key`): deleting the account nulls the ids, the key keeps its actions together.
     */
    actor_key: uuid('actor_key').notNull().defaultRandom(),
    // Consent given at sign-up (RODO art. 7 ust. 1: the portal must be able to show it): when, and which version of
    // the terms and privacy policy (portal_settings.legal_version) the person accepted.
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true, mode: 'string' }),
    terms_version: integer('terms_version'),
    // The organisation's public profile; geo_* and voivodeship are derived from the city when saved.
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
    // Registry numbers (digits only) and when an admin last verified the organisation
    // (docs/moderacja-i-prawo.md#weryfikacja-organizacji).
    nip: text('nip'),
    regon: text('regon'),
    krs: text('krs'),
    verified_at: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
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
    check('users_role_check', oneOf(t.role, ROLES)),
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

/**
 * The public search's GIN indexes take a saved offer's keys at once, without a pending list that every search reads
 * until VACUUM merges it (migration 0039).
 */
const DIRECT_GIN = { fastupdate: false };

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
    /** 'W skrócie – tekst łatwy do czytania' (docs/dostepnosc.md); null when not written. */
    easy_read_summary: text('easy_read_summary'),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    price_type: text('price_type', { enum: PRICE_TYPES }).notNull().default('free'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('PLN'),
    /** What the price is for ("za godzinę"); shared/price.ts. */
    price_unit: text('price_unit', { enum: PRICE_UNITS }).notNull().default('once'),
    address_street: text('address_street'),
    address_city: text('address_city'),
    address_postal_code: text('address_postal_code'),
    address_country: text('address_country').default('Polska'),
    contact_person_name: text('contact_person_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    /** An https link to a video call for contact in Polish Sign Language (docs/dostepnosc.md). */
    contact_video_url: text('contact_video_url'),
    preferred_contact_method: text('preferred_contact_method', { enum: CONTACT_METHODS }).notNull().default('email'),
    image_urls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the offer's image shows, read out instead of it (WCAG 1.1.1); required whenever there is an image. */
    image_alt: text('image_alt'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('draft'),
    is_promoted: boolean('is_promoted').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    accessibility_features: text('accessibility_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False while the features are the organisation profile's list, not checked by the author (shared/venueFeatures.ts). */
    venue_features_confirmed: boolean('venue_features_confirmed').notNull().default(true),
    target_groups: text('target_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    service_modes: text('service_modes')
      .array()
      .notNull()
      .default(sql`'{on_site}'::text[]`),
    service_radius_km: integer('service_radius_km').notNull().default(30),
    /** Who the offer is for and how to get it (shared/eligibility.ts): ages in whole years, both optional. */
    min_age: integer('min_age'),
    max_age: integer('max_age'),
    certificate_required: text('certificate_required', { enum: CERTIFICATE_REQUIREMENTS }).notNull().default('unknown'),
    required_documents: text('required_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    how_to_start: text('how_to_start'),
    funding_routes: text('funding_routes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Where the offer is searched: its own city or, without one, its organisation's (server/places/location.ts).
    geo_lat: doublePrecision('geo_lat'),
    geo_lon: doublePrecision('geo_lon'),
    voivodeship: text('voivodeship'),
    city_key: text('city_key').generatedAlwaysAs(sql`lower(f_unaccent(coalesce(address_city, '')))`),
    title_key: text('title_key').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    /** Lexemes of the Polish analysis (server/search/), written by the server on every save; null until analysed. */
    search_vector: tsvector('search_vector'),
    /** The analysis version that wrote search_vector (server/search/indexing.ts); null until analysed. */
    search_version: integer('search_version'),
    /** Words in the title, short description, long description and labels, for the score's length normalisation. */
    search_lengths: integer('search_lengths').array(),
    /** When the organisation last confirmed the data: every save of its own, and 'Dane są aktualne'. */
    confirmed_at: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Set by an administrator from 'Poprawki danych': shown as possibly out of date until the next confirmation. */
    confirmation_requested_at: timestamp('confirmation_requested_at', { withTimezone: true, mode: 'string' }),
    /** The confirmation the last reminder e-mail was about (one reminder per confirmation period). */
    reminded_for_confirmation_at: timestamp('reminded_for_confirmation_at', { withTimezone: true, mode: 'string' }),
    /** The weekly schedule and dated exceptions (shared/openingHours.ts); null: 'Godziny: zapytaj oferenta'. */
    opening_hours: jsonb('opening_hours').$type<OpeningHours>(),
    /**
     * The weekly ranges as minutes, written with opening_hours (server/offers/hours.ts): each day of the week has a
     * lane of two days' minutes, (day − 1) × 2880 onwards, so a range past midnight stays its own day's and
     * `open_now` is one containment test of the row, not a read of every offer open at this hour.
     */
    weekly_lanes: int4multirange('weekly_lanes'),
    /** The hours of the week (lane minute / 60) a weekly range touches: `open_now` finds offers by them. */
    weekly_slots: smallint('weekly_slots')
      .array()
      .generatedAlwaysAs(sql`weekly_hour_slots(weekly_lanes)`),
    /** Whether the offer has room, set by its organisation (shared/offerAvailability.ts); null: not given. */
    availability: text('availability', { enum: AVAILABILITY_STATES }),
    /** A waiting list's first free date, or the day a temporarily closed offer reopens. */
    next_available_date: date('next_available_date', { mode: 'string' }),
    availability_updated_at: timestamp('availability_updated_at', { withTimezone: true, mode: 'string' }),
    /** When the offer last became public; set by a trigger on every change to 'active' (migration 0030). */
    published_at: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('offers_confirmed_idx')
      .on(t.confirmed_at)
      .where(sql`${t.status} = 'active'`),
    // The offers whose confirmation reminder is due, in the order the job sends them (migration 0040).
    index('offers_due_reminder_idx')
      .on(t.confirmed_at, t.id)
      .where(
        sql`${t.status} = 'active' and (${t.reminded_for_confirmation_at} is null or ${t.reminded_for_confirmation_at} < ${t.confirmed_at})`,
      ),
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
    // Migration 0015 adds the discovery columns as INCLUDE columns, which drizzle's index builder cannot express.
    index('offers_facets_idx').on(
      t.status,
      t.category_id,
      t.price_type,
      t.city_key,
      t.expires_at,
      t.owner_id,
      t.address_city,
    ),
    // Public offers only: every text search reads them (migration 0024).
    index('offers_search_idx')
      .using('gin', t.search_vector)
      .with(DIRECT_GIN)
      .where(sql`${t.status} = 'active'`),
    // Finds the rows an older analysis wrote (or none did), to analyse them again in the background.
    index('offers_analysis_version_idx').on(sql`(coalesce(${t.search_version}, 0))`),
    // Answers "does any offer still show this upload?" before a file is deleted.
    index('offers_image_urls_idx').using('gin', t.image_urls),
    // A `near` search reads a bounding box of coordinates before the exact distance.
    index('offers_geo_idx').on(t.geo_lat, t.geo_lon),
    index('offers_features_idx').using('gin', t.accessibility_features).with(DIRECT_GIN),
    index('offers_groups_idx').using('gin', t.target_groups).with(DIRECT_GIN),
    index('offers_modes_idx').using('gin', t.service_modes).with(DIRECT_GIN),
    index('offers_voivodeship_idx').on(t.voivodeship, t.status),
    index('offers_title_trgm_idx')
      .using('gin', sql`${t.title_key} gin_trgm_ops`)
      .with(DIRECT_GIN),
    // The digests of saved searches read the offers that became public since their last run.
    index('offers_published_idx')
      .on(t.published_at)
      .where(sql`${t.status} = 'active'`),
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('offers_price_type_check', oneOf(t.price_type, PRICE_TYPES)),
    check('offers_price_unit_check', oneOf(t.price_unit, PRICE_UNITS)),
    check('offers_certificate_required_check', oneOf(t.certificate_required, CERTIFICATE_REQUIREMENTS)),
    check(
      'offers_age_range_check',
      sql`(${t.min_age} is null or ${t.min_age} between 0 and 120) and (${t.max_age} is null or ${t.max_age} between 0 and 120) and (${t.min_age} is null or ${t.max_age} is null or ${t.min_age} <= ${t.max_age})`,
    ),
    check('offers_availability_check', sql`${t.availability} is null or ${oneOf(t.availability, AVAILABILITY_STATES)}`),
    // 'Wolne miejsca' and, behind it, 'Dane aktualne': one index passes over unconfirmed offers (migration 0041).
    index('offers_availability_idx')
      .on(t.availability, t.availability_updated_at, t.confirmed_at)
      .where(sql`status = 'active'`),
    index('offers_weekly_slots_idx')
      .using('gin', t.weekly_slots)
      .with(DIRECT_GIN)
      .where(sql`status = 'active'`),
  ],
);

/** An offer's dated exceptions (a closed day has no minutes), written with the offer like its weekly_lanes. */
export const offerHoursExceptions = pgTable(
  'offer_hours_exceptions',
  {
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    on_date: date('on_date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    opens_minute: smallint('opens_minute'),
    closes_minute: smallint('closes_minute'),
  },
  (t) => [
    index('offer_hours_exceptions_date_idx').on(t.on_date, t.offer_id),
    index('offer_hours_exceptions_offer_idx').on(t.offer_id),
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
    article_type_category_id: text('article_type_category_id', { enum: ARTICLE_TYPES }).notNull().default('article'),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    featured_image_url: text('featured_image_url'),
    featured_image_alt: text('featured_image_alt'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    payment_option: text('payment_option', { enum: PRICE_TYPES }).notNull().default('free'),
    published_at: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    title_key: text('title_key').generatedAlwaysAs(sql`lower(f_unaccent(title))`),
    /** Lexemes of the Polish analysis (server/search/), written by the server on every save; null until analysed. */
    search_vector: tsvector('search_vector'),
    /** The analysis version that wrote search_vector (server/search/indexing.ts); null until analysed. */
    search_version: integer('search_version'),
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
    index('blog_posts_search_idx').using('gin', t.search_vector),
    index('blog_posts_analysis_version_idx').on(sql`(coalesce(${t.search_version}, 0))`),
    check('blog_posts_status_check', oneOf(t.status, BLOG_STATUSES)),
  ],
);

/** Polish towns and villages (GeoNames, see shared/places/), loaded at start when the table is empty. */
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

/** One row (id = 1): the portal's four settings, and the version of its legal texts. */
export const portalSettings = pgTable('portal_settings', {
  id: integer('id').primaryKey().default(1),
  portal_name: text('portal_name').notNull(),
  contact_email: text('contact_email').notNull(),
  terms_of_service: text('terms_of_service').notNull().default(''),
  privacy_policy: text('privacy_policy').notNull().default(''),
  /** The named person the accessibility statement gives for accessibility matters, with a phone for calls or SMS. */
  accessibility_contact_name: text('accessibility_contact_name').notNull().default(''),
  accessibility_contact_phone: text('accessibility_contact_phone').notNull().default(''),
  /** The 'O portalu' page's video in Polish Sign Language, its captions (.vtt) and its transcript ('' = none). */
  pjm_video_url: text('pjm_video_url').notNull().default(''),
  pjm_video_captions_url: text('pjm_video_captions_url').notNull().default(''),
  pjm_video_transcript_url: text('pjm_video_transcript_url').notNull().default(''),
  /** Raised whenever the terms or the privacy policy change: an account's consent names the version it accepted. */
  legal_version: integer('legal_version').notNull().default(1),
  legal_updated_at: timestamp('legal_updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
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
    /** The actor's `users.actor_key`: the entry stays attributed (to a pseudonym) after the account is deleted. */
    actor_key: uuid('actor_key'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The moderation decision (with its statement of reasons) this change carried out, if any. */
    decision_id: uuid('decision_id').references((): AnyPgColumn => moderationDecisions.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id),
    index('audit_log_decision_idx')
      .on(t.decision_id)
      .where(sql`${t.decision_id} is not null`),
    index('audit_log_actor_key_idx').on(t.actor_key),
  ],
);

/** The search thesaurus: each row is one group of equivalent words and phrases, edited in the back office. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: text('terms').array().notNull(),
  ...timestamps,
});

/**
 * The portal's own words (lemmas of offer titles, short descriptions, cities and categories, lower case with
 * diacritics), from which "did you mean" picks the nearest by trigram similarity of the folded `word_key`.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    word_key: text('word_key').notNull(),
  },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.word_key} gin_trgm_ops`)],
);

/**
 * Document frequencies of the offers' index keys (server/search/documentVector.ts): in how many analysed offers
 * each occurs. Saves keep them (server/search/indexing.ts), a trigger of migration 0017 on delete; the ranking's
 * inverse document frequencies, the candidate budget and typo corrections read them.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    lexeme: text('lexeme').primaryKey(),
    df: integer('df').notNull(),
  },
  (t) => [
    index('search_terms_prefix_idx').using('btree', sql`${t.lexeme} text_pattern_ops`),
    // Typo corrections read the nearest words by trigrams (a GiST index orders by distance); only words of
    // letters are ever corrected, never numbers or marked keys.
    index('search_terms_typo_idx')
      .using('gist', sql`${t.lexeme} gist_trgm_ops`)
      .where(sql`${t.lexeme} ~ '^[a-z]{4,}$'`),
  ],
);

/** One row (id = 1): how many offers are analysed and their words per field in all, for the average lengths. */
export const searchStats = pgTable('search_stats', {
  id: integer('id').primaryKey().default(1),
  documents: integer('documents').notNull().default(0),
  field_lengths: bigint('field_lengths', { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{0,0,0,0}'`),
});

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A notice of illegal or harmful content (DSA art. 16); anyone may file one, signed in or not. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target_type: text('target_type', { enum: MODERATION_TARGETS }).notNull(),
    target_id: uuid('target_id').notNull(),
    /** What the notice was about when it was filed (the target may later change or disappear). */
    target_title: text('target_title').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    explanation: text('explanation').notNull(),
    name: text('name'),
    email: text('email'),
    reporter_id: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    good_faith: boolean('good_faith').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    decision: text('decision', { enum: REPORT_DECISIONS }),
    statement: text('statement'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The decider's `users.actor_key`, kept when the account is deleted. */
    decided_by_key: uuid('decided_by_key'),
    decided_at: moment('decided_at'),
    receipt_sent_at: moment('receipt_sent_at'),
    outcome_sent_at: moment('outcome_sent_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.created_at, t.id),
    index('reports_created_idx').on(t.created_at, t.id),
    index('reports_decided_idx')
      .on(t.decided_at)
      .where(sql`${t.decided_at} is not null`),
    index('reports_target_idx').on(t.target_type, t.target_id),
    index('reports_reporter_idx').on(t.reporter_id),
    check('reports_target_type_check', oneOf(t.target_type, MODERATION_TARGETS)),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('illegal', 'fraud', 'discrimination', 'misleading', 'personal_data', 'terms', 'other')`,
    ),
    check('reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    check('reports_decision_check', oneOf(t.decision, REPORT_DECISIONS)),
  ],
);

/**
 * A restriction of content or an account with its statement of reasons (DSA art. 17). Kept, without its author,
 * when the account is deleted: the transparency report counts it.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target_type: text('target_type', { enum: MODERATION_TARGETS }).notNull(),
    target_id: uuid('target_id').notNull(),
    target_title: text('target_title').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decision_type: text('decision_type', { enum: DECISION_TYPES }).notNull(),
    /** The status before (`active`, `published`, or `active` for an account), restored when an appeal reverses it. */
    previous_status: text('previous_status').notNull(),
    new_status: text('new_status').notNull(),
    ground: text('ground', { enum: REPORT_REASONS }).notNull(),
    statement: text('statement').notNull(),
    report_id: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The decider's `users.actor_key`, kept when the account is deleted. */
    decided_by_key: uuid('decided_by_key'),
    /**
     * A hash of the content's approved fields when it was decided (server/moderation/fingerprint.ts); a reversal
     * restores only content that still has it. Null for decisions about accounts.
     */
    content_fingerprint: text('content_fingerprint'),
    /** Set when the statement of reasons was sent, so it never goes out twice. */
    notified_at: moment('notified_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('moderation_decisions_user_idx').on(t.user_id, t.created_at),
    index('moderation_decisions_created_idx').on(t.created_at),
    index('moderation_decisions_report_idx').on(t.report_id),
    check('moderation_decisions_target_type_check', oneOf(t.target_type, MODERATION_TARGETS)),
    check('moderation_decisions_type_check', oneOf(t.decision_type, DECISION_TYPES)),
  ],
);

/** The author's complaint against a decision (DSA art. 20); at most one per decision. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decision_id: uuid('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    explanation: text('explanation').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: APPEAL_OUTCOMES }),
    statement: text('statement'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The decider's `users.actor_key`, kept when the account is deleted. */
    decided_by_key: uuid('decided_by_key'),
    decided_at: moment('decided_at'),
    outcome_sent_at: moment('outcome_sent_at'),
    /** What a reversal gave back; null when nothing was restored (the target had changed or gone since). */
    restored_status: text('restored_status'),
    /** A reversal found the content changed since the decision: it went to `pending_approval`, not back public. */
    content_changed: boolean('content_changed').notNull().default(false),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_decision_key').on(t.decision_id),
    index('appeals_status_created_idx').on(t.status, t.created_at, t.id),
    index('appeals_created_idx').on(t.created_at),
    index('appeals_user_idx').on(t.user_id),
    check('appeals_status_check', oneOf(t.status, APPEAL_STATUSES)),
    check('appeals_outcome_check', oneOf(t.outcome, APPEAL_OUTCOMES)),
  ],
);

/**
 * Who uploaded each file under /uploads: a file is deleted only for that account and only when no offer or article
 * references it any more. No foreign key: the files of a deleted account are released after its row is gone.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    uploader_id: uuid('uploader_id').notNull(),
    /** The stored file's size, counted against the uploader's quota (0 for files stored before sizes were kept). */
    bytes: integer('bytes').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_uploader_idx').on(t.uploader_id), index('uploads_created_at_idx').on(t.created_at)],
);

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;

/** An organisation's request to be verified, with the numbers and name as they were when it was made. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organization_name: text('organization_name').notNull(),
    nip: text('nip'),
    regon: text('regon'),
    krs: text('krs'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The decider's `users.actor_key`, kept when the account is deleted. */
    decided_by_key: uuid('decided_by_key'),
    decided_at: moment('decided_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_requests_status_created_idx').on(t.status, t.created_at, t.id),
    index('verification_requests_created_idx').on(t.created_at, t.id),
    index('verification_requests_user_idx').on(t.user_id, t.created_at),
    // One open request per organisation: a second one is refused (409), even when two arrive at once.
    uniqueIndex('verification_requests_one_pending_key')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    check('verification_requests_status_check', oneOf(t.status, VERIFICATION_STATUSES)),
  ],
);
export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** A request for digital accessibility ('Zgłoś problem z dostępnością'); anyone files one, no account needed. */
export const accessibilityRequests = pgTable(
  'accessibility_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    problem: text('problem').notNull(),
    alternative_format: text('alternative_format', { enum: ALTERNATIVE_FORMATS }).notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ACCESSIBILITY_REQUEST_STATUSES }).notNull().default('new'),
    status_changed_by: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    status_changed_at: moment('status_changed_at'),
    answered_at: moment('answered_at'),
    created_at: moment('created_at').notNull().defaultNow(),
    /** Received + 7 days (ACCESSIBILITY_ANSWER_DAYS), fixed when it comes in. */
    due_at: moment('due_at').notNull(),
  },
  (t) => [
    index('accessibility_requests_status_due_idx').on(t.status, t.due_at, t.id),
    index('accessibility_requests_created_idx').on(t.created_at, t.id),
    check('accessibility_requests_status_check', oneOf(t.status, ACCESSIBILITY_REQUEST_STATUSES)),
    check('accessibility_requests_format_check', oneOf(t.alternative_format, ALTERNATIVE_FORMATS)),
  ],
);
export type AccessibilityRequestRow = typeof accessibilityRequests.$inferSelect;

/**
 * Work done once across all server processes (server/jobs): a scheduled run (its key is the due time) or a one-off
 * task (an e-mail's delivery, keyed by the message). A process claims a row for a lease; if it dies, the lease runs
 * out and another process takes the row again. `(name, key)` is unique, so a due time or a message is queued once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    run_at: moment('run_at').notNull().defaultNow(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull(),
    locked_by: text('locked_by'),
    locked_until: moment('locked_until'),
    last_error: text('last_error'),
    created_at: moment('created_at').notNull().defaultNow(),
    finished_at: moment('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_name_key').on(t.name, t.key),
    index('jobs_waiting_idx')
      .on(t.run_at)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_finished_idx')
      .on(t.finished_at)
      .where(sql`${t.finished_at} is not null`),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/**
 * Every e-mail the portal sends, written in the same transaction as the change that causes it and delivered by a
 * job (server/mail/outbox.ts). `key` names the message ('decision-notice:<id>'), so queueing it twice queues it once.
 * The bodies are emptied once the message is delivered; a message that failed for good keeps them for the operator.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text'),
    body_html: text('body_html'),
    reply_to: text('reply_to'),
    link: text('link'),
    /** Extra headers of the message (List-Unsubscribe of the digests, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: moment('created_at').notNull().defaultNow(),
    sent_at: moment('sent_at'),
    failed_at: moment('failed_at'),
  },
  (t) => [
    uniqueIndex('outbox_messages_key').on(t.key),
    index('outbox_messages_failed_idx')
      .on(t.failed_at)
      .where(sql`${t.status} = 'failed'`),
    index('outbox_messages_created_idx').on(t.created_at),
    check('outbox_messages_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/**
 * The counters of every rate limit and throttle when several processes share PostgreSQL (server/limits): one row a
 * key ('route:POST/api/v1/auth/login:203.0.113.7', 'login.failed:…'), counting hits in a window that opened at the
 * first hit. Rows whose window ended are swept by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: moment('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);

/** 'Zgłoś nieaktualne dane': anyone tells an offer's organisation what is out of date (docs/zasady-produktu.md#aktualność-danych). */
export const offerCorrections = pgTable(
  'offer_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fields: text('fields').array().notNull(),
    note: text('note').notNull(),
    /** Where the reporter hears the outcome; never shown to the organisation. */
    email: text('email'),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('open'),
    handled_by: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handled_at: moment('handled_at'),
    outcome_sent_at: moment('outcome_sent_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_corrections_offer_idx').on(t.offer_id, t.created_at),
    index('offer_corrections_open_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.status} = 'open'`),
    check('offer_corrections_status_check', oneOf(t.status, CORRECTION_STATUSES)),
  ],
);
export type OfferCorrectionRow = typeof offerCorrections.$inferSelect;

/**
 * 'Moja lista' of a signed-in person (docs/moja-lista.md). `offer_id` has no foreign key: an offer deleted or no longer
 * public stays listed as 'Oferta niedostępna' until the person removes it.
 */
export const favourites = pgTable(
  'favourites',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offer_id: uuid('offer_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'favourites_pkey', columns: [t.user_id, t.offer_id] }),
    index('favourites_user_created_idx').on(t.user_id, t.created_at),
  ],
);

/** A list shared by its link: the offers it names and when it expires, nothing about who made it. */
export const sharedLists = pgTable(
  'shared_lists',
  {
    id: text('id').primaryKey(),
    offer_ids: uuid('offer_ids').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('shared_lists_expires_idx').on(t.expires_at)],
);
export type SharedListRow = typeof sharedLists.$inferSelect;

/** Alerts for new offers (docs/powiadomienia.md): an account's, or an e-mail address's confirmed by a link. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Without an account: the address the digests go to. */
    email: text('email'),
    name: text('name').notNull(),
    /** The search page's query string, checked by the search's parameter schema. */
    query: text('query').notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    /** Null until the address is confirmed (an account's alerts are confirmed when saved). */
    confirmed_at: moment('confirmed_at'),
    /** The offers that became public up to this moment have been looked at by a digest. */
    checked_until: moment('checked_until'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.user_id, t.created_at),
    index('saved_searches_email_idx').on(t.email, t.created_at),
    index('saved_searches_due_idx')
      .on(t.frequency, t.checked_until)
      .where(sql`${t.confirmed_at} is not null`),
    check('saved_searches_frequency_check', oneOf(t.frequency, SAVED_SEARCH_FREQUENCIES)),
    check('saved_searches_owner_check', sql`(${t.user_id} is null) <> (${t.email} is null)`),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The offers each saved search has sent, so none is sent twice. */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    saved_search_id: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    sent_at: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_deliveries_offer').on(t.saved_search_id, t.offer_id),
    index('saved_search_deliveries_offer_idx').on(t.offer_id),
  ],
);

/**
 * Tokens replaced by a renewal (`POST /api/v1/auth/refresh`): a token whose `jti` is here stops working at
 * `revoked_at`, a short grace after the renewal for requests already on their way; the row is swept after
 * `expires_at`, when the token would have expired anyway (docs/bezpieczenstwo.md).
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revoked_at: moment('revoked_at').notNull(),
    expires_at: moment('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expires_at)],
);

/**
 * 'Zapytaj o ofertę' (docs/zapytania.md): personal data of the asker, kept until 12 months after the last change
 * (server/inquiries/retention.ts). Goes with its offer, and with the asker's account when it was sent signed in.
 */
export const offerInquiries = pgTable(
  'offer_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offer_id: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The asker's account when they were signed in at sending time. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    needs: text('needs').array().notNull(),
    on_behalf_name: text('on_behalf_name'),
    on_behalf_relation: text('on_behalf_relation'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    /** When the asker agreed to pass the details to the offeror (the form's consent). */
    consent_at: moment('consent_at').notNull().defaultNow(),
    created_at: moment('created_at').notNull().defaultNow(),
    /** The last change: the retention counts from here. */
    updated_at: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_inquiries_offer_idx').on(t.offer_id, t.created_at),
    index('offer_inquiries_user_idx').on(t.user_id, t.created_at),
    index('offer_inquiries_updated_idx').on(t.updated_at),
    check('offer_inquiries_status_check', oneOf(t.status, INQUIRY_STATUSES)),
  ],
);
export type OfferInquiryRow = typeof offerInquiries.$inferSelect;
