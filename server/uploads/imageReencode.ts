import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../shared/limits.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { HttpError } from '../http/errors.js';
import { createLimiter } from './limiter.js';
import type { ImageKind } from './uploads.js';

// Decoded pictures are large; nothing is reused between uploads, so libvips keeps no cache.
sharp.cache(false);
// One libvips thread per picture: the limiter below, not libvips, decides how many cores decoding takes.
sharp.concurrency(1);

/**
 * One decode per core at most: a burst of huge uploads waits its turn instead of multiplying the CPU and memory a
 * decode takes (and the rest of the server keeps the event loop).
 */
const decodeSlot = createLimiter(Math.max(1, availableParallelism()));

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
  return decodeSlot(() => encode(bytes, kind)).catch(() => {
    throw new HttpError(422, OFFER_MESSAGES.imageType, [{ field: 'new_images', message: OFFER_MESSAGES.imageType }]);
  });
}
