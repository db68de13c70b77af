import { isHttpUrl } from '../textChecks.js';

/** An address that is web or e-mail; a bare "www.…" or "example.pl" is taken as https. */
export function normalizeHref(value: string): string | null {
  const trimmed = value.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(trimmed)) return trimmed;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return isHttpUrl(candidate) && /\.[a-z]{2,}/i.test(new URL(candidate).hostname) ? candidate : null;
}
