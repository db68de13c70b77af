import { z } from 'zod';
import { DEFAULT_RADIUS_KM, RADIUS_KM_MAX, RADIUS_KM_MIN, SERVICE_MODES, VOIVODESHIPS } from '../discovery.js';
import { PRICE_TYPES } from '../labels/offers.js';
import { MAX_PER_PAGE } from '../limits.js';
import { DISCOVERY_MESSAGES, GENERIC_MESSAGES, SEARCH_MESSAGES } from '../messages.js';
import { DEFAULT_PER_PAGE, EXACT_SEARCH_COUNT, OFFER_SORTS, SEARCH_SUGGESTIONS_MIN_CHARS } from '../search.js';
import { SEARCH_COUNT_TEXTS } from '../searchCountTexts.js';
import { blankToUndefined } from './common.js';
import { accessibilityFeaturesField, targetGroupsField } from './discovery.js';
import { eligibilityQueryFields } from './eligibility.js';

const optionalText = (max: number, tooLong: string = GENERIC_MESSAGES.invalidQuery) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: GENERIC_MESSAGES.invalidQuery }).trim().max(max, tooLong).optional(),
  );

/** 1-based page and page size of the public lists; shared by the offer search and the blog list. */
export const pagingQuery = {
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SEARCH_MESSAGES.page })
      .int(SEARCH_MESSAGES.page)
      .min(1, SEARCH_MESSAGES.page)
      .max(100_000, SEARCH_MESSAGES.page)
      .default(1),
  ),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SEARCH_MESSAGES.perPage })
      .int(SEARCH_MESSAGES.perPage)
      .min(1, SEARCH_MESSAGES.perPage)
      .max(MAX_PER_PAGE, SEARCH_MESSAGES.perPage)
      .default(DEFAULT_PER_PAGE),
  ),
};

/** The discovery parameters (accessibility, who it is for, how it is delivered, where). */
export const discoveryQueryFields = {
  features: accessibilityFeaturesField,
  groups: targetGroupsField,
  mode: z.preprocess(blankToUndefined, z.enum(SERVICE_MODES, { error: DISCOVERY_MESSAGES.unknownMode }).optional()),
  voivodeship: z.preprocess(
    blankToUndefined,
    z.enum(VOIVODESHIPS, { error: DISCOVERY_MESSAGES.unknownVoivodeship }).optional(),
  ),
  near: z.preprocess(blankToUndefined, z.string().trim().max(100, DISCOVERY_MESSAGES.placeTooLong).optional()),
  radius_km: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: DISCOVERY_MESSAGES.radius })
      .int(DISCOVERY_MESSAGES.radius)
      .min(RADIUS_KM_MIN, DISCOVERY_MESSAGES.radius)
      .max(RADIUS_KM_MAX, DISCOVERY_MESSAGES.radius)
      .default(DEFAULT_RADIUS_KM),
  ),
};

/** A yes/no parameter: 1 or true, 0 or false; absent is no. */
const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['1', 'true', '0', 'false'], { error: SEARCH_MESSAGES.flag(name) })
      .optional()
      .transform((value) => value === '1' || value === 'true'),
  );

/** `sort=distance` needs a place to measure from. */
function checkDistanceSort(query: { sort?: string; near?: string }, ctx: z.RefinementCtx): void {
  if (query.sort === 'distance' && !query.near) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: DISCOVERY_MESSAGES.distanceNeedsNear });
  }
}

/**
 * The results can be paged through their first EXACT_SEARCH_COUNT (as Meilisearch's maxTotalHits): a deeper page
 * would cost the database a read of every result before it, and no page offered to a visitor lies beyond.
 */
function checkResultsWindow(query: { page: number; per_page: number }, ctx: z.RefinementCtx): void {
  if ((query.page - 1) * query.per_page >= EXACT_SEARCH_COUNT) {
    ctx.addIssue({ code: 'custom', path: ['page'], message: SEARCH_COUNT_TEXTS.beyondResults });
  }
}

/** `GET /api/v1/offers`: unknown parameters are dropped by the object schema; known ones with bad values are a 400. */
export const offerSearchQuerySchema = z
  .object({
    q: optionalText(200, SEARCH_MESSAGES.textTooLong),
    category: optionalText(120),
    price_type: z.preprocess(blankToUndefined, z.enum(PRICE_TYPES, { error: SEARCH_MESSAGES.priceType }).optional()),
    city: optionalText(100),
    sort: z.preprocess(blankToUndefined, z.enum(OFFER_SORTS, { error: SEARCH_MESSAGES.sort }).optional()),
    /** The words exactly as typed: no typo correction ('Szukaj dokładnie'). */
    exact: flag('exact'),
    /** Place names in `q` are words, not a place to search near ('Szukaj w całej Polsce'). */
    everywhere: flag('everywhere'),
    ...discoveryQueryFields,
    ...eligibilityQueryFields,
    ...pagingQuery,
  })
  .superRefine(checkDistanceSort)
  .superRefine(checkResultsWindow);

/** `GET /api/v1/search/suggestions`: the text typed so far. */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.suggestionsText })
    .trim()
    .min(SEARCH_SUGGESTIONS_MIN_CHARS, SEARCH_MESSAGES.suggestionsText)
    .max(100, SEARCH_MESSAGES.suggestionsText),
});
