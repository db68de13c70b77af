import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  CERTIFICATE_FILTERS,
  CERTIFICATE_REQUIREMENTS,
  DEFAULT_CERTIFICATE_REQUIREMENT,
  ELIGIBILITY_MESSAGES as M,
  FUNDING_ROUTES,
  HOW_TO_START_MAX,
  REQUIRED_DOCUMENTS,
} from '../eligibility.js';
import { blankToUndefined, plainText } from './common.js';
import { codeList } from './discovery.js';

/** A whole number of years as a form or a query sends it: '12' or 12; '' is no value. */
const wholeYears = (message: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.trim()) : (blank ?? undefined);
    },
    z.number({ error: message }).int(message).min(AGE_MIN, message).max(AGE_MAX, message).optional(),
  );

export const fundingRoutesField = codeList(FUNDING_ROUTES, M.unknownFunding);

/** Who the offer is for and how to get it (merged into offerSchema; min ≤ max is checked by checkAgeOrder). */
export const offerEligibilityFields = {
  min_age: wholeYears(M.age),
  max_age: wholeYears(M.age),
  certificate_required: z.preprocess(
    blankToUndefined,
    z.enum(CERTIFICATE_REQUIREMENTS, { error: M.unknownCertificate }).default(DEFAULT_CERTIFICATE_REQUIREMENT),
  ),
  required_documents: codeList(REQUIRED_DOCUMENTS, M.unknownDocument).transform((value) => value ?? []),
  // A browser sends a textarea's line breaks as CRLF; they are stored as the author's plain line breaks.
  how_to_start: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/\r\n?/g, '\n')) : value),
    plainText(z.string({ error: M.howToStartTooLong }).trim().max(HOW_TO_START_MAX, M.howToStartTooLong)).optional(),
  ),
  funding_routes: fundingRoutesField.transform((value) => value ?? []),
};

/** The lower age may not exceed the upper one; the message is shown at the upper field. */
export function checkAgeOrder(offer: { min_age?: unknown; max_age?: unknown }, ctx: z.RefinementCtx): void {
  // Also run when other fields are wrong, so only two ages that were read as numbers are compared.
  if (typeof offer.min_age === 'number' && typeof offer.max_age === 'number' && offer.min_age > offer.max_age) {
    ctx.addIssue({ code: 'custom', path: ['max_age'], message: M.ageOrder });
  }
}

/** The search parameters: an age the offer's range includes, no orzeczenie needed, any of the funding routes. */
export const eligibilityQueryFields = {
  age: wholeYears(M.searchAge),
  certificate: z.preprocess(blankToUndefined, z.enum(CERTIFICATE_FILTERS, { error: M.searchCertificate }).optional()),
  funding: fundingRoutesField,
};
