/**
 * 'Moje potrzeby' (docs/wyszukiwanie.md#moje-potrzeby): what a person needs from an offer, kept only on their device,
 * and what an offer meets of it, in words. The profile reaches the server only as the filters of a search the person
 * runs. Only lazily loaded screens import this module (the first page's script budget, docs/wydajnosc.md).
 */
import { ACCESSIBILITY_FEATURES, foldPlaceName, type AccessibilityFeature } from './discovery.js';
import { ageRangeText, isAgeText } from './eligibility.js';
import { polishPlural } from './plural.js';
import type { OfferSummary } from './types.js';

/** The person's orzeczenie: none, one without a degree (a child under 16), or its degree. */
export const NEEDS_CERTIFICATES = ['none', 'any', 'light', 'moderate', 'significant'] as const;
export type NeedsCertificate = (typeof NEEDS_CERTIFICATES)[number];

export const NEEDS_CERTIFICATE_LABELS: Record<NeedsCertificate, string> = {
  none: 'Nie mam orzeczenia',
  any: 'Orzeczenie o niepełnosprawności bez stopnia (np. dziecko do 16 lat)',
  light: 'Lekki stopień niepełnosprawności',
  moderate: 'Umiarkowany stopień niepełnosprawności',
  significant: 'Znaczny stopień niepełnosprawności',
};

/** The features of a place, and those of communication: two questions of the profile over one vocabulary. */
export const NEEDS_PLACE_FEATURES: readonly AccessibilityFeature[] = [
  'wheelchair_access',
  'accessible_toilet',
  'accessible_parking',
  'assistance_dog',
  'quiet_space',
];
export const NEEDS_COMMUNICATION_FEATURES: readonly AccessibilityFeature[] = ACCESSIBILITY_FEATURES.filter(
  (feature) => !NEEDS_PLACE_FEATURES.includes(feature),
);

/** The short words a match explanation and a filter's button use ('bez schodów', 'tłumacz PJM'). */
export const NEEDS_FEATURE_WORDS: Record<AccessibilityFeature, string> = {
  wheelchair_access: 'bez schodów',
  accessible_toilet: 'toaleta dostosowana',
  accessible_parking: 'parking dla osób z niepełnosprawnościami',
  induction_loop: 'pętla indukcyjna',
  sign_language: 'tłumacz PJM',
  captions: 'napisy',
  audio_description: 'audiodeskrypcja',
  easy_read: 'tekst łatwy do czytania',
  braille: 'alfabet Braille’a',
  assistance_dog: 'pies asystujący',
  quiet_space: 'strefa wyciszenia',
};

export interface MyNeeds {
  /** Whole years as digits, '' when not given. */
  age: string;
  certificate: NeedsCertificate | '';
  features: AccessibilityFeature[];
  /** A home town, searched as `near`; '' when not given. */
  town: string;
  /** Contact without calling: e-mail, SMS or a video call in PJM. */
  noPhone: boolean;
}

export const EMPTY_NEEDS: MyNeeds = { age: '', certificate: '', features: [], town: '', noPhone: false };
export const NEEDS_TOWN_MAX = 100;

export const hasNeeds = (needs: MyNeeds) =>
  Boolean(needs.age || needs.certificate || needs.features.length || needs.town || needs.noPhone);

/** The profile as stored (JSON); anything unreadable or outside the vocabulary is dropped, never trusted. */
export function parseNeeds(text: string | null): MyNeeds | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const given = Array.isArray(stored.features) ? stored.features : [];
  const needs: MyNeeds = {
    age: typeof stored.age === 'string' && isAgeText(stored.age) ? String(Number(stored.age)) : '',
    certificate: NEEDS_CERTIFICATES.find((code) => code === stored.certificate) ?? '',
    features: ACCESSIBILITY_FEATURES.filter((feature) => given.includes(feature)),
    town: typeof stored.town === 'string' ? stored.town.trim().slice(0, NEEDS_TOWN_MAX) : '',
    noPhone: stored.noPhone === true,
  };
  return hasNeeds(needs) ? needs : null;
}

/** What of an offer the explanation reads. */
export type NeedsOffer = Pick<
  OfferSummary,
  | 'min_age'
  | 'max_age'
  | 'certificate_required'
  | 'accessibility_features'
  | 'service_modes'
  | 'location'
  | 'contact_email'
  | 'contact_video_url'
  | 'preferred_contact_method'
>;

export interface NeedsMatch {
  /** What the offer meets, in short words ('wiek', 'bez schodów'). */
  matched: string[];
  /** What the person should ask about or may not meet ('wymaga znacznego stopnia niepełnosprawności'). */
  toCheck: string[];
}

/** 'wiek 7 lat', 'wiek 1 rok': the age as a filter's button names it. */
export const needsAgeWords = (age: string) => `wiek ${age} ${polishPlural(Number(age), 'rok', 'lata', 'lat')}`;

/** Which degrees meet an offer's requirement; 'unknown' is never met, 'none' always. */
const CERTIFICATE_MEETS: Record<'any' | 'moderate' | 'significant', readonly NeedsCertificate[]> = {
  any: ['any', 'light', 'moderate', 'significant'],
  moderate: ['moderate', 'significant'],
  significant: ['significant'],
};

