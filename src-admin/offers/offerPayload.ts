import { parsePolishAmount } from '../../shared/price';
import { offerSchema } from '../../shared/schemas/offer';
import type { Offer } from '../../shared/types';
import type { z } from 'zod';
import { fieldErrorsOf } from '../common/fieldErrors';
import { withoutNulls } from '../common/formValidation';
import { hoursErrorTree, type HoursErrorTree } from './hoursErrors';

/** The fields of the edit dialog: PUT /admin/offers/{id} changes only these (null clears one) and keeps the rest. */
export const OFFER_EDIT_FIELDS = [
  'title',
  'short_description',
  'long_description',
  'easy_read_summary',
  'category_id',
  'price_type',
  'price',
  'currency',
  'price_unit',
  'address_street',
  'address_city',
  'address_postal_code',
  'address_country',
  'contact_person_name',
  'contact_email',
  'contact_phone',
  'contact_video_url',
  'image_alt',
  'accessibility_features',
  'target_groups',
  'service_modes',
  'service_radius_km',
  'min_age',
  'max_age',
  'certificate_required',
  'required_documents',
  'how_to_start',
  'funding_routes',
  'opening_hours',
] as const satisfies readonly (keyof Offer)[];

export type OfferChanges = Partial<Pick<Offer, (typeof OFFER_EDIT_FIELDS)[number]>>;

/** The dialog's values: the price field holds the amount as typed ('35,50') once the admin has changed it. */
export type OfferEditValues = Omit<Partial<Offer>, 'price'> & { price?: number | string | null };

/** The amount as the number shared/price.ts reads from the typed text; the validator has refused unreadable text. */
const amountOf = (price: OfferEditValues['price']) => (typeof price === 'string' ? parsePolishAmount(price) : price);

export function toOfferChanges(values: OfferEditValues): OfferChanges {
  const typed = { ...values, price: amountOf(values.price) };
  return Object.fromEntries(
    OFFER_EDIT_FIELDS.filter((field) => typed[field] !== undefined).map((field) => [field, typed[field]]),
  );
}

/**
 * The whole edited offer is checked with the shared offer schema, as the server checks the merged offer,
 * so the dialog shows the same Polish messages under its fields before anything is sent; those about the opening
 * hours stay under the field they name (opening_hours.weekly.2.opens), where the server's would stand.
 */
export function validateOffer(values: OfferEditValues): Partial<Record<string, string | HoursErrorTree>> {
  const result = offerSchema.safeParse(withoutNulls(values));
  if (result.success) return {};
  const isHours = (issue: z.core.$ZodIssue) => issue.path[0] === 'opening_hours';
  const hours = result.error.issues.filter(isHours).map((issue) => ({ ...issue, path: issue.path.slice(1) }));
  return {
    ...fieldErrorsOf(result.error.issues.filter((issue) => !isHours(issue))),
    ...(hours.length ? { opening_hours: hoursErrorTree(hours) } : {}),
  };
}
