import { AVAILABILITY_MESSAGES } from '../../shared/messages.js';
import { restrictionSummary, type AdminAppeal, type AdminReport } from '../../shared/moderation.js';
import type { TransparencyReport } from '../../shared/transparency.js';
import type {
  AdminOffer,
  AdminStats,
  AuditEntry,
  BlogListResult,
  BlogPost,
  Category,
  Offer,
  OfferSearchResult,
  PortalSettings,
  SearchSynonym,
  User,
} from '../../shared/types.js';
import { NO_DISCOVERY, NO_DISCOVERY_FACETS } from './discoveryFixtures.js';
import { RECENTLY_CONFIRMED } from './freshnessFixtures.js';

/** An active offer as GET /api/v1/offers/{id} answers it: every field the document requires, the rest overridden. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'oferta-1',
    owner_id: 'o1',
    title: 'Wypożyczalnia wózków',
    short_description: 'Wózki na każdą okazję.',
    long_description: 'Opis oferty.',
    category_id: null,
    category: null,
    price_type: 'free',
    price: null,
    currency: 'PLN',
    price_unit: 'once',
    address_street: null,
    address_city: null,
    address_postal_code: null,
    address_country: null,
    contact_person_name: null,
    contact_email: 'kontakt@example.pl',
    contact_phone: null,
    contact_video_url: null,
    easy_read_summary: null,
    preferred_contact_method: 'email',
    image_urls: [],
    image_alt: null,
    status: 'active',
    is_promoted: false,
    expires_at: null,
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-01T10:00:00.000Z',
    profile: {
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: null,
      is_verified: false,
      verification: null,
    },
    ...NO_DISCOVERY,
    ...RECENTLY_CONFIRMED,
    ...overrides,
  };
}

/** GET /api/v1/offers when nothing matches. */
export function emptySearchResult(perPage: number): OfferSearchResult {
  return {
    items: [],
    total: 0,
    total_accuracy: 'exact',
    page: 1,
    per_page: perPage,
    facets: { categories: [], price_types: [], cities: [], ...NO_DISCOVERY_FACETS },
    estimated_facets: [],
    partial: false,
    suggestion: null,
    relaxations: [],
    highlight_words: [],
    near: null,
    corrected_query: null,
    understood_place: null,
  };
}

/** GET /api/v1/blog-posts when there is no article. */
export function emptyBlogList(perPage: number): BlogListResult {
  return { items: [], total: 0, page: 1, per_page: perPage, highlight_words: [] };
}

/** What the server answers, with status 503, while its database is out of reach: the mocks' server failure. */
export const UNAVAILABLE = { detail: AVAILABILITY_MESSAGES.databaseUnavailable };

/** A draft article as the API answers it to its author (GET and POST /api/v1/blog-posts). */
export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    title: 'Jak wypożyczyć wózek',
    slug: 'jak-wypozyczyc-wozek',
    content: '<p>Treść</p>',
    excerpt: null,
    article_type_category_id: 'article',
    category_id: null,
    featured_image_url: null,
    featured_image_alt: null,
    tags: [],
    status: 'draft',
    meta_title: null,
    meta_description: null,
    payment_option: 'free',
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    published_at: null,
    author_id: 'user-1',
    author: { full_name: 'Maria Kowalczyk', organization_name: null, email: 'maria@example.pl', company_slug: null },
    category: null,
    ...overrides,
  };
}

/** GET /api/v1/users/me/export of an account that has written nothing yet. */
export function emptyAccountExport(profile: User) {
  return {
    exported_at: '2026-03-01T10:00:00.000Z',
    profile,
    consents: { terms_accepted_at: '2026-01-10T10:00:00.000Z', terms_version: 1, current_terms_version: 1 },
    offers: [],
    saved_searches: [],
    favourites: [],
    inquiries_sent: [],
    inquiries_received: [],
    blog_posts: [],
    uploads: [],
    verification_requests: [],
    reports_filed: [],
    reports_about_my_content: [],
    decisions: [],
    appeals: [],
    audit_entries: [],
  };
}

/** A top-level category as GET /api/v1/categories lists it and PUT /api/v1/admin/categories/{id} answers it. */
export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 'kategoria-1',
    name: 'Rehabilitacja',
    slug: 'rehabilitacja',
    description: null,
    parent_id: null,
    parent_category_id: null,
    parent: null,
    ...overrides,
  };
}

