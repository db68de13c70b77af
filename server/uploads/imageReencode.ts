import sharp from 'sharp';
import { MAX_IMAGE_DIMENSION_PX } from '../../shared/labels.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { HttpError } from '../http/errors.js';
import type { ImageKind } from './uploads.js';

// Decoded pictures are large; nothing is reused between uploads, so libvips keeps no cache.
sharp.cache(false);

/** One picture is decoded at a time, so a burst of large uploads cannot multiply the memory a decode takes. */
let queue: Promise<unknown> = Promise.resolve();

function encode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  // failOn 'error' refuses a truncated or corrupt picture; rotate() bakes the EXIF orientation in before metadata goes.
  const image = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_DIMENSION_PX * MAX_IMAGE_DIMENSION_PX,
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
  const result = queue.then(() => encode(bytes, kind));
  queue = result.catch(() => undefined);
  return result.catch(() => {
    throw new HttpError(422, OFFER_MESSAGES.imageType, [{ field: 'new_images', message: OFFER_MESSAGES.imageType }]);
  });
}
