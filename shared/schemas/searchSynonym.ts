import './zodConfig.js';
import { z } from 'zod';
import { SYNONYM_LIMITS } from '../limits.js';
import { SYNONYM_MESSAGES as M, TEXT_MESSAGES } from '../messages.js';
import { isSingleLine } from './common.js';

/**
 * A thesaurus group: its words and phrases, trimmed, blank ones left out. Every rule reports on `terms` itself, so
 * the back office shows the message under its one field. Two entries differing only in case count as one word for
 * "two different" (search ignores case) but are both kept, as the seeded 'głuchy' / 'Głuchy' group does.
 */
export const searchSynonymSchema = z.object({
  terms: z
    .array(z.string({ error: M.termsRequired }), { error: M.termsRequired })
    .transform((terms) => terms.map((term) => term.trim()).filter((term) => term.length > 0))
    .superRefine((terms, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (terms.length > SYNONYM_LIMITS.termsMax) return fail(M.tooMany);
      if (terms.some((term) => term.length > SYNONYM_LIMITS.termMax)) return fail(M.termTooLong);
      if (!terms.every(isSingleLine)) return fail(TEXT_MESSAGES.oneLine);
      if (new Set(terms).size !== terms.length) return fail(M.duplicate);
      if (new Set(terms.map((term) => term.toLocaleLowerCase('pl'))).size < SYNONYM_LIMITS.termsMin) fail(M.tooFew);
    }),
});

export type SearchSynonymInput = z.input<typeof searchSynonymSchema>;
export type SearchSynonymData = z.output<typeof searchSynonymSchema>;
