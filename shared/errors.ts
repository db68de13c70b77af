import { GENERIC_MESSAGES } from './messages/general.js';
import type { FieldError } from './schemas/common.js';

/** The server answered with a non-2xx status; `detail` is its Polish explanation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body: unknown = undefined,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 422 answer. */
  get fieldErrors(): FieldError[] {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
}

/** The request never got an answer (offline, DNS, refused connection). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export interface ErrorToast {
  title: string;
  description: string;
  variant: 'destructive';
}

/** Reads a status from errors thrown by our client or by react-admin's fetchUtils (HttpError). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

function detailOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.detail;
  const body = (error as { body?: { detail?: unknown } } | null)?.body;
  return typeof body?.detail === 'string' ? body.detail : undefined;
}

/**
 * The shared error toast (docs/zasady-produktu.md#powiadomienia-i-błędy). `contextTitle` ('Błąd logowania', 'Błąd
 * rejestracji', 'Błąd zapisu oferty', …) replaces the generic title of a server answer.
 */
export function errorToToast(error: unknown, contextTitle?: string): ErrorToast {
  if (error instanceof NetworkError || (error instanceof TypeError && /fetch|network/i.test(error.message))) {
    return {
      title: 'Błąd sieci',
      description: 'Nie można połączyć się z serwerem. Sprawdź swoje połączenie internetowe.',
      variant: 'destructive',
    };
  }
  const status = statusOf(error);
  if (status !== undefined) {
    const message = error instanceof Error && !(error instanceof ApiError) ? error.message : undefined;
    return {
      title: contextTitle ?? `Błąd serwera: ${status}`,
      description: detailOf(error) || message || GENERIC_MESSAGES.serverError,
      variant: 'destructive',
    };
  }
  return {
    title: contextTitle ?? 'Błąd aplikacji',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  };
}
