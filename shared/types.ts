import type { CorrectionField, CorrectionStatus } from './freshness.js';
import type { AvailabilityState, AvailabilityView } from './offerAvailability.js';
import type { OpeningHours, OpeningStatus } from './openingHours.js';
import type { ArticleType, BlogStatus } from './labels/blog.js';
import type { ContactMethod, OfferStatus, PriceType } from './labels/offers.js';
import type { AccessibilityFeature, ServiceMode, TargetGroup, Voivodeship } from './discovery.js';
import type { CertificateRequirement, FundingRoute, RequiredDocument } from './eligibility.js';
import type { Role } from './roles.js';
import type { PriceUnit } from './price.js';
import type { CountAccuracy, SearchSuggestionType } from './search.js';
import type { VerificationBadge } from './verification.js';
import type { FieldError } from './schemas/common.js';

/** An organisation's own profile: who it is, where, and how accessible its premises are (`PUT /users/profile`). */
export interface OrganisationProfileFields {
  description: string | null;
  address_street: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  phone: string | null;
  website: string | null;
  accessibility_features: AccessibilityFeature[];
  /** Derived from the city when saved; null when the city is not in the list of places. */
  voivodeship: Voivodeship | null;
  /**
   * Registry numbers, digits only (docs/moderacja-i-prawo.md#weryfikacja-organizacji); KRS only for organisations
   * registered there.
   */
  nip: string | null;
  regon: string | null;
  krs: string | null;
}

