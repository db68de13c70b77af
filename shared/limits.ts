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
  /** Like an organisation's website address. */
  videoUrlMax: 300,
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

/** A group of the search thesaurus: equivalent words and phrases (docs/wyszukiwanie.md). */
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
export const MAX_OFFER_IMAGES = 1;

/** An image's description (`image_alt`, `featured_image_alt`, alt of images in articles). */
export const MAX_IMAGE_ALT_LENGTH = 250;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A person's name and an organisation's name: one line of at most this many characters (they go into e-mails). */
export const NAME_MAX_LENGTH = 100;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;

/** Length of a message sent through the contact forms ('Zgłoś błąd', 'Zaproponuj funkcjonalność', contact). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const MAX_PER_PAGE = 50;

/** Uploaded pictures larger than this on either side are refused (decoding them would cost a browser too much). */
export const MAX_IMAGE_DIMENSION_PX = 10_000;

/** Pixels of one uploaded picture (40 megapixels, e.g. 8000 × 5000): decoding more costs seconds of CPU and gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Pictures one account may have decoded in an hour, whichever way they come (the article editor's upload, a new or
 * edited offer's `new_images`): one budget, so no route decodes for free.
 */
export const UPLOADS_PER_ACCOUNT_PER_HOUR = 60;

/**
 * Bytes of stored pictures one account may have at once (the files as stored, after re-encoding). Pictures no offer
 * or article uses are deleted 24 hours after their upload and stop counting.
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** How long an uploaded picture may wait to be used by an offer or article before the cleanup deletes it. */
export const UNUSED_UPLOAD_HOURS = 24;

/**
 * Pictures that may wait for a decoder (one decodes per core). A save arriving when this many already wait answers
 * 503 with Retry-After instead of holding its request (and its picture's bytes) in memory for an unbounded time.
 */
export const IMAGE_DECODE_QUEUE_LENGTH = 8;

/** Offers one account may create in an hour (each may carry a picture to decode); more answer 429. */
export const OFFERS_PER_ACCOUNT_PER_HOUR = 20;
