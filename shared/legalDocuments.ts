/**
 * Texts around the legal documents administrators write in the portal settings ('Warunki korzystania', 'Polityka
 * prywatności'): what a page says while the text loads and before any text is published.
 */
export const LEGAL_DOCUMENT_TEXTS = {
  loading: 'Ładowanie treści…',
  /** Followed by the contact address, or by the contact page's link when no address is set. */
  unpublished: (title: string) =>
    `Treść dokumentu „${title}” nie została jeszcze opublikowana. Jeśli masz pytania, napisz na adres `,
  contactPageLink: 'kontaktowy',
  browserDataBefore: 'Informacje o danych zapisywanych w Twojej przeglądarce znajdziesz w ',
  browserDataLink: 'polityce cookies',
} as const;
