/**
 * The part of the eligibility vocabulary (eligibility.ts) the search page reads from a link, apart so that the first
 * page's script does not load the rest of it (docs/wydajnosc.md).
 */
export const AGE_MIN = 0;
export const AGE_MAX = 120;

export const FUNDING_ROUTES = ['nfz', 'pfron', 'social_welfare', 'local_government', 'project'] as const;
export type FundingRoute = (typeof FUNDING_ROUTES)[number];

/** An age as typed in a form or a link: whole years from AGE_MIN to AGE_MAX, digits only. */
export function isAgeText(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) >= AGE_MIN && Number(trimmed) <= AGE_MAX;
}
