import { DEFAULT_PORTAL_NAME } from './portal.js';

export const SITE_DESCRIPTION = 'Wyszukiwarka usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów.';

/**
 * The document title of a page: "{page} – {portal}", the home page the portal's name alone. A page may pass a message
 * that is a sentence ('Nie znaleziono artykułu.'): a title has no full stop before the dash.
 */
export function documentTitle(title: string, portalName: string = DEFAULT_PORTAL_NAME): string {
  const trimmed = title.trim();
  // Read from the end once: a pattern for the trailing dots was quadratic in a title of many dots.
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '.') end -= 1;
  const page = trimmed.slice(0, end);
  return page && page !== portalName ? `${page} – ${portalName}` : portalName;
}

/** The title of the page a missing address shows. */
export const NOT_FOUND_TITLE = 'Nie znaleziono strony';

/** The feed's address, linked from every page with `<link rel="alternate">`. */
export const RSS_PATH = '/blog/rss.xml';
export const RSS_TITLE = 'Blog – najnowsze artykuły';

/** Open Graph and a description are cut to what link previews show. */
export function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
