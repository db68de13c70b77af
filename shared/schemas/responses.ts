import { AVAILABILITY_STATES } from '../offerAvailability.js';
import { WEEK_DAYS } from '../openingHours.js';
import './zodConfig.js';
import { z } from 'zod';
import { ACCESSIBILITY_FEATURES, SERVICE_MODES, TARGET_GROUPS, VOIVODESHIPS } from '../discovery.js';
import { CERTIFICATE_REQUIREMENTS, FUNDING_ROUTES, REQUIRED_DOCUMENTS } from '../eligibility.js';
import { ARTICLE_TYPES, BLOG_STATUSES } from '../labels/blog.js';
import { CONTACT_METHODS, OFFER_STATUSES, PRICE_TYPES } from '../labels/offers.js';
import { CORRECTION_FIELDS, CORRECTION_STATUSES } from '../freshness.js';
import { ROLES } from '../roles.js';
import { PRICE_UNITS } from '../price.js';
import { COUNT_ACCURACIES, SEARCH_SUGGESTION_TYPES } from '../search.js';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  DECISION_TYPES,
  MODERATION_TARGETS,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type AdminAppeal,
  type AdminReport,
  type AppealSummary,
  type MyDecision,
} from '../moderation.js';
import {
  ACCESSIBILITY_REQUEST_STATUSES,
  ALTERNATIVE_FORMATS,
  type AccessibilityRequest,
} from '../accessibilityRequests.js';
import { APPEAL_RESULTS, NOTICE_OUTCOMES, type TransparencyReport } from '../transparency.js';
import {
  VERIFICATION_STATUSES,
  type AdminVerification,
  type MyVerification,
  type VerificationBadge,
  type VerificationRequest,
} from '../verification.js';
import type {
  AdminCorrection,
  AdminOffer,
  AdminStats,
  AuditEntry,
  BlogListResult,
  BlogPost,
  Category,
  SearchSynonym,
  CompanyProfile,
  Locality,
  OfferCorrection,
  Offer,
  OfferLocation,
  OfferSearchResult,
  OfferSummary,
  OrganisationProfileFields,
  PortalSettings,
  SearchFacetList,
  SearchFilter,
  SearchSuggestion,
  User,
  ValidationErrorBody,
} from '../types.js';

/*
 * What the API answers, as zod schemas: the server serialises through them and publishes them in /api/openapi.json,
 * and the API tests check every answer against that document. Each one `satisfies` its type in shared/types.ts, so a
 * field added to a type without its schema does not compile.
 */

const timestamp = z.string();

/** The schedule as stored (checked on save by shared/schemas/openingHours.ts). */
const openingHoursResponse = z.object({
  weekly: z.array(
    z.object({ day: z.union(WEEK_DAYS.map((day) => z.literal(day))), opens: z.string(), closes: z.string() }),
  ),
  exceptions: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      opens: z.string().optional(),
      closes: z.string().optional(),
      note: z.string().optional(),
    }),
  ),
});

const SEARCH_FILTERS = [
  'category',
  'price_type',
  'city',
  'features',
  'groups',
  'mode',
  'voivodeship',
  'near',
  'age',
  'certificate',
  'funding',
  'open_now',
  'open_on',
  'available',
  'fresh',
] as const satisfies readonly SearchFilter[];

const SEARCH_FACET_LISTS = [
  'categories',
  'price_types',
  'cities',
  'features',
  'groups',
  'modes',
  'voivodeships',
  'funding',
  'availability',
] as const satisfies readonly SearchFacetList[];

const fieldError = z.object({ field: z.string(), message: z.string() });

/** Every refusal: a Polish `detail`; a malformed query also lists the fields it could not read. */
export const errorResponse = z.object({ detail: z.string(), errors: z.array(fieldError).optional() });

/** 422: the form shows `errors` under its fields. */
export const validationErrorResponse = z.object({
  detail: z.string(),
  errors: z.array(fieldError),
}) satisfies z.ZodType<ValidationErrorBody>;

