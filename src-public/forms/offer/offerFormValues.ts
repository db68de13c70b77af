import type { FieldError } from '../../../shared/schemas/common';
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  type ContactMethod,
  OFFER_FORM_STATUSES,
  type PriceType,
} from '../../../shared/labels/offers';
import { IMAGE_ALT_MESSAGES } from '../../../shared/messages';
import { fieldErrors, missingImageAlt } from '../../../shared/schemas/common';
import {
  normalizeOfferFields,
  OFFER_FIELD_ALIASES,
  OFFER_FIELD_TABS,
  offerSchema,
} from '../../../shared/schemas/offer';
import type { Offer, User } from '../../../shared/types';
import { DEFAULT_PRICE_UNIT, formatAmountInput, parsePolishAmount, type PriceUnit } from '../../../shared/price';
import {
  DEFAULT_SERVICE_MODE,
  DEFAULT_SERVICE_RADIUS_KM,
  type AccessibilityFeature,
  type ServiceMode,
  type TargetGroup,
} from '../../../shared/discovery';
import {
  DEFAULT_CERTIFICATE_REQUIREMENT,
  type CertificateRequirement,
  type FundingRoute,
  type RequiredDocument,
} from '../../../shared/eligibility';
import { ELIGIBILITY_TEXTS } from '../../../shared/eligibilityLabels';
import { isOnlineOnly, isVenueFeature } from '../../../shared/venueFeatures';

export type OfferTabKey = (typeof OFFER_FIELD_TABS)[string];
export type OfferFormStatus = (typeof OFFER_FORM_STATUSES)[number];
/** What the two save buttons send: `published` asks for publication, the server decides (resolveOfferStatus). */
export type OfferSubmitStatus = 'draft' | 'pending_approval' | 'published';

export const OFFER_TABS: readonly { key: OfferTabKey; label: string }[] = [
  { key: 'basic', label: 'Podstawowe informacje' },
  { key: 'price', label: 'Odpłatność' },
  { key: 'conditions', label: ELIGIBILITY_TEXTS.conditionsTab },
  { key: 'location', label: 'Lokalizacja' },
  { key: 'images', label: 'Zdjęcia' },
  { key: 'contact', label: 'Kontakt' },
  { key: 'publication', label: 'Publikacja' },
];

/** The inputs of the seven tabs, under the form's naming set (docs/zasady-produktu.md#pola-i-nazwy-w-api). */
export interface OfferFormValues {
  title: string;
  category_id: string;
  short_description: string;
  description: string;
  easy_read_summary: string;
  price_type: PriceType;
  price_amount: string;
  price_currency: string;
  price_unit: PriceUnit;
  offer_specific_address_street: string;
  offer_specific_address_city: string;
  offer_specific_address_postal_code: string;
  offer_specific_address_country: string;
  image_urls: string[];
  image_alt: string;
  contact_person_name: string;
  contact_email: string;
  contact_phone: string;
  contact_video_url: string;
  preferred_contact_method: ContactMethod;
  expires_at: string;
  status: OfferFormStatus;
  target_groups: TargetGroup[];
  service_modes: ServiceMode[];
  service_radius_km: string;
  accessibility_features: AccessibilityFeature[];
  /** 'Sprawdziłem dostępność tego miejsca': the author vouches for a list taken over from the profile. */
  venue_features_confirmed: boolean;
  min_age: string;
  max_age: string;
  certificate_required: CertificateRequirement;
  required_documents: RequiredDocument[];
  how_to_start: string;
  funding_routes: FundingRoute[];
  /** The schedule's JSON text, '' for none (shared/schemas/openingHours.ts reads both). */
  opening_hours: string;
}

export function emptyOfferValues(user: User | null): OfferFormValues {
  return {
    title: '',
    category_id: '',
    short_description: '',
    description: '',
    easy_read_summary: '',
    price_type: 'free',
    price_amount: '',
    price_currency: DEFAULT_CURRENCY,
    price_unit: DEFAULT_PRICE_UNIT,
    offer_specific_address_street: '',
    offer_specific_address_city: '',
    offer_specific_address_postal_code: '',
    offer_specific_address_country: DEFAULT_COUNTRY,
    image_urls: [],
    image_alt: '',
    contact_person_name: user?.full_name ?? '',
    contact_email: user?.email ?? '',
    contact_phone: '',
    contact_video_url: '',
    preferred_contact_method: 'email',
    expires_at: '',
    status: 'draft',
    target_groups: [],
    service_modes: [DEFAULT_SERVICE_MODE],
    service_radius_km: String(DEFAULT_SERVICE_RADIUS_KM),
    // The premises of the organisation are where an offer without its own address takes place.
    accessibility_features: user?.accessibility_features ?? [],
    venue_features_confirmed: false,
    min_age: '',
    max_age: '',
    certificate_required: DEFAULT_CERTIFICATE_REQUIREMENT,
    required_documents: [],
    how_to_start: '',
    funding_routes: [],
    opening_hours: '',
  };
}

