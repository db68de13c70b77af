import { AVAILABILITY_MESSAGES } from '../../shared/messages.js';
import type { BlogListResult, BlogPost, Offer, OfferSearchResult, User } from '../../shared/types.js';
import { NO_DISCOVERY, NO_DISCOVERY_FACETS } from './discoveryFixtures.js';

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
