import { z } from 'zod';
import { CATEGORY_MESSAGES as M } from '../messages.js';
import { blankToUndefined, oneLine, optionalText, UUID_PATTERN } from './common.js';
import { CATEGORY_LIMITS } from '../limits.js';

const required = z.string({ error: M.required.description }).trim().min(1, M.required.description);

export const categorySchema = z.object({
  name: oneLine(required.max(CATEGORY_LIMITS.nameMax)),
  slug: required.max(CATEGORY_LIMITS.slugMax).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugFormat),
  description: optionalText(2000),
  parent_id: z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(value)),
    z.string().regex(UUID_PATTERN, M.parentMissing).optional(),
  ),
});

export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryData = z.output<typeof categorySchema>;
