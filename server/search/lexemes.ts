/**
 * The keys of the search index (server/search/documentVector.ts) besides the words and lemmas themselves. A
 * word is letters and digits only (splitWords), so a key beginning with one of these marks is never a word.
 */

/** The word occurs in the title: the first tier of the candidates a query reads (server/search/retrieval.ts). */
export const TITLE_MARK = '#';
/** The word occurs in the short description: the second tier. */
export const SHORT_MARK = '+';
/** A compound ends or begins with this known word ('hipoterapia' → ~terapia). */
export const PART_MARK = '~';
/**
 * A word derived from this stem: a verb's both aspects ('wypożyczać', 'wypożyczyć' → =wypozycz), a person and an
 * activity ('fizjoterapeuta', 'fizjoterapia' → =fizjoterap).
 */
export const ASPECT_MARK = '=';

/** The parts of an offer the score weighs differently, in the order of their weights A, B, C, D. */
export const FIELDS = ['title', 'short', 'long', 'labels'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_WEIGHT_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A lexeme quoted for the text form of a tsvector or a tsquery. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
