import { EXACT_SEARCH_COUNT, type CountAccuracy } from './search.js';

/**
 * The texts of the search's counts. Apart from messages.ts, which the public first page loads: only the lazily
 * loaded search page and the server read them.
 */
export const SEARCH_COUNT_TEXTS = {
  /** A count as the page shows it: '780', '~12 400' (an estimate, rounded), 'ponad 1000' (more than that). */
  shown: (count: string, accuracy: CountAccuracy) =>
    accuracy === 'approximate' ? `~${count}` : accuracy === 'at_least' ? `ponad ${count}` : count,
  /** The same count as a screen reader should read it: a tilde is not read out by default. */
  spoken: (count: string, accuracy: CountAccuracy) =>
    accuracy === 'approximate' ? `około ${count}` : accuracy === 'at_least' ? `ponad ${count}` : count,
  found: (count: string, offers: string) => `Znaleziono ${count} ${offers}.`,
  pageOf: (page: number, pages: number) => `Strona ${page} z ${pages}.`,
  /** The link from the phrase field past the filters to the results, with their count once it is known. */
  skipToResults: (count?: string) => (count ? `Przejdź do wyników (${count})` : 'Przejdź do wyników'),
  /** Refuses a page past the results that can be paged through (400), and tells so on their last page. */
  beyondResults: `Można przejrzeć najwyżej ${EXACT_SEARCH_COUNT} pierwszych ofert. Zawęź wyszukiwanie filtrami, aby zobaczyć pozostałe.`,
} as const;
