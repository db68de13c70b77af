import { z } from 'zod';
import { FAVOURITE_MESSAGES as M, MAX_LIST_OFFERS, MAX_SHARE_RECIPIENTS } from '../favourites.js';
import { uuidString } from './common.js';
import { emailField } from './auth.js';

const offerIds = z
  .array(uuidString(M.invalidOfferId), { error: M.invalidOfferId })
  .max(MAX_LIST_OFFERS, M.tooMany)
  // The same offer twice is one entry.
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** The browser's list, sent once when its person signs in. */
export const favouritesMergeSchema = z.object({ offer_ids: offerIds });

/** 'Udostępnij listę': the offers, in the list's order. */
export const sharedListCreateSchema = z.object({ offer_ids: offerIds.refine((ids) => ids.length > 0, M.listEmpty) });

/** 'Wyślij e-mailem': only addresses; the sender's own words are never part of the message. */
export const sharedListEmailSchema = z.object({
  emails: z
    .array(emailField, { error: M.recipientsRequired })
    .min(1, M.recipientsRequired)
    .max(MAX_SHARE_RECIPIENTS, M.tooManyRecipients)
    .transform((emails) => [...new Set(emails)]),
});

/** A shared list's id: 24 characters of base64url (144 random bits). */
export const SHARED_LIST_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
