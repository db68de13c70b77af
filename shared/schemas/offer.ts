import { z } from 'zod';
import { OFFER_MESSAGES as M } from '../messages.js';
import {
  CONTACT_METHODS,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  OFFER_INPUT_STATUSES,
  PRICE_TYPES,
} from '../labels/offers.js';
import { MAX_OFFER_IMAGES } from '../limits.js';
import { DISCOVERY_MESSAGES, IMAGE_ALT_MESSAGES, UPLOAD_MESSAGES } from '../messages.js';
import { CONTACT_CHANNEL_TEXTS as CONTACT_TEXTS } from '../messagesContact.js';
import { CURRENCIES, DEFAULT_PRICE_UNIT, parsePolishAmount, PRICE_UNITS } from '../price.js';
import { EMAIL_MAX_LENGTH, OFFER_LIMITS as L, PHONE_PATTERN } from '../limits.js';
import {
  blankToUndefined,
  forgivingPostalCode,
  imageAltText,
  isHttpsUrl,
  isUploadUrl,
  missingImageAlt,
  normalizeImageUrls,
  oneLine,
  optionalLine,
  plainText,
  uuidString,
} from './common.js';
import { offerDiscoveryFields } from './discovery.js';
import { openingHoursField } from './openingHours.js';
import { EASY_READ_SUMMARY_MAX, EASY_READ_TEXTS } from '../easyRead.js';
import { checkAgeOrder, offerEligibilityFields } from './eligibility.js';
import { isOnlineOnly, isVenueFeature, VENUE_TEXTS } from '../venueFeatures.js';

/** A checkbox as forms send it ('true', 'on') or a JSON boolean; anything else is not a confirmation. */
const confirmation = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.boolean().default(false),
);

/**
 * The offer form's tab inputs use other names than the schema (docs/zasady-produktu.md#pola-i-nazwy-w-api); both are
 * accepted and the tab names are mapped onto the schema's.
 */
export const OFFER_FIELD_ALIASES: Record<string, string> = {
  description: 'long_description',
  price_amount: 'price',
  price_currency: 'currency',
  offer_specific_address_street: 'address_street',
  offer_specific_address_city: 'address_city',
  offer_specific_address_postal_code: 'address_postal_code',
  offer_specific_address_country: 'address_country',
};

const optionalMin = (min: number, message: string, max: number) =>
  z.preprocess(blankToUndefined, oneLine(z.string().trim().min(min, message).max(max)).optional());

/** A typed amount is read the Polish way ("35,50", "1 200,00"); one that cannot be read stays text and is refused. */
const price = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank === null ? undefined : blank;
    // "-5" is read as a number, so that it gets the 'positive' message rather than 'not a number'.
    const negative = /^\s*-/.test(blank);
    const amount = parsePolishAmount(negative ? blank.replace(/^\s*-/, '') : blank);
    return amount === null ? blank : negative ? -amount : amount;
  },
  z
    .number({ error: M.priceFormat })
    .finite(M.pricePositive)
    .positive(M.pricePositive)
    .max(L.priceMax, M.pricePositive)
    .optional(),
);

/** Chosen from a list: a lowercase code is the same currency, anything else is refused. */
const currency = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? blank.trim().toUpperCase() : blank;
  },
  z.enum(CURRENCIES, { error: M.unknownCurrency }).default(DEFAULT_CURRENCY),
);

const expiresAt = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), M.invalidExpiry)
    .optional(),
);

