import { API_V1, buildQuery, type RequestOptions } from '../shared/http';
import type { ArticleType } from '../shared/labels/blog';
import type { MyDecision } from '../shared/moderation';
import type {
  BlogListResult,
  BlogPost,
  Category,
  CompanyProfile,
  Offer,
  OfferSearchResult,
  PortalSettings,
} from '../shared/types';
import type { MyVerification } from '../shared/verification';
import type { SavedSearch } from '../shared/schemas/savedSearch';
import { api } from './api';
import type { ApiRequest } from './hooks/earlyRequests';
import { DEFAULT_PER_PAGE } from '../shared/search';
import { searchQueryToParams, type SearchQuery } from './pages/search/searchQuery';

// Every read the public app makes through useApiData, keyed by its URL. pagePreload.ts starts some of them early; the
// pages make them through the same objects, so that both sides agree on the key by which a page takes over a request.

function get<T>(path: string, query?: RequestOptions['query']): ApiRequest<T> {
  return { key: `${path}${buildQuery(query)}`, load: (signal) => api.get<T>(path, { query, signal }) };
}

export const categoriesRequest = get<Category[]>(`${API_V1}/categories`, { sort: JSON.stringify(['name', 'ASC']) });

/** The API lists promoted offers first, so one page of the newest offers fills both offer sections of the home page. */
export const homeOffersRequest = get<OfferSearchResult>(`${API_V1}/offers`, { sort: 'newest', per_page: 24 });

export const latestArticlesRequest = get<BlogListResult>(`${API_V1}/blog-posts`, { per_page: 3 });

export const searchResultsRequest = (query: SearchQuery) =>
  get<OfferSearchResult>(`${API_V1}/offers`, {
    ...Object.fromEntries(searchQueryToParams(query)),
    page: query.page,
    per_page: DEFAULT_PER_PAGE,
  });

export const offerRequest = (offerId: string) => get<Offer>(`${API_V1}/offers/${encodeURIComponent(offerId)}`);

/** The author's own article in any status, for the dashboard's editor (the public read is by slug and published only). */
export const ownArticleRequest = (articleId: string) =>
  get<BlogPost>(`${API_V1}/users/me/blog-posts/${encodeURIComponent(articleId)}`);

export const publicSettingsRequest = get<PortalSettings>(`${API_V1}/settings/public`);

export const companyProfileRequest = (companySlug: string) =>
  get<CompanyProfile>(`${API_V1}/profiles/${encodeURIComponent(companySlug)}`);

export const articleRequest = (slug: string) => get<BlogPost>(`${API_V1}/blog-posts/${encodeURIComponent(slug)}`);

export const articleListRequest = (type: ArticleType | '', page: number, perPage: number, q = '') =>
  get<BlogListResult>(`${API_V1}/blog-posts`, {
    q: q || undefined,
    article_type: type || undefined,
    page,
    per_page: perPage,
  });

export const myOffersRequest = get<Offer[]>(`${API_V1}/users/me/offers`);

export const myArticlesRequest = get<BlogPost[]>(`${API_V1}/users/me/blog-posts`);

export const myVerificationRequest = get<MyVerification>(`${API_V1}/users/me/verification-request`);

export const mySavedSearchesRequest = get<SavedSearch[]>(`${API_V1}/users/me/saved-searches`);

export const myDecisionsRequest = get<MyDecision[]>(`${API_V1}/users/me/decisions`);