/** Calls that only confirm what happened, in Polish. */
export const detailResponse = z.object({ detail: z.string() });

/** 204: no body at all. */
export const noContentResponse = z.null().describe('Brak treści');

export const tokenResponse = z.object({ token: z.string() });

/** GET /api/health/live: the process answers (nothing else is checked). */
export const livenessResponse = z.object({ status: z.literal('live') });

/** GET /api/health/ready: 200 when every check passes, 503 with a Polish `detail` naming the first that does not. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    draining: z.boolean(),
  }),
  detail: z.string().optional(),
});

/** An organisation's own profile fields, on its account and its public profile. */
const organisationProfileShape = {
  description: z.string().nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  accessibility_features: z.array(z.enum(ACCESSIBILITY_FEATURES)),
  voivodeship: z.enum(VOIVODESHIPS).nullable(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
};

export const verificationBadgeResponse = z
  .object({
    register: z.enum(['krs', 'nip']).nullable(),
    number: z.string().nullable(),
    verified_at: timestamp.nullable(),
  })
  .nullable() satisfies z.ZodType<VerificationBadge | null>;
export const organisationProfileResponse = z.object(
  organisationProfileShape,
) satisfies z.ZodType<OrganisationProfileFields>;

export const localityResponse = z.object({
  name: z.string(),
  voivodeship: z.enum(VOIVODESHIPS),
  voivodeship_name: z.string(),
  population: z.number(),
  lat: z.number(),
  lon: z.number(),
}) satisfies z.ZodType<Locality>;

const offerLocation = z.object({
  street: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  voivodeship: z.enum(VOIVODESHIPS).nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  from_organisation: z.boolean(),
}) satisfies z.ZodType<OfferLocation>;

export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  full_name: z.string().nullable(),
  organization_name: z.string().nullable(),
  company_slug: z.string().nullable(),
  is_verified: z.boolean(),
  email_confirmed: z.boolean(),
  banned_until: timestamp.nullable(),
  created_at: timestamp,
  ...organisationProfileShape,
}) satisfies z.ZodType<User>;

export const searchSynonymResponse = z.object({
  id: z.string(),
  terms: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<SearchSynonym>;

export const categoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_id: z.string().nullable(),
  parent_category_id: z.string().nullable(),
  parent: z.object({ name: z.string() }).nullable(),
}) satisfies z.ZodType<Category>;

const offerProfile = z.object({
  organization_name: z.string().nullable(),
  company_slug: z.string().nullable(),
  is_verified: z.boolean(),
  verification: verificationBadgeResponse,
  /** Only for the owner himself and admins. */
  email: z.string().optional(),
});