export function valuesFromOffer(offer: Offer): OfferFormValues {
  return {
    title: offer.title,
    category_id: offer.category_id ?? '',
    short_description: offer.short_description,
    description: offer.long_description,
    easy_read_summary: offer.easy_read_summary ?? '',
    price_type: offer.price_type,
    price_amount: offer.price === null ? '' : formatAmountInput(offer.price),
    price_currency: offer.currency || DEFAULT_CURRENCY,
    price_unit: offer.price_unit,
    offer_specific_address_street: offer.address_street ?? '',
    offer_specific_address_city: offer.address_city ?? '',
    offer_specific_address_postal_code: offer.address_postal_code ?? '',
    offer_specific_address_country: offer.address_country ?? DEFAULT_COUNTRY,
    image_urls: offer.image_urls,
    image_alt: offer.image_alt ?? '',
    contact_person_name: offer.contact_person_name ?? '',
    contact_email: offer.contact_email ?? '',
    contact_phone: offer.contact_phone ?? '',
    contact_video_url: offer.contact_video_url ?? '',
    preferred_contact_method: offer.preferred_contact_method,
    expires_at: offer.expires_at ? offer.expires_at.slice(0, 10) : '',
    // An offer the author cannot choose (rejected, expired…) is shown as a draft until he decides again.
    status: OFFER_FORM_STATUSES.find((status) => status === offer.status) ?? 'draft',
    target_groups: offer.target_groups,
    service_modes: offer.service_modes,
    service_radius_km: String(offer.service_radius_km),
    accessibility_features: offer.accessibility_features,
    venue_features_confirmed: offer.venue_features_confirmed,
    min_age: offer.min_age === null ? '' : String(offer.min_age),
    max_age: offer.max_age === null ? '' : String(offer.max_age),
    certificate_required: offer.certificate_required,
    required_documents: offer.required_documents,
    how_to_start: offer.how_to_start ?? '',
    funding_routes: offer.funding_routes,
    opening_hours: offer.opening_hours ? JSON.stringify(offer.opening_hours) : '',
  };
}

/**
 * Publish keeps an active offer published, anything else goes to moderation
 * (docs/zasady-produktu.md#statusy-i-przejścia).
 */
export function publishStatus(values: OfferFormValues): OfferSubmitStatus {
  return values.status === 'active' ? 'published' : 'pending_approval';
}

/** The features the offer claims: without those of a building when it is delivered only online. */
export function offerFeatures(values: Pick<OfferFormValues, 'accessibility_features' | 'service_modes'>) {
  return isOnlineOnly(values.service_modes)
    ? values.accessibility_features.filter((feature) => !isVenueFeature(feature))
    : values.accessibility_features;
}

/** "35,50" travels as "35.50"; text that is not an amount goes as typed, for the schema to explain. */
function amountPayload(text: string): string {
  const amount = parsePolishAmount(text);
  return amount === null ? text : amount.toFixed(2);
}

/** The fields as the server's schema names them; the amount is only sent for paid offers. */
export function offerPayload(values: OfferFormValues, status: OfferSubmitStatus): Record<string, string | string[]> {
  return normalizeOfferFields<string | string[]>({
    ...values,
    price_amount: values.price_type === 'paid' ? amountPayload(values.price_amount) : '',
    // The distance travelled only matters to offers delivered at home.
    service_radius_km: values.service_modes.includes('at_home') ? values.service_radius_km : '',
    // An offer delivered only online has no building: its features are what holds online (shared/venueFeatures.ts).
    accessibility_features: offerFeatures(values),
    venue_features_confirmed: String(values.venue_features_confirmed),
    status,
  });
}

export function offerFormData(values: OfferFormValues, status: OfferSubmitStatus, newImage: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(offerPayload(values, status))) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  if (newImage) form.append('new_images', newImage);
  return form;
}

/** Schema field names in the order the seven tabs show them; errors are listed in this order. */
const FIELD_ORDER = [
  'title',
  'category_id',
  'short_description',
  'long_description',
  'easy_read_summary',
  'target_groups',
  'service_modes',
  'service_radius_km',
  'price_type',
  'price',
  'currency',
  'price_unit',
  'min_age',
  'max_age',
  'certificate_required',
  'required_documents',
  'how_to_start',
  'funding_routes',
  'address_street',
  'address_city',
  'address_postal_code',
  'address_country',
  'accessibility_features',
  'venue_features_confirmed',
  'opening_hours',
  'image_urls',
  'image_alt',
  'contact_person_name',
  'contact_email',
  'contact_phone',
  'contact_video_url',
  'preferred_contact_method',
  'expires_at',
  'status',
];

/** A field name from the schema or the server (tab names, `image_urls.0`, `new_images`) as the form knows it. */
export function formFieldOf(field: string): string {
  const base = field.split('.')[0];
  if (base === 'new_images') return 'image_urls';
  return OFFER_FIELD_ALIASES[base] ?? base;
}

export function sortOfferErrors(errors: readonly FieldError[]): FieldError[] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return errors
    .map((error) => ({ ...error, field: formFieldOf(error.field) }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The shared offer schema decides; the form only lists its messages in tab order. A chosen file is not in the
 * schema's fields, so its description is checked by the same shared rule here (and again by the server).
 */
export function validateOffer(values: OfferFormValues, status: OfferSubmitStatus, hasNewImage = false): FieldError[] {
  const result = offerSchema.safeParse(offerPayload(values, status));
  const errors = result.success ? [] : fieldErrors(result.error);
  if (hasNewImage && missingImageAlt(true, values.image_alt) && !errors.some((error) => error.field === 'image_alt'))
    errors.push({ field: 'image_alt', message: IMAGE_ALT_MESSAGES.required });
  return sortOfferErrors(errors);
}

export function tabOfField(field: string): OfferTabKey | undefined {
  return OFFER_FIELD_TABS[formFieldOf(field)];
}

/** Id of the control that shows a schema field: the image file input stands for the image list. */
export function offerControlId(field: string): string | null {
  if (field === 'image_urls') return 'offer-image-file';
  return tabOfField(field) ? `offer-${field}` : null;
}
