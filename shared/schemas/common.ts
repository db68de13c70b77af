import './zodConfig.js';
import { z } from 'zod';
import { MAX_IMAGE_ALT_LENGTH } from '../limits.js';
import { IMAGE_ALT_MESSAGES, TEXT_MESSAGES } from '../messages.js';
import { isSingleLine } from '../textChecks.js';

export { isHttpUrl, isHttpsUrl, isSingleLine } from '../textChecks.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Form inputs and multipart fields send '' for an empty field: treat it as absent. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Forgiving formats (GOV.UK): '90001' is read as '90-001', the five digits of a postal code without its dash. */
export function forgivingPostalCode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.trim();
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : value;
}

/** Forgiving formats: 'fundacja.pl' or 'www.fundacja.pl/kontakt' is read as an https address. */
export function forgivingWebsite(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const address = value.trim();
  return /^[\p{L}\d-]+(\.[\p{L}\d-]+)+([/?#]\S*)?$/u.test(address) ? `https://${address}` : value;
}

/**
 * A file the server stored under /uploads/: one name of safe characters, never '.', '..' or a hidden file. The only
 * picture address the portal accepts (offers, articles' featured images and <img>): a picture at another site could be
 * swapped after approval, and every visitor's browser and link preview would ask that site for it.
 */
export function isUploadUrl(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(value) && !value.includes('..');
}

/**
 * The one normalisation of image URLs (trimmed; blank entries dropped), applied before any check reads them, so
 * the ownership check of uploads sees exactly the value that is stored.
 */
export function normalizeImageUrls(value: unknown): unknown {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((url: unknown) => (typeof url === 'string' ? url.trim() : url)).filter((url: unknown) => url !== '');
}

/** Control characters other than tab, line feed and carriage return: what a multi-line text may not hold. */
const STRAY_CONTROLS = /(?![\t\n\r])\p{Cc}/u;

/** Text of several lines (a description, an excerpt) without controls no keyboard types and XML 1.0 forbids. */
export const hasNoStrayControls = (value: string) => !STRAY_CONTROLS.test(value);

/** A field shown on one line (a title, a name, a city): refuses line breaks, C0/C1 controls and bidi overrides. */
export const oneLine = (field: z.ZodString, message: string = TEXT_MESSAGES.oneLine) =>
  field.refine(isSingleLine, message);

/** A field of several lines: line breaks and tabs are kept, other control characters refused. */
export const plainText = (field: z.ZodString) => field.refine(hasNoStrayControls, TEXT_MESSAGES.controlCharacters);

const TWO_LETTERS_OR_DIGITS = /^[\p{L}\p{N}]{2}$/u;
const TWO_LETTERS = /^\p{L}{2}$/u;

/**
 * Whether text carries a web or e-mail address: '@', '://', 'www.', or a dot between two letters or digits and two
 * letters ('zwrot.gov', 'bank24.pl'), which abbreviations with a dot do not have ('Sp. z o.o.', 'S.A.', 'im. Jana').
 * Read once, dot by dot: a pattern searching for a domain anywhere rescans the text from every letter.
 */
export function containsAddress(value: string): boolean {
  const text = value.toLowerCase();
  if (text.includes('@') || text.includes('://') || text.includes('www.')) return true;
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    const before = text.slice(Math.max(0, dot - 2), dot);
    if (TWO_LETTERS_OR_DIGITS.test(before) && TWO_LETTERS.test(text.slice(dot + 1, dot + 3))) return true;
  }
  return false;
}

/** An optional text of several lines; '' counts as absent. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, plainText(z.string().trim().max(max)).optional());

/** An optional one-line text (a name, a meta title); '' counts as absent. */
export const optionalLine = (max: number) =>
  z.preprocess(blankToUndefined, oneLine(z.string().trim().max(max)).optional());

/** The description of an image (`image_alt`, `featured_image_alt`): optional here, required beside an image. */
export const imageAltText = z.preprocess(
  (value) => (value === null ? undefined : blankToUndefined(value)),
  oneLine(
    z.string({ error: IMAGE_ALT_MESSAGES.tooLong }).trim().max(MAX_IMAGE_ALT_LENGTH, IMAGE_ALT_MESSAGES.tooLong),
  ).optional(),
);

/** The rule behind imageAltText: whenever an image is given, its description is too. */
export function missingImageAlt(hasImage: boolean, alt: string | undefined | null): boolean {
  return hasImage && !alt?.trim();
}

export const uuidString = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, { message });

/** A field-by-field list of validation problems, in the order the form shows the fields. */
export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }));
}