const offerSummaryShape = {
  id: z.string(),
  owner_id: z.string(),
  title: z.string(),
  short_description: z.string(),
  easy_read_summary: z.string().nullable(),
  category_id: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  price_type: z.enum(PRICE_TYPES),
  price: z.number().nullable(),
  currency: z.string(),
  price_unit: z.enum(PRICE_UNITS),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  address_country: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_video_url: z.string().nullable(),
  preferred_contact_method: z.enum(CONTACT_METHODS),
  image_urls: z.array(z.string()),
  image_alt: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  is_promoted: z.boolean(),
  expires_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  profile: offerProfile,
  accessibility_features: z.array(z.enum(ACCESSIBILITY_FEATURES)),
  venue_features_confirmed: z.boolean(),
  target_groups: z.array(z.enum(TARGET_GROUPS)),
  service_modes: z.array(z.enum(SERVICE_MODES)),
  service_radius_km: z.number(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  certificate_required: z.enum(CERTIFICATE_REQUIREMENTS),
  required_documents: z.array(z.enum(REQUIRED_DOCUMENTS)),
  how_to_start: z.string().nullable(),
  funding_routes: z.array(z.enum(FUNDING_ROUTES)),
  location: offerLocation.nullable(),
  confirmed_at: timestamp,
  data_may_be_outdated: z.boolean(),
  /** Only in the results of a `near` search: km from the searched place, null for offers found as online. */
  distance_km: z.number().nullable().optional(),
  opening_hours: openingHoursResponse.nullable(),
  opening_status: z.object({ open: z.boolean(), text: z.string() }).nullable(),
  availability: z.enum(AVAILABILITY_STATES).nullable(),
  next_available_date: z.string().nullable(),
  availability_updated_at: timestamp.nullable(),
  availability_view: z.object({
    state: z.enum(AVAILABILITY_STATES).nullable(),
    label: z.string(),
    as_of: z.string().nullable(),
    detail: z.string().nullable(),
  }),
};

/** `PUT /api/v1/offers/{id}/availability`. */
export const offerAvailabilityResponse = z.object({
  availability: offerSummaryShape.availability.unwrap(),
  next_available_date: offerSummaryShape.next_available_date,
  availability_updated_at: timestamp,
  availability_view: offerSummaryShape.availability_view,
});

export const offerSummaryResponse = z.object(offerSummaryShape) satisfies z.ZodType<OfferSummary>;

export const offerResponse = z.object({
  ...offerSummaryShape,
  long_description: z.string(),
}) satisfies z.ZodType<Offer>;

export const offerSearchResponse = z.object({
  items: z.array(offerSummaryResponse),
  total: z.number().int(),
  total_accuracy: z.enum(COUNT_ACCURACIES),
  page: z.number().int(),
  per_page: z.number().int(),
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    price_types: z.array(z.object({ value: z.enum(PRICE_TYPES), count: z.number().int() })),
    cities: z.array(z.object({ name: z.string(), count: z.number().int() })),
    features: z.array(z.object({ value: z.enum(ACCESSIBILITY_FEATURES), count: z.number().int() })),
    groups: z.array(z.object({ value: z.enum(TARGET_GROUPS), count: z.number().int() })),
    modes: z.array(z.object({ value: z.enum(SERVICE_MODES), count: z.number().int() })),
    voivodeships: z.array(z.object({ value: z.enum(VOIVODESHIPS), count: z.number().int() })),
    funding: z.array(z.object({ value: z.enum(FUNDING_ROUTES), count: z.number().int() })),
    availability: z.array(z.object({ value: z.enum(AVAILABILITY_STATES), count: z.number().int() })),
  }),
  estimated_facets: z.array(z.enum(SEARCH_FACET_LISTS)),
  partial: z.boolean(),
  suggestion: z.string().nullable(),
  relaxations: z.array(
    z.object({ filter: z.enum(SEARCH_FILTERS), count: z.number().int(), count_accuracy: z.enum(COUNT_ACCURACIES) }),
  ),
  highlight_words: z.array(z.string()),
  near: z.object({ name: z.string(), voivodeship: z.enum(VOIVODESHIPS), radius_km: z.number() }).nullable(),
  corrected_query: z.string().nullable(),
  understood_place: z.object({ name: z.string(), voivodeship: z.enum(VOIVODESHIPS), radius_km: z.number() }).nullable(),
}) satisfies z.ZodType<OfferSearchResult>;

export const searchSuggestionsResponse = z.object({
  data: z.array(
    z.object({
      type: z.enum(SEARCH_SUGGESTION_TYPES),
      label: z.string(),
      value: z.string(),
    }) satisfies z.ZodType<SearchSuggestion>,
  ),
});

export const adminOfferResponse = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(OFFER_STATUSES),
  is_promoted: z.boolean(),
  created_at: timestamp,
  category_id: z.string().nullable(),
  owner_id: z.string(),
  image_urls: z.array(z.string()),
  image_alt: z.string().nullable(),
  venue_features_confirmed: z.boolean(),
  profile: z.object({
    organization_name: z.string().nullable(),
    company_slug: z.string().nullable(),
    is_verified: z.boolean(),
    email: z.string(),
  }),
  category: z.object({ name: z.string() }).nullable(),
}) satisfies z.ZodType<AdminOffer>;

