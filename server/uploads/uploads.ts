import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_IMAGE_DIMENSION_PX, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_QUOTA_BYTES } from '../../shared/limits.js';
import { OFFER_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import { isUploadUrl } from '../../shared/schemas/common.js';
import type { Db } from '../db/index.js';
import { blogPosts, offers, uploads, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { reencodeImage } from './imageReencode.js';

export const UPLOADS_URL_PREFIX = '/uploads/';

export type ImageKind = 'jpg' | 'png' | 'webp';

/** The type of an upload is decided by its first bytes, never by the name or the declared type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return null;
}

/** Pixel size read from the header, so that a tiny file announcing a gigantic picture is refused before any browser decodes it. */
export function imageSize(bytes: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png')
    return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
  if (kind === 'jpg') return jpegSize(bytes);
  return webpSize(bytes);
}

/** Markup hidden in an image (a polyglot) could run if a browser ever sniffed the file as HTML or SVG. */
const MARKUP_SIGNATURES = [
  '<script',
  '<html',
  '<svg',
  '<?php',
  '<!doctype',
  '<iframe',
  '<body',
  '<?xml',
  'javascript:',
];

function containsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return MARKUP_SIGNATURES.some((signature) => text.includes(signature));
}

const imageError = (message: string, status = 422) =>
  new HttpError(status, message, [{ field: 'new_images', message }]);

/** Refuses anything that is not a plain JPEG, PNG or WebP picture of a sensible size; answers its kind. */
export function checkImage(bytes: Buffer): ImageKind {
  if (bytes.length > MAX_UPLOAD_BYTES) throw imageError(OFFER_MESSAGES.imageSize, 413);
  const kind = detectImageKind(bytes);
  if (!kind || containsMarkup(bytes)) throw imageError(OFFER_MESSAGES.imageType);
  const size = imageSize(bytes, kind);
  if (!size || size.width < 1 || size.height < 1) throw imageError(OFFER_MESSAGES.imageType);
  if (size.width > MAX_IMAGE_DIMENSION_PX || size.height > MAX_IMAGE_DIMENSION_PX)
    throw imageError(OFFER_MESSAGES.imageDimensions);
  // Read from the header, so a picture too big to decode cheaply is refused before any decoding.
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw imageError(OFFER_MESSAGES.imagePixels);
  return kind;
}

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A picture just written to disk: the address it is served from and the size it counts against the quota. */
export interface StoredImage {
  url: string;
  bytes: number;
}

/** Stores a checked image, re-encoded, under a name the server makes up and answers where it is served from. */
export async function storeImage(dataDir: string, bytes: Buffer, kind: ImageKind): Promise<StoredImage> {
  const clean = await reencodeImage(bytes, kind);
  const name = `${randomBytes(16).toString('hex')}.${clean.kind}`;
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(path.join(uploadsDir(dataDir), name), clean.bytes, { flag: 'wx', mode: 0o644 });
  return { url: `${UPLOADS_URL_PREFIX}${name}`, bytes: clean.bytes.length };
}

export { isUploadUrl };

export const fileOf = (dataDir: string, url: string) =>
  path.join(uploadsDir(dataDir), url.slice(UPLOADS_URL_PREFIX.length));

const quotaError = () => imageError(UPLOAD_MESSAGES.quotaExceeded, 413);

const storedBytes = async (db: Db, uploaderId: string) =>
  Number(
    (
      await db
        .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
        .from(uploads)
        .where(eq(uploads.uploader_id, uploaderId))
    )[0].total,
  );

/** Refuses, before any decoding, an account whose pictures already fill its quota. */
export async function checkQuotaRoom(db: Db, uploaderId: string): Promise<void> {
  if ((await storedBytes(db, uploaderId)) >= UPLOAD_QUOTA_BYTES) throw quotaError();
}

/**
 * Records who uploaded the files just stored (in the transaction that saves the content showing them) and refuses
 * them (413) when they would take the account past UPLOAD_QUOTA_BYTES. The uploader's row is locked first, so two
 * uploads of one account at once are counted one after the other, in any number of processes.
 */
export async function recordUploads(tx: Db, files: readonly StoredImage[], uploaderId: string): Promise<void> {
  if (!files.length) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, uploaderId)).for('update');
  const adding = files.reduce((sum, file) => sum + file.bytes, 0);
  if ((await storedBytes(tx, uploaderId)) + adding > UPLOAD_QUOTA_BYTES) throw quotaError();
  await tx
    .insert(uploads)
    .values(files.map((file) => ({ path: file.url, uploader_id: uploaderId, bytes: file.bytes })));
}

/** Stores a picture on its own (the editor's upload) and records it, or leaves nothing behind. Answers its URL. */
export async function storeOwnImage(
  db: Db,
  dataDir: string,
  uploaderId: string,
  bytes: Buffer,
  kind: ImageKind,
): Promise<string> {
  const stored = await storeImage(dataDir, bytes, kind);
  try {
    await db.transaction((tx) => recordUploads(tx, [stored], uploaderId));
  } catch (error) {
    await discardStoredFiles(dataDir, [stored.url]);
    throw error;
  }
  return stored.url;
}

/** Deletes files stored by this request whose save failed: no row points at them and none was recorded. */
export async function discardStoredFiles(dataDir: string, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.filter(isUploadUrl).map((url) => rm(fileOf(dataDir, url), { force: true })));
}

/** An <img src="/uploads/…"> in an article's sanitised content (the editor's pictures). */
const CONTENT_UPLOAD_PATTERN = '"(/uploads/[^"]+)"';

/**
 * The one rule of where a stored picture is in use: an offer's images, an article's featured image or a picture in
 * an article's content. The article lists are read once per statement (hashed), not once per file.
 */
export const unreferenced = sql`not exists (select 1 from ${offers} where ${offers.image_urls} @> array[${uploads.path}])
  and ${uploads.path} not in (select ${blogPosts.featured_image_url} from ${blogPosts} where ${blogPosts.featured_image_url} is not null)
  and ${uploads.path} not in (select m[1] from ${blogPosts}, regexp_matches(${blogPosts.content}, ${CONTENT_UPLOAD_PATTERN}, 'g') as m)`;

/**
 * Called after content stopped showing `urls`. A file is deleted only when it was uploaded by one of `uploaders`
 * (the content's owner, or the person who just edited it) and no offer or article references it any more; the
 * row is claimed and deleted in one statement, so two releases of the same file cannot both act on it.
 */
export async function releaseUploads(
  db: Db,
  dataDir: string,
  urls: readonly string[],
  uploaders: readonly string[],
): Promise<void> {
  const paths = [...new Set(urls.filter(isUploadUrl))];
  if (!paths.length) return;
  const released = await db
    .delete(uploads)
    .where(and(inArray(uploads.path, paths), inArray(uploads.uploader_id, [...new Set(uploaders)]), unreferenced))
    .returning({ path: uploads.path });
  await Promise.all(released.map((row) => rm(fileOf(dataDir, row.path), { force: true })));
}