export const offerSchema = z
  .object({
    title: oneLine(z.string({ error: M.titleMin }).trim().min(L.titleMin, M.titleMin).max(L.titleMax)),
    short_description: plainText(
      z
        .string({ error: M.shortDescriptionMin })
        .trim()
        .min(L.shortDescriptionMin, M.shortDescriptionMin)
        .max(L.shortDescriptionMax, M.shortDescriptionMax),
    ),
    long_description: plainText(
      z
        .string({ error: M.longDescriptionMin })
        .trim()
        .min(L.longDescriptionMin, M.longDescriptionMin)
        .max(L.longDescriptionMax),
    ),
    // A browser sends a textarea's line breaks as CRLF; they are stored as the author's plain line breaks.
    easy_read_summary: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/\r\n?/g, '\n')) : value),
      plainText(
        z
          .string({ error: EASY_READ_TEXTS.summaryTooLong })
          .trim()
          .max(EASY_READ_SUMMARY_MAX, EASY_READ_TEXTS.summaryTooLong),
      ).optional(),
    ),
    category_id: uuidString(M.categoryRequired),
    price_type: z.enum(PRICE_TYPES, { error: M.priceTypeRequired }).default('free'),
    price,
    currency,
    price_unit: z.preprocess(
      blankToUndefined,
      z.enum(PRICE_UNITS, { error: M.unknownPriceUnit }).default(DEFAULT_PRICE_UNIT),
    ),
    address_street: optionalMin(L.streetMin, M.streetRequired, L.streetMax),
    address_city: optionalMin(L.cityMin, M.cityRequired, L.cityMax),
    address_postal_code: z.preprocess(
      (value) => forgivingPostalCode(blankToUndefined(value)),
      z
        .string()
        .trim()
        .regex(/^\d{2}-\d{3}$/, M.postalCode)
        .optional(),
    ),
    address_country: z.preprocess(
      blankToUndefined,
      oneLine(z.string().trim().min(L.countryMin, M.countryRequired).max(L.countryMax)).default(DEFAULT_COUNTRY),
    ),
    contact_person_name: optionalLine(L.contactPersonMax),
    contact_email: z
      .string({ error: M.contactEmailRequired })
      .trim()
      .min(1, M.contactEmailRequired)
      .pipe(z.email(M.invalidEmail).max(EMAIL_MAX_LENGTH, M.invalidEmail)),
    contact_phone: z.preprocess(
      blankToUndefined,
      z.string().trim().max(L.phoneMax).regex(PHONE_PATTERN, DISCOVERY_MESSAGES.phone).optional(),
    ),
    contact_video_url: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CONTACT_TEXTS.videoUrl })
        .trim()
        .max(L.videoUrlMax, CONTACT_TEXTS.videoUrl)
        .refine(isHttpsUrl, CONTACT_TEXTS.videoUrl)
        .optional(),
    ),
    preferred_contact_method: z.preprocess(
      blankToUndefined,
      z.enum(CONTACT_METHODS, { error: M.invalidContactMethod }).default('email'),
    ),
    image_urls: z.preprocess(
      normalizeImageUrls,
      z
        .array(z.string().refine(isUploadUrl, UPLOAD_MESSAGES.notUploaded))
        .max(MAX_OFFER_IMAGES, M.imageLimitToast.description),
    ),
    image_alt: imageAltText,
    status: z.enum(OFFER_INPUT_STATUSES, { error: M.invalidStatus }).default('draft'),
    expires_at: expiresAt,
    ...offerDiscoveryFields,
    /** The author checked the venue features inherited from the organisation's profile (shared/venueFeatures.ts). */
    venue_features_confirmed: confirmation,
    opening_hours: openingHoursField,
    ...offerEligibilityFields,
  })
  .superRefine(
    (offer, ctx) => {
      if (offer.price_type === 'paid' && offer.price === undefined) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceRequired });
      }
      // An uploaded file is checked where the upload is read (server/offers/submission.ts).
      if (missingImageAlt(offer.image_urls.length > 0, offer.image_alt)) {
        ctx.addIssue({ code: 'custom', path: ['image_alt'], message: IMAGE_ALT_MESSAGES.required });
      }
      checkAgeOrder(offer, ctx);
      // Refused rather than dropped: a client that claims features of a place that does not exist should hear so.
      const { service_modes: modes, accessibility_features: features } = offer;
      if (Array.isArray(modes) && Array.isArray(features) && isOnlineOnly(modes) && features.some(isVenueFeature)) {
        ctx.addIssue({ code: 'custom', path: ['accessibility_features'], message: VENUE_TEXTS.onlineOnlyRefused });
      }
    },
    // Also when other fields are wrong, so that the form lists every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type OfferInput = z.input<typeof offerSchema>;
export type OfferData = z.output<typeof offerSchema>;

/** Maps tab-name fields onto schema names; the schema's own name wins when both are sent. */
export function normalizeOfferFields<T>(raw: Record<string, T>): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [key, value] of Object.entries(raw)) {
    const target = OFFER_FIELD_ALIASES[key];
    if (target) {
      if (!(target in raw)) result[target] = value;
    } else {
      result[key] = key === 'image_urls' ? (normalizeImageUrls(value) as T) : value;
    }
  }
  return result;
}

/** Which of the seven tabs of the offer form shows a field: the form opens the tab of the first error. */
export const OFFER_FIELD_TABS: Record<
  string,
  'basic' | 'conditions' | 'price' | 'location' | 'images' | 'contact' | 'publication'
> = {
  title: 'basic',
  short_description: 'basic',
  long_description: 'basic',
  easy_read_summary: 'basic',
  category_id: 'basic',
  target_groups: 'basic',
  service_modes: 'basic',
  service_radius_km: 'basic',
  min_age: 'conditions',
  max_age: 'conditions',
  certificate_required: 'conditions',
  required_documents: 'conditions',
  how_to_start: 'conditions',
  funding_routes: 'conditions',
  price_type: 'price',
  price: 'price',
  currency: 'price',
  price_unit: 'price',
  address_street: 'location',
  address_city: 'location',
  address_postal_code: 'location',
  address_country: 'location',
  accessibility_features: 'location',
  venue_features_confirmed: 'location',
  opening_hours: 'location',
  image_urls: 'images',
  image_alt: 'images',
  contact_person_name: 'contact',
  contact_email: 'contact',
  contact_phone: 'contact',
  contact_video_url: 'contact',
  preferred_contact_method: 'contact',
  status: 'publication',
  expires_at: 'publication',
};
