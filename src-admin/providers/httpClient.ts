import { fetchUtils, HttpError } from 'react-admin';
import { errorToToast, NetworkError } from '../../shared/errors';
import { GENERIC_MESSAGES } from '../../shared/messages';
import { API_V1 } from '../../shared/http';
import { AUTH_TOKEN_KEY } from '../../shared/token';

/** The API may live on another host (VITE_API_URL, docs/konfiguracja.md); the default is the page's own origin. */
export const API_URL = `${import.meta.env.VITE_API_URL ?? ''}${API_V1}`;

export const readToken = (): string | null => localStorage.getItem(AUTH_TOKEN_KEY);

/**
 * fetchUtils.fetchJson with the bearer token of the shared session. Failures carry the server's Polish
 * `detail` as their message, so even react-admin's own notifications never show English text.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError) {
      const detail = (error.body as { detail?: unknown } | null)?.detail;
      throw new HttpError(typeof detail === 'string' ? detail : GENERIC_MESSAGES.serverError, error.status, error.body);
    }
    if ((error as Error)?.name === 'AbortError') throw error;
    const networkError = new NetworkError(error);
    networkError.message = errorToToast(networkError).description;
    throw networkError;
  }
}
