import { z } from 'zod';
import {
  ACCESSIBILITY_FEATURES,
  DEFAULT_SERVICE_MODE,
  PROFILE_DESCRIPTION_MAX,
  SERVICE_MODES,
  SERVICE_RADIUS_KM_MAX,
  SERVICE_RADIUS_KM_MIN,
  TARGET_GROUPS,
} from '../discovery.js';
import { DISCOVERY_MESSAGES as M, OFFER_MESSAGES, VERIFICATION_MESSAGES } from '../messages.js';
import { isValidKrs, isValidNip, isValidRegon, registryDigits } from '../verification.js';
import { PHONE_PATTERN } from '../limits.js';
import { blankToUndefined, forgivingPostalCode, forgivingWebsite, isHttpUrl, oneLine, plainText } from './common.js';

/**
 * A list of codes as forms and clients send it: repeated fields (an array), one field, or one comma-separated
 * value. Blanks are dropped and repeats removed; any unknown code refuses the whole list with `message`.
 */
export function codeList<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      const items: unknown[] = Array.isArray(value) ? value : [value];
      const parts = items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
      return [
        ...new Set(parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '')),
      ];
    },
    // One message for the whole list (not per item), so that a form shows it at its fieldset.
    z
      .array(z.string({ error: message }), { error: message })
      .refine((list) => list.every((code) => codes.includes(code)), message)
      .transform((list) => list as T[number][])
      .optional(),
  );
}

export const accessibilityFeaturesField = codeList(ACCESSIBILITY_FEATURES, M.unknownFeature);
export const targetGroupsField = codeList(TARGET_GROUPS, M.unknownGroup);
export const serviceModesField = codeList(SERVICE_MODES, M.unknownMode);

const serviceRadius = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? Number(blank) : (blank ?? undefined);
  },
  z
    .number({ error: M.serviceRadius })
    .int(M.serviceRadius)
    .min(SERVICE_RADIUS_KM_MIN, M.serviceRadius)
    .max(SERVICE_RADIUS_KM_MAX, M.serviceRadius)
    .optional(),
);

/** The offer's three lists and the distance an `at_home` offeror travels (merged into offerSchema). */
export const offerDiscoveryFields = {
  accessibility_features: accessibilityFeaturesField.transform((value) => value ?? []),
  target_groups: targetGroupsField.transform((value) => value ?? []),
  service_modes: serviceModesField.transform((value, ctx) => {
    if (value === undefined) return [DEFAULT_SERVICE_MODE];
    if (!value.length) ctx.addIssue({ code: 'custom', message: M.modesRequired });
    return value;
  }),
  service_radius_km: serviceRadius,
};

/** In a profile update '' clears a field, like null; an absent field is left as it is. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A registry number: spaces and dashes are dropped, the digits are checked; '' or null clears it. */
const registryNumber = (isValid: (digits: string) => boolean, message: string) =>
  z.preprocess(
    blankToNull,
    z.string({ error: message }).transform(registryDigits).refine(isValid, message).nullable().optional(),
  );

const optionalProfileText = (min: number, max: number, message: string, lines: typeof oneLine = oneLine) =>
  z.preprocess(
    blankToNull,
    lines(z.string({ error: message }).trim().min(min, message).max(max, message))
      .nullable()
      .optional(),
  );

/**
 * The organisation's profile fields of `PUT /users/profile`. Each is optional: an absent field stays as it is,
 * null or '' clears it. New profile fields are added here (and in the users table) the same way.
 */
export const organisationProfileFields = {
  description: optionalProfileText(1, PROFILE_DESCRIPTION_MAX, M.descriptionTooLong, plainText),
  address_street: optionalProfileText(3, 200, M.streetTooShort),
  address_city: optionalProfileText(2, 100, M.cityTooShort),
  address_postal_code: z.preprocess(
    (value) => forgivingPostalCode(blankToNull(value)),
    z
      .string({ error: OFFER_MESSAGES.postalCode })
      .trim()
      .regex(/^\d{2}-\d{3}$/, OFFER_MESSAGES.postalCode)
      .nullable()
      .optional(),
  ),
  phone: z.preprocess(
    blankToNull,
    z.string({ error: M.phone }).trim().regex(PHONE_PATTERN, M.phone).nullable().optional(),
  ),
  website: z.preprocess(
    (value) => forgivingWebsite(blankToNull(value)),
    z.string({ error: M.website }).trim().max(300, M.website).refine(isHttpUrl, M.website).nullable().optional(),
  ),
  accessibility_features: accessibilityFeaturesField,
  nip: registryNumber(isValidNip, VERIFICATION_MESSAGES.nip),
  regon: registryNumber(isValidRegon, VERIFICATION_MESSAGES.regon),
  krs: registryNumber(isValidKrs, VERIFICATION_MESSAGES.krs),
};
