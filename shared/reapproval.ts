/**
 * What a moderator approved: a non-admin's edit of any of these fields of an `active` offer or a `published` article
 * sends it back to `pending_approval`, hidden until approved again (docs/zasady-produktu.md#statusy-i-przejścia). The
 * price (amount, type, currency, unit), the street, the contact person and an article's tags are read as part of the
 * offer or article, so they count too, and so do the conditions of use (ages, orzeczenie, documents, first steps and
 * funding: shared/eligibility.ts), which a visitor relies on like the description, and the easy-to-read summary, which is the description in easy words. The e-mail address, phone, city, service area, expiry, slug and the payment
 * option do not: they change the way in, not what was approved.
 */
export const OFFER_APPROVED_FIELDS = [
  'title',
  'short_description',
  'long_description',
  'easy_read_summary',
  'category_id',
  'image_urls',
  'image_alt',
  'price_type',
  'price',
  'currency',
  'price_unit',
  'address_street',
  'contact_person_name',
  'min_age',
  'max_age',
  'certificate_required',
  'required_documents',
  'how_to_start',
  'funding_routes',
] as const;

export const ARTICLE_APPROVED_FIELDS = [
  'title',
  'excerpt',
  'content',
  'article_type_category_id',
  'category_id',
  'featured_image_url',
  'featured_image_alt',
  'meta_title',
  'meta_description',
  'tags',
] as const;

/** An empty text and a missing one are the same content. */
export const comparable = (value: unknown) => JSON.stringify(value === '' || value === undefined ? null : value);

/** True when the edit changes any of `fields` between the stored record and the values about to be written. */
export function changesApprovedContent<F extends string>(
  fields: readonly F[],
  before: Partial<Record<F, unknown>>,
  after: Partial<Record<F, unknown>>,
): boolean {
  return fields.some((field) => comparable(before[field]) !== comparable(after[field]));
}
