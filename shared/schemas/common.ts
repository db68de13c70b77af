import { z } from 'zod';
import pl from 'zod/v4/locales/pl.js';

// Every message zod makes up itself (a body that is not an object, an unknown option) is Polish too, in both apps and the API.
z.config(pl());

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Form inputs and multipart fields send '' for an empty field: treat it as absent. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Uploaded images are served from our own origin under /uploads/. */
export function isImageUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/uploads\/[A-Za-z0-9._-]+$/.test(value);
}

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const uuidString = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, { message });

/** A field-by-field list of validation problems, in the order the form shows the fields. */
export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message }));
}
