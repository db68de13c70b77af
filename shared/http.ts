import { ApiError, NetworkError } from './errors.js';

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  baseUrl: string;
  getToken: () => string | null;
}

export interface RequestOptions {
  query?: Record<string, QueryValue | QueryValue[]>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

export const API_V1 = '/api/v1';

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The HTTP client of both apps: JSON by default, bearer token when signed in, no default timeout: a slow upload or
 * search is not cut off.
 */
export function createApiClient({ baseUrl, getToken }: ApiClientOptions) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}${buildQuery(options.query)}`, {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      const detail = (parsed as { detail?: unknown } | undefined)?.detail;
      throw new ApiError(response.status, typeof detail === 'string' ? detail : undefined, parsed);
    }
    return parsed as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
