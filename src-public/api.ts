import { createApiClient } from '../shared/http';
import { AUTH_TOKEN_KEY } from '../shared/token';

/** The public app's API client: the bearer token is read from storage on every call, so login and logout apply at once. */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  getToken: () => localStorage.getItem(AUTH_TOKEN_KEY),
});
