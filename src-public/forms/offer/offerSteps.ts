import { featureOptions, groupOptions, modeOptions } from '../../discovery/options';
import { EASY_READ_TEXTS } from '../../../shared/easyRead';
import {
  CERTIFICATE_REQUIREMENT_LABELS,
  ELIGIBILITY_TEXTS,
  FUNDING_ROUTE_LABELS,
  REQUIRED_DOCUMENT_LABELS,
} from '../../../shared/eligibilityLabels';
import { IMAGE_ALT_LABEL } from '../../../shared/labels/images';
import { CONTACT_METHOD_LABELS, OFFER_PRICE_FIELDS, OFFER_STATUS_LABELS } from '../../../shared/labels/offers';
import { OFFER_FIELD_LABELS as L, OFFER_STEP_MESSAGES as S } from '../../../shared/messagesAuthoring';
import { CONTACT_CHANNEL_TEXTS } from '../../../shared/messagesContact';
import { HOURS_EDITOR_TEXTS } from '../../../shared/messagesHours';
import { polishDate } from '../../../shared/openingHours';
import { parsePolishAmount } from '../../../shared/price';
import type { Category } from '../../../shared/types';
import { formatOfferPrice } from '../../format';
import { OFFER_TABS, offerFeatures, type OfferFormValues, type OfferTabKey } from './offerFormValues';

/** The steps of a new offer: the tabs' questions one at a time, then 'Sprawdź i opublikuj'. */
export type OfferStepKey = OfferTabKey | 'review';

export const QUESTION_STEPS: readonly OfferTabKey[] = OFFER_TABS.map((tab) => tab.key);

export const stepLabel = (key: OfferTabKey): string => OFFER_TABS.find((tab) => tab.key === key)?.label ?? key;

/** 'Krok 2 z 7: Odpłatność', or the review's own heading. */
export function stepHeading(key: OfferStepKey): string {
  if (key === 'review') return S.reviewHeading;
  return S.stepHeading(QUESTION_STEPS.indexOf(key) + 1, QUESTION_STEPS.length, stepLabel(key));
}

export function nextStep(key: OfferStepKey): OfferStepKey {
  if (key === 'review') return key;
  return QUESTION_STEPS[QUESTION_STEPS.indexOf(key) + 1] ?? 'review';
}

export function previousStep(key: OfferStepKey): OfferStepKey {
  const index = key === 'review' ? QUESTION_STEPS.length : QUESTION_STEPS.indexOf(key);
  return QUESTION_STEPS[Math.max(index - 1, 0)];
}

export interface ReviewRow {
  label: string;
  value: string;
}

const listed = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.length > 0 ? codes.map((code) => labels[code]).join(', ') : S.notGiven;
/** The labels of a list the form already shows as checkboxes (read from there: the first page keeps its own copy). */
const labelsOf = <K extends string>(options: readonly { value: K; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<K, string>;

/** The names of a feature code, as the form's checkboxes show them. */
export const featureLabels = () => labelsOf(featureOptions());
const text = (value: string) => value.trim() || S.notGiven;

interface ReviewContext {
  categories: readonly Category[];
  newImage: File | null;
  /** Administrators choose the status in the last step; for everyone else the buttons decide. */
  showsStatus: boolean;
}

function priceText(values: OfferFormValues): string {
  const amount = parsePolishAmount(values.price_amount);
  if (values.price_type !== 'free' && amount === null) return text(values.price_amount);
  return formatOfferPrice({
    price_type: values.price_type,
    price: amount,
    currency: values.price_currency,
    price_unit: values.price_unit,
  });
}

function imageText(values: OfferFormValues, newImage: File | null): string {
  const images = [
    ...(values.image_urls.length > 0 ? [S.savedImages(values.image_urls.length)] : []),
    ...(newImage ? [S.newImage(newImage.name)] : []),
  ];
  return images.length > 0 ? images.join(', ') : S.notGiven;
}

/** Every answer of a new offer, grouped by the step that asks it, as 'Sprawdź i opublikuj' lists them. */
export function reviewRows(values: OfferFormValues, context: ReviewContext): Record<OfferTabKey, ReviewRow[]> {
  const category = context.categories.find((item) => item.id === values.category_id);
  const hasImage = values.image_urls.length > 0 || context.newImage !== null;
  return {
    basic: [
      { label: L.title, value: text(values.title) },
      { label: L.category, value: category?.name ?? S.notGiven },
      { label: L.shortDescription, value: text(values.short_description) },
      { label: L.description, value: text(values.description) },
      { label: EASY_READ_TEXTS.summaryLabel, value: text(values.easy_read_summary) },
      { label: L.targetGroups, value: listed(values.target_groups, labelsOf(groupOptions())) },
      { label: L.serviceModes, value: listed(values.service_modes, labelsOf(modeOptions())) },
      ...(values.service_modes.includes('at_home')
        ? [{ label: L.serviceRadius, value: text(values.service_radius_km) }]
        : []),
    ],
    price: [{ label: OFFER_PRICE_FIELDS.priceType, value: priceText(values) }],
    conditions: [
      { label: ELIGIBILITY_TEXTS.minAgeLabel, value: text(values.min_age) },
      { label: ELIGIBILITY_TEXTS.maxAgeLabel, value: text(values.max_age) },
      { label: ELIGIBILITY_TEXTS.certificateLabel, value: CERTIFICATE_REQUIREMENT_LABELS[values.certificate_required] },
      { label: ELIGIBILITY_TEXTS.documentsLabel, value: listed(values.required_documents, REQUIRED_DOCUMENT_LABELS) },
      { label: ELIGIBILITY_TEXTS.howToStartLabel, value: text(values.how_to_start) },
      { label: ELIGIBILITY_TEXTS.fundingLabel, value: listed(values.funding_routes, FUNDING_ROUTE_LABELS) },
    ],
    location: [
      { label: L.street, value: text(values.offer_specific_address_street) },
      { label: L.postalCode, value: text(values.offer_specific_address_postal_code) },
      { label: L.city, value: text(values.offer_specific_address_city) },
      { label: L.country, value: text(values.offer_specific_address_country) },
      // What the offer will claim: an online-only offer drops the features of a building (offerFeatures).
      { label: L.features, value: listed(offerFeatures(values), featureLabels()) },
      { label: HOURS_EDITOR_TEXTS.legend, value: values.opening_hours ? S.hoursGiven : S.notGiven },
    ],
    images: [
      { label: L.image, value: imageText(values, context.newImage) },
      ...(hasImage ? [{ label: IMAGE_ALT_LABEL, value: text(values.image_alt) }] : []),
    ],
    contact: [
      { label: L.contactPerson, value: text(values.contact_person_name) },
      { label: L.contactEmail, value: text(values.contact_email) },
      { label: L.contactPhone, value: text(values.contact_phone) },
      { label: CONTACT_CHANNEL_TEXTS.videoField, value: text(values.contact_video_url) },
      { label: L.preferredContact, value: CONTACT_METHOD_LABELS[values.preferred_contact_method] },
    ],
    publication: [
      { label: L.expiresAt, value: values.expires_at ? polishDate(values.expires_at, true) : S.notGiven },
      ...(context.showsStatus ? [{ label: L.status, value: OFFER_STATUS_LABELS[values.status] }] : []),
    ],
  };
}