/** A group of the search thesaurus as GET /api/v1/admin/search-synonyms lists it. */
export function makeSearchSynonym(overrides: Partial<SearchSynonym> = {}): SearchSynonym {
  return {
    id: 'synonim-1',
    terms: ['PJM', 'polski język migowy'],
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An offer waiting for approval as GET /api/v1/admin/offers lists it: a verified organisation's, no category. */
export function makeAdminOffer(overrides: Partial<AdminOffer> = {}): AdminOffer {
  return {
    id: 'o1',
    title: 'Wózek inwalidzki',
    status: 'pending_approval',
    is_promoted: false,
    created_at: '2026-03-05T10:00:00.000Z',
    category_id: null,
    owner_id: 'u1',
    image_urls: [],
    image_alt: null,
    venue_features_confirmed: true,
    category: null,
    profile: {
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: 'fundacja',
      is_verified: true,
      email: 'o@x.pl',
    },
    ...overrides,
  };
}

/** An open notice about an offer as GET /api/v1/admin/reports lists it: fraud, sent anonymously. */
export function makeAdminReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 'r1',
    target_type: 'offer',
    target_id: 'o1',
    target_title: 'Wózek za przedpłatą',
    target_path: '/offer/o1',
    reason: 'fraud',
    explanation: 'Oferta prosi o przedpłatę na prywatne konto.',
    name: null,
    email: null,
    signed_in: false,
    good_faith: true,
    status: 'open',
    decision: null,
    statement: null,
    decided_at: null,
    created_at: '2026-03-05T10:00:00Z',
    ...overrides,
  };
}

/** An open appeal against hiding an offer, as GET and PATCH /api/v1/admin/appeals/{id} answer it. */
export function makeAdminAppeal(overrides: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id: 'odwolanie-1',
    status: 'open',
    outcome: null,
    statement: null,
    explanation: 'Oferta nie narusza regulaminu: kaucja jest zwracana.',
    appellant: 'oferent@example.pl',
    restored_status: null,
    created_at: '2026-03-02T10:00:00.000Z',
    decided_at: null,
    decision_id: 'decyzja-1',
    target_type: 'offer',
    target_id: 'oferta-1',
    target_title: 'Wypożyczalnia wózków',
    target_path: '/offer/oferta-1',
    decision_type: 'visibility_restricted',
    decision_summary: restrictionSummary({
      target_type: 'offer',
      decision_type: 'visibility_restricted',
      previous_status: 'active',
      new_status: 'inactive',
    }),
    decision_ground: 'misleading',
    decision_statement: 'Opis oferty wprowadza w błąd co do kosztów.',
    decision_created_at: '2026-03-01T10:00:00.000Z',
    can_decide: true,
    ...overrides,
  };
}

/** GET /api/v1/admin/transparency-report of a year with a few notices, decisions, appeals and one ban. */
export function makeTransparencyReport(overrides: Partial<TransparencyReport> = {}): TransparencyReport {
  return {
    year: 2025,
    notices: {
      total: 4,
      by_reason: { illegal: 1, fraud: 2, discrimination: 0, misleading: 0, personal_data: 0, terms: 0, other: 1 },
      by_outcome: { open: 1, content_removed: 1, visibility_restricted: 1, no_action: 1 },
      median_hours_to_decision: 12.5,
    },
    decisions: {
      total: 3,
      by_type: { content_removed: 1, visibility_restricted: 1, account_banned: 1 },
      by_ground: { illegal: 0, fraud: 2, discrimination: 0, misleading: 1, personal_data: 0, terms: 0, other: 0 },
      from_notices: 1,
      own_initiative: 2,
    },
    appeals: { total: 2, by_result: { open: 0, upheld: 1, reversed: 1 }, median_hours_to_decision: null },
    bans: { total: 1, lifted_on_appeal: 1 },
    ...overrides,
  };
}

/** GET /api/v1/admin/stats of a small portal with no failed e-mail. */
export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 3,
    totalOffers: 5,
    pendingOffers: 1,
    totalBlogPosts: 2,
    pendingBlogPosts: 0,
    pendingVerifications: 1,
    pendingAppeals: 0,
    newUsersThisMonth: 2,
    newUsersPreviousMonth: 1,
    failedEmails: 0,
    recentFailedEmails: [],
    openAccessibilityRequests: 0,
    overdueAccessibilityRequests: 0,
    staleOffers: 0,
    pendingCorrections: 0,
    ...overrides,
  };
}

/** One entry of GET /api/v1/admin/audit-log: an admin's ban of an account. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor_id: 'admin-1',
    actor_email: 'admin@example.pl',
    actor_key: '0f1e2d3c-4b5a-4697-8877-665544332211',
    action: 'user.ban',
    entity_type: 'user',
    entity_id: 'user-1',
    before: { banned_until: null },
    after: { banned_until: '2126-01-01T00:00:00.000Z' },
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET and PUT /api/v1/admin/settings. */
export function makePortalSettings(overrides: Partial<PortalSettings> = {}): PortalSettings {
  return {
    portal_name: 'Portal Usług Dostępnych',
    contact_email: 'kontakt@example.pl',
    terms_of_service: 'Regulamin portalu.',
    privacy_policy: 'Polityka prywatności.',
    accessibility_contact_name: 'Anna Nowak',
    accessibility_contact_phone: '+48 600 100 200',
    pjm_video_url: '',
    pjm_video_captions_url: '',
    pjm_video_transcript_url: '',
    ...overrides,
  };
}
