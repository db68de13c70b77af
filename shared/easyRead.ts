/**
 * Easy-to-read (ETR, 'tekst łatwy do czytania', docs/dostepnosc.md): an offer's optional summary in easy Polish and the
 * portal's own easy-to-read page. Used only by lazily loaded screens (offer page, offer form, back office, the page
 * itself) and the server, so it stays out of the first page.
 */
export const EASY_READ_SUMMARY_MAX = 600;

export const EASY_READ_TEXTS = {
  /** The section of the offer page, shown before the description, and the field's name in the forms. */
  summaryHeading: 'W skrócie – tekst łatwy do czytania',
  summaryLabel: 'W skrócie – tekst łatwy do czytania (opcjonalnie)',
  summaryHint: `Napisz najważniejsze rzeczy prostymi słowami. Pisz krótkie zdania. W jednym zdaniu jedna myśl. Nie używaj trudnych słów ani skrótów. Najwyżej ${EASY_READ_SUMMARY_MAX} znaków.`,
  summaryTooLong: `Tekst łatwy do czytania może mieć najwyżej ${EASY_READ_SUMMARY_MAX} znaków.`,
  /** What the mark beside the heading says to someone who does not see it. */
  markLabel: 'Tekst łatwy do czytania',
} as const;
