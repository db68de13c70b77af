import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
} from '../savedSearches.js';
import { blankToUndefined, oneLine } from './common.js';

/**
 * `POST /api/v1/saved-searches`: `query` is the search page's query string (`q=…&near=…`), checked by the server
 * with the search's own parameter schema, so every filter the search knows is saved and nothing else is.
 */
export const savedSearchCreateSchema = z.object({
  name: oneLine(
    z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(SAVED_SEARCH_NAME_MAX, M.nameTooLong),
  ),
  query: z.string({ error: M.query }).trim().max(SAVED_SEARCH_QUERY_MAX, M.query),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequency }),
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.emailInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.email(M.emailInvalid).max(EMAIL_MAX_LENGTH, M.emailInvalid))
      .optional(),
  ),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** The token of an alert's link (in its e-mails), for what is done without an account. */
export const savedSearchTokenQuery = z.object({ token: z.string().max(200).optional() });
export const savedSearchTokenBody = z.object({ token: z.string({ error: M.notFound }).max(200) });

export const savedSearchResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** The search page's query string, without `page` and `sort`. */
  query: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  /** The address the digests go to (the account's, or the one given without an account). */
  email: z.string(),
  confirmed: z.boolean(),
  created_at: z.string(),
  last_checked_at: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchResponse>;

export const savedSearchCreatedResponse = z.object({
  id: z.string(),
  confirmed: z.boolean(),
  detail: z.string(),
});