/** A Polish town or village of the gazetteer (`GET /localities`). */
export interface Locality {
  name: string;
  voivodeship: Voivodeship;
  voivodeship_name: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Where an offer is found and shown: its own address or, without one, its organisation's.
 * lat/lon are null when the city is not in the list of places.
 */
export interface OfferLocation {
  street: string | null;
  city: string;
  postal_code: string | null;
  voivodeship: Voivodeship | null;
  lat: number | null;
  lon: number | null;
  from_organisation: boolean;
}

/** `GET /users/profile`, and an item of `GET /admin/users` (snake_case). */
export interface User extends OrganisationProfileFields {
  id: string;
  email: string;
  role: Role;
  full_name: string | null;
  organization_name: string | null;
  company_slug: string | null;
  is_verified: boolean;
  email_confirmed: boolean;
  banned_until: string | null;
  created_at: string;
}

/** A group of equivalent words and phrases in the search thesaurus. */
export interface SearchSynonym {
  id: string;
  terms: string[];
  created_at: string;
  updated_at: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parent_id: string | null;
  /** The same value under its documented name (`parent_id` is what the forms send). */
  parent_category_id: string | null;
  parent: { name: string } | null;
}

export interface OfferProfile {
  organization_name: string | null;
  company_slug: string | null;
  is_verified: boolean;
  /** What the verified mark says; null when the organisation is not verified. */
  verification: VerificationBadge | null;
  email?: string;
}

export interface Offer {
  id: string;
  owner_id: string;
  title: string;
  short_description: string;
  long_description: string;
  /** 'W skrócie – tekst łatwy do czytania': the offer in easy Polish, shown before the description; null when not written. */
  easy_read_summary: string | null;
  category_id: string | null;
  category: { name: string; slug: string } | null;
  price_type: PriceType;
  price: number | null;
  currency: string;
  price_unit: PriceUnit;
  address_street: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  address_country: string | null;
  contact_person_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** An https link to a video call with the offeror, for a conversation in PJM. */
  contact_video_url: string | null;
  preferred_contact_method: ContactMethod;
  image_urls: string[];
  /** The image's description, its alt everywhere it is shown. */
  image_alt: string | null;
  status: OfferStatus;
  is_promoted: boolean;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  profile: OfferProfile;
  accessibility_features: AccessibilityFeature[];
  /** False while the features are the organisation profile's list, not checked by the author (shared/venueFeatures.ts). */
  venue_features_confirmed: boolean;
  target_groups: TargetGroup[];
  service_modes: ServiceMode[];
  service_radius_km: number;
  /** Who it is for and how to get it (shared/eligibility.ts): ages in whole years, null when not limited. */
  min_age: number | null;
  max_age: number | null;
  certificate_required: CertificateRequirement;
  required_documents: RequiredDocument[];
  how_to_start: string | null;
  funding_routes: FundingRoute[];
  location: OfferLocation | null;
  /** When the organisation last confirmed the data (every save, or 'Dane są aktualne'). */
  confirmed_at: string;
  /** Not confirmed for a year, or marked by an administrator as needing confirmation: 'Dane mogą być nieaktualne'. */
  data_may_be_outdated: boolean;
  /** Only in the results of a `near` search: km from the searched place, null for offers found as online. */
  distance_km?: number | null;
  /** The weekly schedule and exceptions; null: 'Godziny: zapytaj oferenta' (shared/openingHours.ts). */
  opening_hours: OpeningHours | null;
  /** Open or closed at the moment of the answer, in words ('Otwarte teraz · do 16:00'); null for an event without hours. */
  opening_status: OpeningStatus | null;
  availability: AvailabilityState | null;
  next_available_date: string | null;
  availability_updated_at: string | null;
  /** The state as shown: unknown once older than AVAILABILITY_FRESH_DAYS (shared/offerAvailability.ts). */
  availability_view: AvailabilityView;
}

/** An item of `GET /admin/offers`. */
export type AdminOffer = Pick<
  Offer,
  | 'id'
  | 'title'
  | 'status'
  | 'is_promoted'
  | 'created_at'
  | 'category_id'
  | 'owner_id'
  | 'image_urls'
  | 'image_alt'
  | 'venue_features_confirmed'
> & {
  profile: Required<Omit<OfferProfile, 'verification'>>;
  category: { name: string } | null;
};

export interface OfferSearchFacets {
  categories: { slug: string; name: string; count: number }[];
  price_types: { value: PriceType; count: number }[];
  cities: { name: string; count: number }[];
  features: { value: AccessibilityFeature; count: number }[];
  groups: { value: TargetGroup; count: number }[];
  modes: { value: ServiceMode; count: number }[];
  voivodeships: { value: Voivodeship; count: number }[];
  /** Offers per state of their places (only states set within AVAILABILITY_FRESH_DAYS), counted without `available`. */
  availability: { value: AvailabilityState; count: number }[];
  funding: { value: FundingRoute; count: number }[];
}

/** A list of the search's facets, by its key in `facets`. */
export type SearchFacetList = keyof OfferSearchFacets;

/** An offer in a result list: everything its card shows, without the long description (most of an offer's weight). */
export type OfferSummary = Omit<Offer, 'long_description'>;

/** The search's filters, by their parameter names (`near` stands for the place and its radius). */
export type SearchFilter =
  | 'category'
  | 'price_type'
  | 'city'
  | 'features'
  | 'groups'
  | 'mode'
  | 'voivodeship'
  | 'near'
  | 'age'
  | 'certificate'
  | 'funding'
  | 'open_now'
  | 'open_on'
  | 'available'
  | 'fresh';

/** A filter whose removal would give `count` offers, offered when the filters together leave none. */
export interface SearchRelaxation {
  filter: SearchFilter;
  count: number;
  count_accuracy: CountAccuracy;
}

/**
 * One suggestion while typing in a search box: `value` is the offer's id, the category's slug or the place's
 * name, which the box turns into the offer's page or the search filtered by that category or place.
 */
export interface SearchSuggestion {
  type: SearchSuggestionType;
  label: string;
  value: string;
}

export interface OfferSearchResult {
  items: OfferSummary[];
  /** Exact up to EXACT_SEARCH_COUNT offers; above it an estimate (`total_accuracy`). */
  total: number;
  /** Whether `total` is exact, an estimate (rounded) or a lower bound: see CountAccuracy. */
  total_accuracy: CountAccuracy;
  page: number;
  per_page: number;
  facets: OfferSearchFacets;
  /**
   * The facet lists whose counts are estimates (rounded): the offers they count are more than EXACT_SEARCH_COUNT.
   * Such a list names only the values found in the sample; another value may still have a few offers.
   */
  estimated_facets: SearchFacetList[];
  /** No offer had every word: these are the offers matching most of them. */
  partial: boolean;
  /** "Did you mean": the query respelled with the portal's own words, when it found little. */
  suggestion: string | null;
  relaxations: SearchRelaxation[];
  /** The words of the items' titles and short descriptions the query matched (lower case), to be marked. */
  highlight_words: string[];
  /** The place a `near` search measured from, as the gazetteer names it. */
  near: { name: string; voivodeship: Voivodeship; radius_km: number } | null;
  /** The query as searched when words the portal does not know were read as its words ('rehabilitacja' for 'rehabilitacjia'). */
  corrected_query: string | null;
  /** The place a word of the query named, searched as if `near` had been given ('logopeda krakow' → Kraków). */
  understood_place: { name: string; voivodeship: Voivodeship; radius_km: number } | null;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  article_type_category_id: ArticleType;
  category_id: string | null;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  tags: string[];
  status: BlogStatus;
  meta_title: string | null;
  meta_description: string | null;
  payment_option: PriceType;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  author_id: string;
  /** `email` (the author's login) only for the author himself and admins, never on public reads. */
  author: { full_name: string | null; organization_name: string | null; email?: string; company_slug?: string | null };
  category: { name: string } | null;
}

export interface BlogListResult {
  items: BlogPost[];
  total: number;
  page: number;
  per_page: number;
  /** The words of the items' titles and excerpts the query matched (lower case), to be marked. */
  highlight_words: string[];
}

export interface PortalSettings {
  portal_name: string;
  contact_email: string;
  terms_of_service: string;
  privacy_policy: string;
  /** The accessibility statement's named contact and phone ('' = not set). */
  accessibility_contact_name: string;
  accessibility_contact_phone: string;
  /** The 'O portalu' page's video in Polish Sign Language, its .vtt captions and its transcript ('' = not set). */
  pjm_video_url: string;
  pjm_video_captions_url: string;
  pjm_video_transcript_url: string;
}

export interface AdminStats {
  totalUsers: number;
  totalOffers: number;
  pendingOffers: number;
  totalBlogPosts: number;
  pendingBlogPosts: number;
  pendingVerifications: number;
  /** Appeals against moderation decisions waiting for an admin (DSA art. 20). */
  pendingAppeals: number;
  /** Accessibility requests not yet answered, and those of them past their 7-day due date. */
  openAccessibilityRequests: number;
  overdueAccessibilityRequests: number;
  /** Public offers that read 'Dane mogą być nieaktualne' (a year without confirmation, or marked by an administrator). */
  staleOffers: number;
  /** Corrections of out-of-date data their organisations left unhandled for two weeks ('Poprawki danych'). */
  pendingCorrections: number;
  /** Accounts created in the last 30 days and in the 30 days before, for the trend under the user count. */
  newUsersThisMonth: number;
  newUsersPreviousMonth: number;
  /** E-mails the outbox gave up on after its last attempt (kept 90 days), and the newest of them. */
  failedEmails: number;
  recentFailedEmails: FailedEmail[];
}

/** An e-mail that failed for good, as the back office's overview lists it (never its text, which may hold a link). */
export interface FailedEmail {
  id: string;
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  failed_at: string;
}

export interface AuditEntry {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  /** The actor's pseudonymous key: the same for all of one account's entries, kept after the account is deleted. */
  actor_key: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface CompanyProfile extends OrganisationProfileFields {
  /** The account's id: what a notice about the profile points at (POST /reports). */
  id: string;
  organization_name: string | null;
  full_name: string | null;
  company_slug: string;
  role: Role;
  is_verified: boolean;
  verification: VerificationBadge | null;
  created_at: string;
  offers: Offer[];
}

export interface ValidationErrorBody {
  detail: string;
  errors: FieldError[];
}

/** A report of out-of-date data about an offer, as its organisation sees it (never the reporter's address). */
export interface OfferCorrection {
  id: string;
  offer_id: string;
  offer_title: string;
  fields: CorrectionField[];
  note: string;
  status: CorrectionStatus;
  created_at: string;
  handled_at: string | null;
}

/** An item of the back office's 'Poprawki danych': a correction its organisation left unhandled. */
export interface AdminCorrection extends OfferCorrection {
  offer_path: string;
  organization_name: string | null;
  /** Whether the reporter gave an address to hear the outcome (the address itself stays with the portal). */
  reporter_gave_email: boolean;
}
