import { parsePolishAmount } from '../../shared/price';
import { offerSchema } from '../../shared/schemas/offer';
import type { Offer } from '../../shared/types';
import { schemaValidator, withoutNulls } from '../common/formValidation';

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
 * so the dialog shows the same Polish messages under its fields before anything is sent.
 */
export const validateOffer = schemaValidator<OfferEditValues>(offerSchema, withoutNulls);
