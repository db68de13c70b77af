import type { AppConfig } from '../config.js';
import { HOUR_MS, type LimitRule } from '../limits/limits.js';

/**
 * Offers created per account in an hour. Every attempt counts, taken before the body is read (a refused one would
 * already have cost a picture decode), so one account cannot keep the decoders busy for everyone.
 */
export const offerCreations = (config: AppConfig): LimitRule => ({
  name: 'offers.create',
  max: config.offersPerAccountPerHour,
  windowMs: HOUR_MS,
});
