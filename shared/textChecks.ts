/**
 * Checks of typed text that need no schema library: the public pages use them to show text (src-public/plainText.ts)
 * without loading zod, which the schemas in shared/schemas/ build on.
 */

/** Control characters, line and paragraph separators and the invisible marks that reorder text (bidi overrides). */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Text that stays on one line wherever it is shown (a greeting in an e-mail, a list row): no control characters. */
export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** An absolute http(s) address as typed, on one line: `new URL` would silently drop a tab or a line break in it. */
export function isHttpUrl(value: string): boolean {
  if (!isSingleLine(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute https address: links to calls must not leave the visitor on an unencrypted page. */
export function isHttpsUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).protocol === 'https:';
}
