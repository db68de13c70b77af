/**
 * The Polish labels and texts of who an offer is for and how to get it (codes in eligibility.ts), for the offer form,
 * the offer page, the search filters and the back office.
 */
import {
  ageRangeText,
  ELIGIBILITY_CARD_LABELS,
  fundingShortText,
  HOW_TO_START_MAX,
  type CertificateRequirement,
  type FundingRoute,
  type RequiredDocument,
} from './eligibility.js';

export const CERTIFICATE_REQUIREMENT_LABELS: Record<CertificateRequirement, string> = {
  unknown: 'Nie podano',
  none: 'Nie trzeba orzeczenia',
  any: 'Wymagane orzeczenie o niepełnosprawności',
  moderate: 'Wymagany co najmniej umiarkowany stopień niepełnosprawności',
  significant: 'Wymagany znaczny stopień niepełnosprawności',
};

export const REQUIRED_DOCUMENT_LABELS: Record<RequiredDocument, string> = {
  certificate: 'Orzeczenie',
  medical_referral: 'Skierowanie od lekarza',
  medical_certificate: 'Zaświadczenie lekarskie',
  nfz_order: 'Zlecenie na wyroby medyczne NFZ',
  income_statement: 'Zaświadczenie o dochodach',
  id_document: 'Dokument tożsamości',
};

export const FUNDING_ROUTE_LABELS: Record<FundingRoute, string> = {
  nfz: 'Refundacja NFZ',
  pfron: 'Dofinansowanie PFRON (przez PCPR lub MOPS)',
  social_welfare: 'Pomoc społeczna (MOPS/GOPS)',
  local_government: 'Program gminy lub powiatu',
  project: 'Projekt – bezpłatnie dla uczestników',
};

/** Section and field names of the offer page, the form and the back office. */
export const ELIGIBILITY_TEXTS = {
  conditionsHeading: 'Dla kogo i na jakich warunkach',
  conditionsTab: 'Warunki i dofinansowanie',
  howToStartHeading: 'Jak skorzystać',
  costHeading: 'Koszt i dofinansowanie',
  ageLabel: ELIGIBILITY_CARD_LABELS.age,
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
  fundingFilterHint: 'Pokażemy oferty, które można opłacić z któregokolwiek z zaznaczonych źródeł.',
  ageFilter: 'Wiek osoby (lat)',
  ageFilterHint: 'Pokażemy oferty dla tego wieku i oferty bez ograniczeń wieku.',
  certificateFilterLegend: 'Orzeczenie',
  certificateFilter: 'Bez orzeczenia',
  certificateFilterHint: 'Tylko oferty, w których organizacja podała, że orzeczenie nie jest potrzebne.',
  noAgeLimits: 'bez ograniczeń',
  certificateFact: 'Orzeczenie',
  noDocuments: 'Organizacja nie podała, jakie dokumenty są potrzebne – zapytaj w kontakcie.',
  noHowToStart: 'Organizacja nie opisała pierwszych kroków – zapytaj w kontakcie, jak zacząć.',
  fundingListHeading: 'Kto może pokryć koszt',
} as const;

/** 'Wiek: od 3 do 16 lat', or that the offer sets no age limits. */
export function ageText(minAge: number | null, maxAge: number | null): string {
  return `${ELIGIBILITY_CARD_LABELS.age}: ${ageRangeText(minAge, maxAge) ?? ELIGIBILITY_TEXTS.noAgeLimits}`;
}

/** 'Płatne: 120,00 zł za godzinę · możliwe dofinansowanie: PFRON, NFZ'; the price alone without funding. */
export function priceWithFunding(priceText: string, routes: readonly FundingRoute[]): string {
  return routes.length ? `${priceText} · ${ELIGIBILITY_TEXTS.fundingBeside}: ${fundingShortText(routes)}` : priceText;
}
