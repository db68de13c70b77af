import { MAX_IMAGE_ALT_LENGTH, MAX_UPLOAD_BYTES } from '../limits.js';
import { IMAGE_ALT_MESSAGES, OFFER_MESSAGES } from '../messages.js';
import { missingImageAlt } from '../schemas/common.js';
import { normalizeHref } from './links.js';
import { EDITOR_MESSAGES } from './messages.js';

/** The link dialog's checks, the same in both editors: an address people can open and the text they read. */
export function checkEditorLink(values: { href: string; text: string }) {
  const href = normalizeHref(values.href);
  const errors = {
    href: href ? undefined : EDITOR_MESSAGES.linkAddress,
    text: values.text.trim() ? undefined : EDITOR_MESSAGES.linkText,
  };
  return { href, text: values.text.trim(), errors, valid: !errors.href && !errors.text };
}

/** The description every image in an article needs (WCAG 1.1.1), with the limit of all image descriptions. */
export function imageAltError(alt: string): string | undefined {
  if (missingImageAlt(true, alt)) return IMAGE_ALT_MESSAGES.required;
  return alt.trim().length > MAX_IMAGE_ALT_LENGTH ? IMAGE_ALT_MESSAGES.tooLong : undefined;
}

/**
 * The image dialog's checks: a file to upload (articles show only pictures uploaded to the portal, see
 * docs/bezpieczenstwo.md) and always the picture's description.
 */
export function checkEditorImage(values: { alt: string; file?: { type: string; size: number } | null }) {
  const errors = {
    file: values.file ? imageFileError(values.file) : EDITOR_MESSAGES.imageMissing,
    alt: imageAltError(values.alt),
  };
  return { alt: values.alt.trim(), errors, valid: !errors.file && !errors.alt };
}

/** The picture formats the server accepts (it checks the bytes too). */
export const EDITOR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A chosen file's problem before it is sent: its declared type or its size. */
export function imageFileError(file: { type: string; size: number }): string | undefined {
  if (!(EDITOR_IMAGE_TYPES as readonly string[]).includes(file.type)) return OFFER_MESSAGES.imageType;
  return file.size > MAX_UPLOAD_BYTES ? OFFER_MESSAGES.imageSize : undefined;
}

/** Where the editors send a picture chosen in the image dialog (server/uploads/routes.ts). */
export const EDITOR_UPLOAD_PATH = '/uploads/images';
