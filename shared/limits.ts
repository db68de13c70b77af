/**
 * Field lengths and counts, one place for each: the zod schemas, the Polish messages that name them, the form hints and
 * the inputs' `maxLength` are all built from these.
 */
export const OFFER_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  shortDescriptionMin: 10,
  shortDescriptionMax: 200,
  longDescriptionMin: 50,
  longDescriptionMax: 20_000,
  streetMin: 3,
  streetMax: 200,
  cityMin: 2,
  cityMax: 100,
  countryMin: 2,
  countryMax: 100,
  contactPersonMax: 200,
  phoneMax: 40,
  /** `00-000`. */
  postalCodeLength: 6,
  priceMax: 10_000_000,
} as const;

export const ARTICLE_LIMITS = {
  titleMax: 200,
  slugMax: 200,
  contentMax: 200_000,
  excerptMax: 1000,
  tagMax: 50,
  tagsMax: 20,
  metaTitleMax: 200,
  metaDescriptionMax: 500,
} as const;

export const CATEGORY_LIMITS = { nameMax: 120, slugMax: 120 } as const;

/** A group of the search thesaurus: equivalent words and phrases (issue 13). */
export const SYNONYM_LIMITS = { termsMin: 2, termsMax: 20, termMax: 100 } as const;

/** Digits, spaces, `+`, `-` and brackets: a phone number as people write it. */
export const PHONE_PATTERN = /^[+0-9 ()-]{6,40}$/;

/**
 * The longest request path (without its query) the server reads; a longer one is answered 414 before routing. Every
 * page and API address is far shorter, and a long path is only ever an attempt to make the server work on it.
 */
export const MAX_PATH_LENGTH = 2048;

/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;
