import sanitizeHtml from 'sanitize-html';
import { isUploadUrl } from '../../shared/schemas/common.js';

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
  // Only pictures uploaded to the portal (/uploads/…): saving refuses any other first (hasImagesOutsideUploads),
  // so this only guards HTML that reaches the sanitiser some other way.
  exclusiveFilter: isImageOutsideUploads,
};

function isImageOutsideUploads(frame: sanitizeHtml.IFrame): boolean {
  return frame.tag === 'img' && !isUploadUrl(frame.attribs.src ?? '');
}

/**
 * Whether the article shows a picture that is not a file uploaded to the portal (another site's address, data:, a
 * relative path): saving refuses it with a Polish 422 instead of dropping it silently. Read after the allow-list, so
 * an <img> the sanitiser would remove anyway (inside a <script>) does not count.
 */
export function hasImagesOutsideUploads(html: string): boolean {
  let found = false;
  sanitizeHtml(html, {
    ...ARTICLE_OPTIONS,
    exclusiveFilter: (frame) => {
      if (isImageOutsideUploads(frame)) found = true;
      return false;
    },
  });
  return found;
}

/** Article content is HTML written by users; this is the only form in which it is stored. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
