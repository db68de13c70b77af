import type { FastifyRequest } from 'fastify';
import { MAX_OFFER_IMAGES } from '../../shared/limits.js';
import { GENERIC_MESSAGES, IMAGE_ALT_MESSAGES, OFFER_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import { fieldErrors, missingImageAlt, normalizeImageUrls, type FieldError } from '../../shared/schemas/common.js';
import { normalizeOfferFields, offerSchema, type OfferData } from '../../shared/schemas/offer.js';
import { HttpError } from '../http/errors.js';
import { checkImage, isUploadUrl, type ImageKind } from '../uploads/uploads.js';

export interface CheckedImage {
  bytes: Buffer;
  kind: ImageKind;
}

export interface OfferSubmission {
  data: OfferData;
  /** New files of `new_images`, already checked by their content. */
  images: CheckedImage[];
}

type RawFields = Record<string, unknown>;

/** Repeated multipart fields collected into lists (besides image_urls, which has its own checks). */
const LIST_FIELDS = new Set([
  'accessibility_features',
  'target_groups',
  'service_modes',
  'required_documents',
  'funding_routes',
]);

/** Browsers and form libraries name repeated fields `name[]`. */
const baseName = (fieldname: string) => fieldname.replace(/\[\]$/, '');

/**
 * A JSON body is brought to the shape of a multipart form (text values, a list of image URLs),
 * so both go through exactly the same validation.
 */
function fieldsFromJson(body: unknown): { fields: RawFields; files: Buffer[] } {
  const fields: RawFields = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      fields[baseName(key)] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    }
  }
  fields.image_urls = normalizeImageUrls(fields.image_urls);
  return { fields, files: [] };
}

/** The multipart parser throws bare errors for a cut or garbled body; the size limits carry their own status. */
async function fieldsFromMultipart(request: FastifyRequest): Promise<{ fields: RawFields; files: Buffer[] }> {
  try {
    return await readMultipart(request);
  } catch (error) {
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, GENERIC_MESSAGES.malformedForm);
  }
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: RawFields; files: Buffer[] }> {
  const fields: RawFields = {};
  const imageUrls: string[] = [];
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    const name = baseName(part.fieldname);
    if (part.type === 'file') {
      // toBuffer() fails with FST_REQ_FILE_TOO_LARGE (413, OFFER_MESSAGES.imageSize) past the 5 MB limit.
      const bytes = await part.toBuffer();
      // An untouched file input still sends an empty part without a name.
      if (name === 'new_images' && (bytes.length > 0 || part.filename)) files.push(bytes);
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, GENERIC_MESSAGES.payloadTooLarge);
    const value = String(part.value);
    if (name === 'image_urls') {
      imageUrls.push(value);
    } else if (LIST_FIELDS.has(name)) {
      // Checkbox groups send one part per ticked box.
      const list = fields[name];
      fields[name] = Array.isArray(list) ? [...(list as string[]), value] : [value];
    } else {
      fields[name] = value;
    }
  }
  fields.image_urls = imageUrls;
  return { fields, files };
}

/**
 * Reads and validates an offer from a multipart form or a JSON body (both naming sets:
 * docs/zasady-produktu.md#pola-i-nazwy-w-api). `ownUploads` are the /uploads/ URLs the offer already has: only those
 * may be sent back, so nobody can attach (and later delete) another offer's uploaded file.
 */
export async function readOfferSubmission(
  request: FastifyRequest,
  ownUploads: readonly string[],
): Promise<OfferSubmission> {
  const { fields, files } = request.isMultipart() ? await fieldsFromMultipart(request) : fieldsFromJson(request.body);
  // Normalised once: the ownership check below reads exactly the URLs the schema accepts and the offer stores.
  const normalized = normalizeOfferFields(fields);
  const parsed = offerSchema.safeParse(normalized);
  const errors: FieldError[] = parsed.success ? [] : fieldErrors(parsed.error);
  const urls = normalized.image_urls as unknown[];
  const imageLimit = OFFER_MESSAGES.imageLimitToast.description;
  if (urls.length + files.length > MAX_OFFER_IMAGES && !errors.some((error) => error.message === imageLimit)) {
    errors.push({ field: 'image_urls', message: imageLimit });
  }
  const notOwnUpload = (url: unknown) => typeof url === 'string' && isUploadUrl(url) && !ownUploads.includes(url);
  if (urls.some(notOwnUpload) && !errors.some((error) => error.message === UPLOAD_MESSAGES.notUploaded)) {
    errors.push({ field: 'image_urls', message: UPLOAD_MESSAGES.notUploaded });
  }
  // The schema sees only image addresses; an uploaded file needs its description just the same.
  if (
    files.length > 0 &&
    missingImageAlt(true, typeof fields.image_alt === 'string' ? fields.image_alt : undefined) &&
    !errors.some((error) => error.field === 'image_alt')
  ) {
    errors.push({ field: 'image_alt', message: IMAGE_ALT_MESSAGES.required });
  }
  if (errors.length || !parsed.success) {
    throw new HttpError(422, errors[0]?.message ?? GENERIC_MESSAGES.validation, errors);
  }
  return { data: parsed.data, images: files.map((bytes) => ({ bytes, kind: checkImage(bytes) })) };
}