export const blogPostResponse = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  article_type_category_id: z.enum(ARTICLE_TYPES),
  category_id: z.string().nullable(),
  featured_image_url: z.string().nullable(),
  featured_image_alt: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  payment_option: z.enum(PRICE_TYPES),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
  author_id: z.string(),
  author: z.object({
    full_name: z.string().nullable(),
    organization_name: z.string().nullable(),
    /** Only for the author himself and admins. */
    email: z.string().optional(),
    company_slug: z.string().nullable().optional(),
  }),
  category: z.object({ name: z.string() }).nullable(),
}) satisfies z.ZodType<BlogPost>;

export const blogListResponse = z.object({
  items: z.array(blogPostResponse),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  highlight_words: z.array(z.string()),
}) satisfies z.ZodType<BlogListResult>;

export const portalSettingsResponse = z.object({
  portal_name: z.string(),
  contact_email: z.string(),
  terms_of_service: z.string(),
  privacy_policy: z.string(),
  accessibility_contact_name: z.string(),
  accessibility_contact_phone: z.string(),
  pjm_video_url: z.string(),
  pjm_video_captions_url: z.string(),
  pjm_video_transcript_url: z.string(),
}) satisfies z.ZodType<PortalSettings>;

export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  totalOffers: z.number().int(),
  pendingOffers: z.number().int(),
  totalBlogPosts: z.number().int(),
  pendingBlogPosts: z.number().int(),
  pendingVerifications: z.number().int(),
  pendingAppeals: z.number().int(),
  openAccessibilityRequests: z.number().int(),
  overdueAccessibilityRequests: z.number().int(),
  staleOffers: z.number().int(),
  pendingCorrections: z.number().int(),
  newUsersThisMonth: z.number().int(),
  newUsersPreviousMonth: z.number().int(),
  failedEmails: z.number().int(),
  recentFailedEmails: z.array(
    z.object({
      id: z.string(),
      recipient: z.string(),
      subject: z.string(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      failed_at: z.string(),
    }),
  ),
}) satisfies z.ZodType<AdminStats>;

export const auditEntryResponse = z.object({
  id: z.number().int(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_key: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamp,
}) satisfies z.ZodType<AuditEntry>;

export const companyProfileResponse = z.object({
  id: z.string(),
  organization_name: z.string().nullable(),
  full_name: z.string().nullable(),
  company_slug: z.string(),
  role: z.enum(ROLES),
  is_verified: z.boolean(),
  verification: verificationBadgeResponse,
  created_at: timestamp,
  offers: z.array(offerResponse),
  ...organisationProfileShape,
}) satisfies z.ZodType<CompanyProfile>;

export const verificationRequestResponse = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  organization_name: z.string(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
  reason: z.string().nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
}) satisfies z.ZodType<VerificationRequest>;

export const myVerificationResponse = z.object({
  is_verified: z.boolean(),
  verified_at: timestamp.nullable(),
  request: verificationRequestResponse.nullable(),
}) satisfies z.ZodType<MyVerification>;

export const adminVerificationResponse = verificationRequestResponse.extend({
  user_id: z.string(),
  email: z.string(),
  company_slug: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  version: z.string(),
  same_nip_accounts: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
}) satisfies z.ZodType<AdminVerification>;

export const accessibilityRequestResponse = z.object({
  id: z.string(),
  page: z.string(),
  problem: z.string(),
  alternative_format: z.enum(ALTERNATIVE_FORMATS),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(ACCESSIBILITY_REQUEST_STATUSES),
  created_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  status_changed_at: z.string().nullable(),
  status_changed_by_email: z.string().nullable(),
  answered_at: z.string().nullable(),
}) satisfies z.ZodType<AccessibilityRequest>;

/** A notice or an appeal received: its id and a Polish confirmation. */
export const receivedResponse = z.object({ id: z.string(), detail: z.string() });

