/**
 * Who an offer is for and how to get it: the age range, whether an orzeczenie (a disability certificate) is needed
 * and of which degree, the documents to bring, the first steps, and who may pay (docs/wyszukiwanie.md, sekcja
 * „Warunki i dofinansowanie”). Modelled on the Open Referral HSDS fields (`minimum_age`, `maximum_age`,
 * `required_documents`, `funding`); the certificate degrees follow the Polish system, which HSDS has no field for.
 * The codes are the API's contract; the labels are shown by the form, the offer page, the filters and the back office.
 */
import { polishPlural } from './plural.js';

export const AGE_MIN = 0;
export const AGE_MAX = 120;
export const HOW_TO_START_MAX = 600;

export const CERTIFICATE_REQUIREMENTS = ['unknown', 'none', 'any', 'moderate', 'significant'] as const;
export type CertificateRequirement = (typeof CERTIFICATE_REQUIREMENTS)[number];
export const DEFAULT_CERTIFICATE_REQUIREMENT: CertificateRequirement = 'unknown';

export const CERTIFICATE_REQUIREMENT_LABELS: Record<CertificateRequirement, string> = {
  unknown: 'Nie podano',
  none: 'Nie trzeba orzeczenia',
  any: 'Wymagane orzeczenie o niepełnosprawności',
  moderate: 'Wymagany co najmniej umiarkowany stopień niepełnosprawności',
  significant: 'Wymagany znaczny stopień niepełnosprawności',
};

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

export const REQUIRED_DOCUMENT_LABELS: Record<RequiredDocument, string> = {
  certificate: 'Orzeczenie',
  medical_referral: 'Skierowanie od lekarza',
  medical_certificate: 'Zaświadczenie lekarskie',
  nfz_order: 'Zlecenie na wyroby medyczne NFZ',
  income_statement: 'Zaświadczenie o dochodach',
  id_document: 'Dokument tożsamości',
};

export const FUNDING_ROUTES = ['nfz', 'pfron', 'social_welfare', 'local_government', 'project'] as const;
export type FundingRoute = (typeof FUNDING_ROUTES)[number];

export const FUNDING_ROUTE_LABELS: Record<FundingRoute, string> = {
  nfz: 'Refundacja NFZ',
  pfron: 'Dofinansowanie PFRON (przez PCPR lub MOPS)',
  social_welfare: 'Pomoc społeczna (MOPS/GOPS)',
  local_government: 'Program gminy lub powiatu',
  project: 'Projekt – bezpłatnie dla uczestników',
};

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
  searchAge: `Parametr age to wiek w pełnych latach: liczba całkowita od ${AGE_MIN} do ${AGE_MAX}.`,
  unknownCertificate: `Nieznany wymóg orzeczenia. Dozwolone: ${CERTIFICATE_REQUIREMENTS.join(', ')}.`,
  searchCertificate: 'Parametr certificate może mieć tylko wartość none (bez orzeczenia).',
  unknownDocument: `Nieznany dokument. Dozwolone: ${REQUIRED_DOCUMENTS.join(', ')}.`,
  unknownFunding: `Nieznane źródło dofinansowania. Dozwolone: ${FUNDING_ROUTES.join(', ')}.`,
  howToStartTooLong: `Opis „Jak skorzystać” może mieć najwyżej ${HOW_TO_START_MAX} znaków.`,
} as const;

/** Section and field names of the offer page, the form and the back office. */
export const ELIGIBILITY_TEXTS = {
  conditionsHeading: 'Dla kogo i na jakich warunkach',
  conditionsTab: 'Warunki i dofinansowanie',
  howToStartHeading: 'Jak skorzystać',
  costHeading: 'Koszt i dofinansowanie',
  ageLabel: 'Wiek',
  minAgeLabel: 'Wiek od (lat)',
  maxAgeLabel: 'Wiek do (lat)',
  ageHint: 'Wpisz pełne lata. Zostaw puste, jeśli oferta nie ma ograniczeń wieku, np. tylko „od” dla dorosłych: 18.',
  certificateLabel: 'Czy trzeba mieć orzeczenie?',
  certificateHint: 'Chodzi o orzeczenie o niepełnosprawności lub o stopniu niepełnosprawności.',
  documentsLabel: 'Potrzebne dokumenty',
  documentsHint: 'Zaznacz to, co trzeba przynieść lub pokazać na początku. Możesz nie zaznaczać nic.',
  howToStartLabel: 'Jak skorzystać',
  howToStartHint: `Napisz po kolei, prostymi słowami, co trzeba zrobić, np. „Zadzwoń i umów pierwszą wizytę. Weź orzeczenie.” (najwyżej ${HOW_TO_START_MAX} znaków).`,
  fundingLabel: 'Kto może pokryć koszt',
  fundingHint: 'Zaznacz źródła dofinansowania, z których korzystają Twoi klienci. Możesz nie zaznaczać nic.',
  fundingBeside: 'możliwe dofinansowanie',
  fundingFacet: 'Dofinansowanie',
  ageFilter: 'Wiek osoby (lat)',
  ageFilterHint: 'Pokażemy oferty dla tego wieku i oferty bez ograniczeń wieku.',
  certificateFilter: 'Bez orzeczenia',
  certificateFilterHint: 'Tylko oferty, w których organizacja podała, że orzeczenie nie jest potrzebne.',
  noAgeLimits: 'bez ograniczeń',
  certificateFact: 'Orzeczenie',
  noDocuments: 'Organizacja nie podała, jakie dokumenty są potrzebne – zapytaj w kontakcie.',
  noHowToStart: 'Organizacja nie opisała pierwszych kroków – zapytaj w kontakcie, jak zacząć.',
  fundingListHeading: 'Kto może pokryć koszt',
  noFunding: 'Organizacja nie podała źródeł dofinansowania.',
  fundingCardLabel: 'Dofinansowanie',
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

/** 'Wiek: od 3 do 16 lat', or that the offer sets no age limits. */
export function ageText(minAge: number | null, maxAge: number | null): string {
  return `${ELIGIBILITY_TEXTS.ageLabel}: ${ageRangeText(minAge, maxAge) ?? ELIGIBILITY_TEXTS.noAgeLimits}`;
}

/** 'PFRON, NFZ': the short names in the order the offer lists them. */
export const fundingShortText = (routes: readonly FundingRoute[]) =>
  routes.map((route) => FUNDING_ROUTE_SHORT_LABELS[route]).join(', ');

/** 'Płatne: 120,00 zł za godzinę · możliwe dofinansowanie: PFRON, NFZ'; the price alone without funding. */
export function priceWithFunding(priceText: string, routes: readonly FundingRoute[]): string {
  return routes.length ? `${priceText} · ${ELIGIBILITY_TEXTS.fundingBeside}: ${fundingShortText(routes)}` : priceText;
}
