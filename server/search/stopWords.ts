import { createRequire } from 'node:module';
import { fold } from './fold.js';

// stopwords-iso (MIT) ships one JSON of every language; only its Polish list is kept in memory.
const require = createRequire(import.meta.url);
const { pl } = require('stopwords-iso/stopwords-iso.json') as { pl: string[] };

/** Both spellings: people type 'sie' for 'się' and 'ze' for 'że'. */
const STOP_WORDS = new Set(pl.flatMap((word) => [word, fold(word)]));

/** A Polish function word ('dla', 'w', 'z', 'na', 'oraz', 'gdzie', 'jak', 'czy'…) the search ignores; `word` is in lower case. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || STOP_WORDS.has(fold(word));
}

/**
 * Lemmas (folded) of the words that frame a question rather than name what is sought ('szukam logopedy',
 * 'potrzebuję wózka', 'gdzie można znaleźć…'): a query ignores them, an offer's own text keeps them.
 */
const QUERY_FRAME_LEMMAS = new Set([
  'szukac',
  'poszukiwac',
  'potrzebowac',
  'potrzebny',
  'chciec',
  'prosic',
  'polecic',
  'polecac',
  'znalezc',
  'znajdowac',
]);

/** Whether every reading of a query word frames the question (see QUERY_FRAME_LEMMAS). */
export const framesQuestion = (lemmas: readonly string[]) =>
  lemmas.length > 0 && lemmas.every((lemma) => QUERY_FRAME_LEMMAS.has(lemma));
