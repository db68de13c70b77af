/** A GET a page makes; `key` (its URL) lets the page pick up the same request when it was started early. */
export interface ApiRequest<T> {
  key: string;
  load: (signal?: AbortSignal) => Promise<T>;
}

interface EarlyRequest {
  /** The address the request was started for: after a navigation it no longer applies. */
  url: string;
  response: Promise<unknown>;
}

const started = new Map<string, EarlyRequest>();
const currentUrl = () => window.location.pathname + window.location.search;

/** Starts a request before the page that needs it has rendered (see pagePreload.ts). */
export function startEarly(request: ApiRequest<unknown>): void {
  const response = request.load();
  // A failure belongs to the page that adopts the request and shows it; one nobody adopts is simply dropped.
  response.catch(() => undefined);
  started.set(request.key, { url: currentUrl(), response });
}

/** The request started early under `key` for the current address, handed out once. */
export function adoptEarly<T>(key: string): Promise<T> | undefined {
  const early = started.get(key);
  started.delete(key);
  return early?.url === currentUrl() ? (early.response as Promise<T>) : undefined;
}
