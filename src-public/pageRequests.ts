import { API_V1, buildQuery, type RequestOptions } from '../shared/http';
import type { BlogListResult, BlogPost, Category, Offer, OfferSearchResult } from '../shared/types';
import { api } from './api';
import type { ApiRequest } from './hooks/earlyRequests';
import { DEFAULT_PER_PAGE } from '../shared/search';
import { searchQueryToParams, type SearchQuery } from './pages/search/searchQuery';

// The first requests of the pages that pagePreload.ts starts early. The pages make them through the same objects, so
// that both sides agree on the key (the URL) by which a page takes over a request started for it.

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
