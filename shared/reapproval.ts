/**
 * What a moderator approved: a non-admin's edit of any of these fields of an `active` offer or a `published` article
 * sends it back to `pending_approval`, hidden until approved again (docs/zasady-produktu.md#statusy-i-przejścia).
 * Contact details, address, service area, expiry, slug, tags and the payment option do not: they change the way in, not
 * what was approved.
 */
export const OFFER_APPROVED_FIELDS = [
  'title',
  'short_description',
  'long_description',
  'category_id',
  'image_urls',
  'image_alt',
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
