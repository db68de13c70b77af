const FALLBACK = '/dashboard';
const BASE = 'http://portal.invalid';
/** Control characters (browsers drop a tab or newline inside a URL, so `/\t/host` becomes `//host`) and backslashes. */
const UNSAFE = /[\p{Cc}\u2028\u2029\\]/u;

/**
 * Where to go after signing in: only a path of this site, the panel by default. The path is checked raw and
 * percent-decoded (`/%09/host`, `/%2f%2fhost`), and must still resolve to this origin.
 */
export function redirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/')) return FALLBACK;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return FALLBACK;
  }
  if (UNSAFE.test(raw) || UNSAFE.test(decoded) || raw.startsWith('//') || decoded.startsWith('//')) return FALLBACK;
  return new URL(raw, BASE).origin === BASE ? raw : FALLBACK;
}

/** The back office is another page (admin.html): the router cannot show it. */
export function isBackOfficePath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}