export const adminReportResponse = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  target_path: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  signed_in: z.boolean(),
  good_faith: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  decision: z.enum(REPORT_DECISIONS).nullable(),
  statement: z.string().nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
}) satisfies z.ZodType<AdminReport>;

export const adminAppealResponse = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
  statement: z.string().nullable(),
  explanation: z.string(),
  appellant: z.string().nullable(),
  restored_status: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
  decision_id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  target_path: z.string().nullable(),
  decision_type: z.enum(DECISION_TYPES),
  decision_summary: z.string(),
  decision_ground: z.enum(REPORT_REASONS),
  decision_statement: z.string(),
  decision_created_at: timestamp,
  can_decide: z.boolean(),
}) satisfies z.ZodType<AdminAppeal>;

export const appealSummaryResponse = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
  statement: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
}) satisfies z.ZodType<AppealSummary>;

export const myDecisionResponse = z.object({
  id: z.string(),
  target_type: z.enum(MODERATION_TARGETS),
  target_id: z.string(),
  target_title: z.string(),
  decision_type: z.enum(DECISION_TYPES),
  previous_status: z.string(),
  new_status: z.string(),
  ground: z.enum(REPORT_REASONS),
  statement: z.string(),
  from_report: z.boolean(),
  automated: z.literal(false),
  created_at: timestamp,
  appeal_deadline: timestamp,
  can_appeal: z.boolean(),
  appeal: appealSummaryResponse.nullable(),
}) satisfies z.ZodType<MyDecision>;

const counts = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
const hours = z.number().nullable();

export const transparencyReportResponse = z.object({
  year: z.number().int(),
  notices: z.object({
    total: z.number().int(),
    by_reason: counts(REPORT_REASONS),
    by_outcome: counts(NOTICE_OUTCOMES),
    median_hours_to_decision: hours,
  }),
  decisions: z.object({
    total: z.number().int(),
    by_type: counts(DECISION_TYPES),
    by_ground: counts(REPORT_REASONS),
    from_notices: z.number().int(),
    own_initiative: z.number().int(),
  }),
  appeals: z.object({ total: z.number().int(), by_result: counts(APPEAL_RESULTS), median_hours_to_decision: hours }),
  bans: z.object({ total: z.number().int(), lifted_on_appeal: z.number().int() }),
}) satisfies z.ZodType<TransparencyReport>;

const offerCorrectionShape = {
  id: z.string(),
  offer_id: z.string(),
  offer_title: z.string(),
  fields: z.array(z.enum(CORRECTION_FIELDS)),
  note: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  created_at: timestamp,
  handled_at: timestamp.nullable(),
};

export const offerCorrectionResponse = z.object(offerCorrectionShape) satisfies z.ZodType<OfferCorrection>;

export const adminCorrectionResponse = z.object({
  ...offerCorrectionShape,
  offer_path: z.string(),
  organization_name: z.string().nullable(),
  reporter_gave_email: z.boolean(),
}) satisfies z.ZodType<AdminCorrection>;
/** One entry of 'Moja lista' or of a shared list: the offer while it is public, else null ('Oferta niedostępna'). */
export const listEntryResponse = z.object({
  offer_id: z.string(),
  offer: offerSummaryResponse.nullable(),
});
export type ListEntry = z.infer<typeof listEntryResponse>;

export const favouriteResponse = listEntryResponse.extend({ added_at: timestamp });
export type Favourite = z.infer<typeof favouriteResponse>;

export const sharedListCreatedResponse = z.object({ id: z.string(), url: z.string() });

export const sharedListResponse = z.object({
  id: z.string(),
  url: z.string(),
  created_at: timestamp,
  expires_at: timestamp,
  entries: z.array(listEntryResponse),
});
export type SharedList = z.infer<typeof sharedListResponse>;

/** How many of the browser's offers joined the account's list. */
export const favouritesMergedResponse = z.object({ added: z.number().int() });
