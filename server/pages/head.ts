import { documentTitle, RSS_PATH, RSS_TITLE } from '../../shared/pageMeta.js';
import { escapeMarkup, scriptJson } from './escape.js';

/** Everything a page's `<head>` says about it to search engines and link previews. */
export interface PageHead {
  /** The page's own title, without the portal's name. */
  title: string;
  description: string;
  /** Absolute address of the page (canonical, og:url). */
  url: string;
  ogType: 'website' | 'article' | 'profile';
  image?: { url: string; alt: string };
  noindex: boolean;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
}

const attr = escapeMarkup;

/** A relative upload (/uploads/…) becomes absolute: link previews fetch images from another site. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? publicUrl + url : url;
}

/** The tags in the order they are written; every value passes through escaping. */
export function renderHead(head: PageHead, publicUrl: string, portalName: string): string {
  const title = documentTitle(head.title, portalName);
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    // The public app reads the portal's name from here for its header, footer and titles (src-public/portalName.ts).
    `<meta name="application-name" content="${attr(portalName)}" />`,
    `<meta name="description" content="${attr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${attr(head.url)}" />`,
    `<meta property="og:site_name" content="${attr(portalName)}" />`,
    `<meta property="og:locale" content="pl_PL" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.url)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${attr(head.image.url)}" />`,
      `<meta property="og:image:alt" content="${attr(head.image.alt)}" />`,
      `<meta name="twitter:image" content="${attr(head.image.url)}" />`,
      `<meta name="twitter:image:alt" content="${attr(head.image.alt)}" />`,
    );
  }
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${attr(RSS_TITLE)}" href="${attr(publicUrl + RSS_PATH)}" />`,
  );
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * Puts the page's head into the built shell: the shell's own title and description are replaced, the rest of
 * its head (scripts, styles, icon) is kept.
 */
export function injectHead(shell: string, headHtml: string): string {
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // After the charset declaration, which must come first in the document.
  const charset = /<meta\s+charset[^>]*>/i;
  if (charset.test(stripped)) return stripped.replace(charset, (tag) => `${tag}\n    ${headHtml}`);
  if (/<head>/i.test(stripped)) return stripped.replace(/<head>/i, (open) => `${open}\n    ${headHtml}`);
  return stripped.replace(/<html[^>]*>/i, (open) => `${open}<head>${headHtml}</head>`);
}
