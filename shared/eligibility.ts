/**
 * Who an offer is for and how to get it: the age range, whether an orzeczenie (a disability certificate) is needed
 * and of which degree, the documents to bring, the first steps, and who may pay (docs/wyszukiwanie.md, sekcja
 * „Warunki i dofinansowanie”). Modelled on the Open Referral HSDS fields (`minimum_age`, `maximum_age`,
 * `required_documents`, `funding`); the certificate degrees follow the Polish system, which HSDS has no field for.
 * The codes are the API's contract. This module holds what a result card and the schemas need; the labels and texts
 * of the form, the offer page, the filters and the back office are in eligibilityLabels.ts, which only the pages
 * that show them load (the first page's script budget, docs/wydajnosc.md).
 */
import { AGE_MAX, AGE_MIN, FUNDING_ROUTES, type FundingRoute } from './eligibilityCodes.js';
import { polishPlural } from './plural.js';

export { AGE_MAX, AGE_MIN, FUNDING_ROUTES, isAgeText, type FundingRoute } from './eligibilityCodes.js';
export const HOW_TO_START_MAX = 600;

export const CERTIFICATE_REQUIREMENTS = ['unknown', 'none', 'any', 'moderate', 'significant'] as const;
export type CertificateRequirement = (typeof CERTIFICATE_REQUIREMENTS)[number];
export const DEFAULT_CERTIFICATE_REQUIREMENT: CertificateRequirement = 'unknown';

/** The one value of the `certificate` search filter: offers that say no orzeczenie is needed. */
export const CERTIFICATE_FILTERS = ['none'] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

export const REQUIRED_DOCUMENTS = [
  'certificate',
  'medical_referral',
  'medical_certificate',
  'nfz_order',
  'income_statement',
  'id_document',
] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];

/** What a result card calls the age range and the funding: the words the first page loads. */
export const ELIGIBILITY_CARD_LABELS = { age: 'Wiek', funding: 'Dofinansowanie' } as const;

/** The short names written beside the price and on a result card: 'możliwe dofinansowanie: PFRON, NFZ'. */
export const FUNDING_ROUTE_SHORT_LABELS: Record<FundingRoute, string> = {
  nfz: 'NFZ',
  pfron: 'PFRON',
  social_welfare: 'MOPS/GOPS',
  local_government: 'gmina lub powiat',
  project: 'projekt',
};

export const ELIGIBILITY_MESSAGES = {
  age: `Wiek podaj w pełnych latach, liczbą od ${AGE_MIN} do ${AGE_MAX}.`,
  ageOrder: 'Wiek „od” nie może być większy niż wiek „do”.',
  unknownCertificate: `Nieznany wymóg orzeczenia. Dozwolone: ${CERTIFICATE_REQUIREMENTS.join(', ')}.`,
  searchCertificate: 'Parametr certificate przyjmuje tylko wartość none.',
  unknownDocument: `Nieznany dokument. Dozwolone: ${REQUIRED_DOCUMENTS.join(', ')}.`,
  unknownFunding: `Nieznane źródło dofinansowania. Dozwolone: ${FUNDING_ROUTES.join(', ')}.`,
  howToStartTooLong: `Opis „Jak skorzystać” może mieć najwyżej ${HOW_TO_START_MAX} znaków.`,
} as const;

/** 'rok' after 'do 1', else 'lat' ('do 6 lat', 'do 22 lat'): the genitive the phrase 'od … do …' takes. */
const yearsGenitive = (years: number) => (years === 1 ? 'roku' : 'lat');

/**
 * 'od 3 do 16 lat', 'od 18 lat', 'do 6 lat', '5 lat'; null when the offer has no age limits (no ages, or from 0 with
 * no upper limit). A lower limit of 0 reads as no lower limit.
 */
export function ageRangeText(minAge: number | null, maxAge: number | null): string | null {
  const from = minAge !== null && minAge > AGE_MIN ? minAge : null;
  if (from !== null && maxAge !== null) {
    if (from === maxAge) return `${maxAge} ${polishPlural(maxAge, 'rok', 'lata', 'lat')}`;
    return `od ${from} do ${maxAge} ${yearsGenitive(maxAge)}`;
  }
  if (from !== null) return `od ${from} ${yearsGenitive(from)}`;
  if (maxAge !== null) return `do ${maxAge} ${yearsGenitive(maxAge)}`;
  return null;
}

/** 'PFRON, NFZ': the short names in the order the offer lists them. */
export const fundingShortText = (routes: readonly FundingRoute[]) =>
  routes.map((route) => FUNDING_ROUTE_SHORT_LABELS[route]).join(', ');
