import { z } from 'zod';
import { VERIFICATION_MESSAGES as M } from '../messages.js';
import { VERIFICATION_DECISIONS } from '../verification.js';
import { blankToUndefined, plainText } from './common.js';

export const VERIFICATION_REASON_MAX = 2000;

/** `PATCH /admin/verifications/{id}`; a rejection needs its reason, which the route checks (it names the field). */
export const verificationDecisionSchema = z.object({
  decision: z.enum(VERIFICATION_DECISIONS, { error: M.decision }),
  /** The `version` of the request the admin reviewed: a decision about other data than was checked is refused. */
  version: z.string({ error: M.versionMissing }).min(1, M.versionMissing).max(100, M.versionMissing),
  reason: z.preprocess(
    blankToUndefined,
    plainText(z.string({ error: M.rejectionReason }).trim().max(VERIFICATION_REASON_MAX, M.reasonTooLong)).optional(),
  ),
});
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;
