/** Where to go after signing in: only a path of this site (never `//other.host`), the panel by default. */
export function redirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/dashboard';
  return raw;
}

/** The back office is another page (admin.html): the router cannot show it. */
export function isBackOfficePath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}
