import { z } from 'zod';
import { CORRECTION_FIELDS, CORRECTION_NOTE_MAX, CORRECTION_NOTE_MIN, FRESHNESS_MESSAGES as M } from '../freshness.js';
import { emailField } from './auth.js';
import { blankToUndefined, plainText } from './common.js';

/** 'Zgłoś nieaktualne dane': what is out of date, what changed, and an address for the outcome (optional). */
export const correctionSchema = z.object({
  fields: z
    .array(z.enum(CORRECTION_FIELDS, { error: M.correctionFieldUnknown }), { error: M.correctionFields })
    .min(1, M.correctionFields)
    .max(CORRECTION_FIELDS.length, M.correctionFields)
    .transform((fields) => [...new Set(fields)]),
  note: plainText(
    z
      .string({ error: M.correctionNoteShort })
      .trim()
      .min(CORRECTION_NOTE_MIN, M.correctionNoteShort)
      .max(CORRECTION_NOTE_MAX, M.correctionNoteLong),
  ),
  email: z.preprocess(blankToUndefined, emailField.optional()),
});
export type CorrectionInput = z.input<typeof correctionSchema>;
