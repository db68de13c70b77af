import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_DECODE_QUEUE_LENGTH, MAX_IMAGE_PIXELS } from '../../shared/limits.js';
import { OFFER_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import { HttpError } from '../http/errors.js';
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

function encode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  // failOn 'error' refuses a truncated or corrupt picture; rotate() bakes the EXIF orientation in before metadata goes.
  const image = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).rotate();
  if (kind === 'jpg') return image.jpeg({ quality: 90 }).toBuffer();
  if (kind === 'png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

/**
 * Decodes an uploaded picture and encodes it again in the same format: EXIF (GPS position, camera serial), comments
 * and anything hidden after or between the image data are dropped, so only pixels reach the disk.
 */
export function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  return decodeSlot(() => encode(bytes, kind)).catch((error: unknown) => {
    if (error instanceof QueueFullError) {
      throw new HttpError(503, UPLOAD_MESSAGES.decodeBusy, undefined, { 'Retry-After': BUSY_RETRY_AFTER_SECONDS });
    }
    throw new HttpError(422, OFFER_MESSAGES.imageType, [{ field: 'new_images', message: OFFER_MESSAGES.imageType }]);
  });
}
