import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_DECODE_QUEUE_LENGTH, MAX_IMAGE_PIXELS } from '../../shared/limits.js';
import { OFFER_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import { HttpError } from '../http/errors.js';
import { jpegQuality } from './jpegQuality.js';
import { createLimiter, QueueFullError } from './limiter.js';
import type { ImageKind } from './uploads.js';

// Decoded pictures are large; nothing is reused between uploads, so libvips keeps no cache.
sharp.cache(false);
// One libvips thread per picture: the limiter below, not libvips, decides how many cores decoding takes.
sharp.concurrency(1);

export const DECODE_CONCURRENCY = Math.max(1, availableParallelism());

/**
 * One decode per core at most: a burst of huge uploads waits its turn instead of multiplying the CPU and memory a
 * decode takes (and the rest of the server keeps the event loop). At most IMAGE_DECODE_QUEUE_LENGTH wait; the queue
 * is this process's, like the cores it protects.
 */
export const decodeSlot = createLimiter(DECODE_CONCURRENCY, IMAGE_DECODE_QUEUE_LENGTH);

/** About the time a few large pictures take to decode. */
const BUSY_RETRY_AFTER_SECONDS = '5';

/** One way of writing the decoded pixels. */
type Encoding =
  { kind: 'jpg' | 'webp'; quality: number } | { kind: 'png'; palette?: boolean } | { kind: 'webp'; lossless: true };

/** The quality a JPEG or WebP is written with when nothing says the upload had less. */
const TOP_QUALITY = 90;

/**
 * The ways tried, in order, for an upload: the first whose file is not larger than the upload is stored. A JPEG is
 * written at the quality it was saved with (at most TOP_QUALITY; writing a JPEG saved at 50 % at 90 % makes it
 * several times larger), then lower; a PNG losslessly, then as lossless WebP or with a palette; WebP at lower
 * qualities. Every way writes only pixels.
 */
function encodings(bytes: Buffer, kind: ImageKind): Encoding[] {
  if (kind === 'png') {
    return [
      { kind: 'png' },
      { kind: 'webp', lossless: true },
      { kind: 'png', palette: true },
      { kind: 'webp', quality: 75 },
    ];
  }
  const start = Math.min(TOP_QUALITY, (kind === 'jpg' ? jpegQuality(bytes) : null) ?? TOP_QUALITY);
  const qualities = [start, start - 15, start - 30].filter((quality) => quality >= 10);
  return qualities.map((quality) => ({ kind, quality }));
}

function encode(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  // failOn 'error' refuses a truncated or corrupt picture; rotate() bakes the EXIF orientation in before metadata goes.
  const image = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).rotate();
  if (encoding.kind === 'png') return image.png({ palette: encoding.palette ?? false }).toBuffer();
  if ('lossless' in encoding) return image.webp({ lossless: true }).toBuffer();
  if (encoding.kind === 'jpg') return image.jpeg({ quality: encoding.quality }).toBuffer();
  return image.webp({ quality: encoding.quality }).toBuffer();
}

/**
 * The fixed part of an encoder's file (headers, tables) that a picture of a few pixels may gain: a 70-byte PNG comes
 * back as 100 bytes whatever the encoding, and refusing it would help nobody.
 */
const HEADER_ALLOWANCE_BYTES = 1024;

/** The first encoding not larger than the upload; none fits (a pathological file): a Polish 422. */
async function smallestSafe(bytes: Buffer, kind: ImageKind): Promise<ReencodedImage> {
  for (const encoding of encodings(bytes, kind)) {
    const clean = await encode(bytes, encoding);
    if (clean.length <= Math.max(bytes.length, HEADER_ALLOWANCE_BYTES)) return { bytes: clean, kind: encoding.kind };
  }
  throw new HttpError(422, UPLOAD_MESSAGES.cannotShrink, [
    { field: 'new_images', message: UPLOAD_MESSAGES.cannotShrink },
  ]);
}

export interface ReencodedImage {
  bytes: Buffer;
  /** May differ from the upload's (a PNG that would grow is stored as WebP). */
  kind: ImageKind;
}

/**
 * Decodes an uploaded picture and encodes it again: EXIF (GPS position, camera serial), comments and anything hidden
 * after or between the image data are dropped, so only pixels reach the disk, and never more bytes than were sent.
 */
export function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<ReencodedImage> {
  return decodeSlot(() => smallestSafe(bytes, kind)).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    if (error instanceof QueueFullError) {
      throw new HttpError(503, UPLOAD_MESSAGES.decodeBusy, undefined, { 'Retry-After': BUSY_RETRY_AFTER_SECONDS });
    }
    throw new HttpError(422, OFFER_MESSAGES.imageType, [{ field: 'new_images', message: OFFER_MESSAGES.imageType }]);
  });
}
