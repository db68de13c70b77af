import { z } from 'zod';
import { MODERATION_MESSAGES as M } from '../messages.js';
import {
  APPEAL_OUTCOMES,
  MODERATION_TARGETS,
  REPORT_DECISIONS,
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
  REPORT_REASONS,
  STATEMENT_MAX,
} from '../moderation.js';
import { emailField } from './auth.js';
import { blankToUndefined, optionalLine, plainText, UUID_PATTERN } from './common.js';

/** The statement of reasons every restriction carries (DSA art. 17): required, in the admin's words. */
export const statementField = plainText(
  z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(STATEMENT_MAX, M.statementTooLong),
);

/** The `reason` a status change may carry; whether it is required depends on the change, so it is checked there. */
export const optionalReasonField = z.preprocess(blankToUndefined, statementField.optional());
export const groundField = z.enum(REPORT_REASONS, { error: M.ground });

export const reportSchema = z.object({
  target_type: z.enum(MODERATION_TARGETS, { error: M.reportTarget }),
  target_id: z.string({ error: M.reportTargetId }).trim().regex(UUID_PATTERN, M.reportTargetId),
  reason: z.enum(REPORT_REASONS, { error: M.reportReason }),
  explanation: plainText(
    z
      .string({ error: M.reportExplanationShort })
      .trim()
      .min(REPORT_EXPLANATION_MIN, M.reportExplanationShort)
      .max(REPORT_EXPLANATION_MAX, M.reportExplanationLong),
  ),
  name: optionalLine(200),
  email: z.preprocess(blankToUndefined, emailField.optional()),
  good_faith: z.literal(true, { error: M.goodFaith }),
});
export type ReportInput = z.input<typeof reportSchema>;

export const reportDecisionSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: M.reportDecision }),
  statement: statementField,
  ground: groundField
    .optional()
    .describe('Podstawa decyzji; wymagana przy usunięciu treści i ograniczeniu widoczności.'),
});

export const appealSchema = z.object({
  decision_id: z.string({ error: M.decisionNotFound }).trim().regex(UUID_PATTERN, M.decisionNotFound),
  explanation: plainText(
    z
      .string({ error: M.appealExplanation })
      .trim()
      .min(REPORT_EXPLANATION_MIN, M.appealExplanation)
      .max(REPORT_EXPLANATION_MAX, M.appealExplanationLong),
  ),
});

export const appealDecisionSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: M.appealOutcome }),
  statement: statementField,
});
