import { z } from 'zod';
import {
  ACCESSIBILITY_REQUEST_LIMITS as L,
  ACCESSIBILITY_REQUEST_MESSAGES as M,
  ACCESSIBILITY_REQUEST_STATUSES,
  ALTERNATIVE_FORMATS,
} from '../accessibilityRequests.js';
import { EMAIL_MAX_LENGTH, PHONE_PATTERN } from '../limits.js';
import { blankToUndefined, oneLine, plainText } from './common.js';

/** 'Zgłoś problem z dostępnością': the form and POST /api/v1/accessibility-requests check the same rules. */
export const accessibilityRequestSchema = z.object({
  page: oneLine(
    z.string({ error: M.pageRequired }).trim().min(1, M.pageRequired).max(L.pageMax, M.pageTooLong),
    M.pageRequired,
  ),
  problem: plainText(
    z
      .string({ error: M.problemRequired })
      .trim()
      .min(L.problemMin, M.problemRequired)
      .max(L.problemMax, M.problemTooLong),
  ),
  alternative_format: z.enum(ALTERNATIVE_FORMATS, { error: M.formatRequired }),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailRequired).max(EMAIL_MAX_LENGTH, M.emailRequired)),
  phone: z.preprocess(blankToUndefined, z.string({ error: M.phone }).trim().regex(PHONE_PATTERN, M.phone).optional()),
});
export type AccessibilityRequestInput = z.output<typeof accessibilityRequestSchema>;

/** The administrator moves a request along: new, in progress, answered. */
export const accessibilityRequestStatusSchema = z.object({
  status: z.enum(ACCESSIBILITY_REQUEST_STATUSES, { error: M.statusInvalid }),
});
