import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { adoptEarly, type ApiRequest } from './earlyRequests';

export type ApiData<T> =
  | { state: 'loading'; data: undefined; error: undefined }
  | { state: 'success'; data: T; error: undefined }
  | { state: 'error'; data: undefined; error: unknown };

/**
 * Loads data for a page and reloads when the request's `key` (its URL, see requests.ts) changes; a stale answer (the
 * person already moved on) is ignored. `load` receives an AbortSignal so that leaving the page cancels the request.
 * The first load takes over the request of the same key when one was started before the page rendered
 * (earlyRequests.ts).
 */
export function useApiData<T>({ key, load }: ApiRequest<T>): ApiData<T> & { reload: () => void } {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);

  // The request object may be new on every render; `key` says when the request really changes.
  const start = useEffectEvent((signal: AbortSignal) => adoptEarly<T>(key) ?? load(signal));
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading', data: undefined, error: undefined });
    start(controller.signal).then(
      // Rendered as a transition, a long list of results is drawn in slices that leave the page free to answer input.
      (data) =>
        !controller.signal.aborted && startTransition(() => setResult({ state: 'success', data, error: undefined })),
      (error: unknown) => !controller.signal.aborted && setResult({ state: 'error', data: undefined, error }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...result, reload };
}
