/** Text and attribute values written into HTML or XML: every character that could end them is an entity. */
export function escapeMarkup(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Every character XML 1.0 does not allow (§2.2): C0 controls other than tab and line breaks, lone surrogates, U+FFFE/F. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text written into an XML document (the RSS feed, the sitemap): escaped, and without the characters XML 1.0 forbids,
 * which make a feed reader refuse the whole document. Rows saved before the forms refused control characters still
 * hold them, so the output strips what the input checks now refuse.
 */
export function xmlText(value: string): string {
  return escapeMarkup(value.replace(NOT_XML_CHARACTER, ''));
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes, so a user's
 * `</script><script>` cannot close the element; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
