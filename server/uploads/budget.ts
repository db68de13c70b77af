import { UPLOADS_PER_ACCOUNT_PER_HOUR } from '../../shared/limits.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { AppContext } from '../context.js';
import { HOUR_MS, type LimitRule } from '../limits/limits.js';

/** Pictures decoded for one account in an hour: the editor's uploads and the offers' new images share it. */
export const imageUploads: LimitRule = {
  name: 'uploads.images',
  max: UPLOADS_PER_ACCOUNT_PER_HOUR,
  windowMs: HOUR_MS,
};

/** Takes one picture from the account's budget before it is decoded; past it, 429 with Retry-After. */
export function takeImageBudget(ctx: AppContext, accountId: string): Promise<void> {
  return ctx.limits.enforce(imageUploads, accountId, UPLOAD_MESSAGES.tooManyImages);
}
