import sanitizeHtml from 'sanitize-html';
import { isImageUrl } from '../../shared/schemas/common.js';

/**
 * The allow-list for article HTML: structure, emphasis, links, images and tables — nothing that runs code
 * or restyles the page. Anything not named here is dropped; the text inside an unknown tag is kept,
 * except for tags whose content is code or markup of another language (script, style, svg, …).
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'cite',
    'q',
    'code',
    'pre',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  transformTags: {
    // The page already has the article title as its only <h1>; headings inside the text start one level lower.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    // Without alt a screen reader reads the file name out loud.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  // Images are absolute http(s) addresses or pictures uploaded to the portal (/uploads/…); data: and other
  // relative sources are dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageUrl(frame.attribs.src ?? ''),
};

/** Article content is HTML written by users; this is the only form in which it is stored. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