const CERTIFICATE_TO_CHECK = {
  unknown: 'nie podano, czy trzeba orzeczenia',
  any: 'wymaga orzeczenia o niepełnosprawności',
  moderate: 'wymaga co najmniej umiarkowanego stopnia niepełnosprawności',
  significant: 'wymaga znacznego stopnia niepełnosprawności',
} as const;

function certificateMatch(offer: NeedsOffer, certificate: NeedsCertificate, match: NeedsMatch): void {
  const required = offer.certificate_required;
  if (required === 'none') match.matched.push('bez orzeczenia');
  else if (required !== 'unknown' && CERTIFICATE_MEETS[required].includes(certificate))
    match.matched.push('orzeczenie');
  else match.toCheck.push(CERTIFICATE_TO_CHECK[required]);
}

function townMatch(offer: NeedsOffer, town: string, match: NeedsMatch): void {
  if (offer.service_modes.includes('online')) match.matched.push('online');
  else if (offer.location && foldPlaceName(offer.location.city) === foldPlaceName(town))
    match.matched.push('Twoja miejscowość');
  else if (offer.service_modes.includes('at_home')) match.toCheck.push('dojazd do domu – zapytaj o zasięg');
  else if (offer.location) match.toCheck.push(`miejscowość ${offer.location.city}`);
}

/**
 * What an offer meets of a person's needs and what they should check, in the order of the profile: age, orzeczenie,
 * features, town, contact. A need the offer says nothing about is to check, never a match.
 */
export function explainNeedsMatch(offer: NeedsOffer, needs: MyNeeds): NeedsMatch {
  const match: NeedsMatch = { matched: [], toCheck: [] };
  if (needs.age) {
    const age = Number(needs.age);
    const fits = (offer.min_age === null || offer.min_age <= age) && (offer.max_age === null || age <= offer.max_age);
    if (fits) match.matched.push('wiek');
    else match.toCheck.push(`wiek ${ageRangeText(offer.min_age, offer.max_age) ?? ''}`.trim());
  }
  if (needs.certificate) certificateMatch(offer, needs.certificate, match);
  const missing: string[] = [];
  for (const feature of needs.features) {
    if (offer.accessibility_features.includes(feature)) match.matched.push(NEEDS_FEATURE_WORDS[feature]);
    else missing.push(NEEDS_FEATURE_WORDS[feature]);
  }
  if (missing.length) match.toCheck.push(`oferta nie podaje: ${missing.join(', ')}`);
  if (needs.town) townMatch(offer, needs.town, match);
  if (needs.noPhone) {
    const withoutCalling =
      offer.preferred_contact_method !== 'phone' || Boolean(offer.contact_email || offer.contact_video_url);
    if (withoutCalling) match.matched.push('kontakt bez dzwonienia');
    else match.toCheck.push('kontakt tylko przez telefon');
  }
  return match;
}

/**
 * The explanation as one sentence: 'Pasuje do Twoich potrzeb: wiek, bez schodów, tłumacz PJM. Sprawdź: wymaga
 * znacznego stopnia niepełnosprawności.' Items to check are parted by semicolons (one may list several features).
 */
export function needsMatchSentence({ matched, toCheck }: NeedsMatch): string {
  return [
    matched.length ? `Pasuje do Twoich potrzeb: ${matched.join(', ')}.` : '',
    toCheck.length ? `Sprawdź: ${toCheck.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The words of the profile's dialog, its filters and its explanation. */
export const NEEDS_TEXTS = {
  title: 'Moje potrzeby',
  open: 'Moje potrzeby',
  set: 'Ustaw moje potrzeby',
  intro:
    'Zapiszemy je tylko na tym urządzeniu. Na serwer trafiają wyłącznie jako filtry wyszukiwania, które sam uruchomisz.',
  age: 'Twój wiek (lat)',
  ageHint: 'Pełne lata. Jeśli szukasz dla kogoś, wpisz wiek tej osoby.',
  certificateLegend: 'Orzeczenie',
  certificateUnset: 'Nie chcę podawać',
  placeLegend: 'Dostępność miejsca, której potrzebujesz',
  communicationLegend: 'Komunikacja, której potrzebujesz',
  town: 'Miejscowość zamieszkania',
  townHint: 'Pokażemy oferty w pobliżu i online.',
  contactLegend: 'Kontakt',
  noPhone: 'Kontakt bez dzwonienia',
  noPhoneHint: 'E-mail, SMS albo rozmowa wideo w PJM.',
  save: 'Zapisz moje potrzeby',
  clear: 'Wyczyść moje potrzeby',
  saved: 'Zapisano Twoje potrzeby na tym urządzeniu. Ustawiliśmy filtry wyszukiwania.',
  cleared: 'Usunięto Twoje potrzeby z tego urządzenia i filtry, które z nich wynikały.',
  empty: 'Nie podano żadnej potrzeby. Wypełnij co najmniej jedno pole albo zamknij okno.',
  chipsHeading: 'Filtry z Twoich potrzeb',
  removeFilter: (words: string) => `Usuń filtr: ${words}`,
  nearWords: (town: string) => `w pobliżu: ${town}`,
  noCertificateWords: 'bez orzeczenia',
  panelHint: 'Wiek, orzeczenie, dostępność i kontakt: ustawią filtry i objaśnienia przy ofertach.',
} as const;
