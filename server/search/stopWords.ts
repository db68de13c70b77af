import { createRequire } from 'node:module';
import { fold } from './fold.js';

// stopwords-iso (MIT) ships one JSON of every language; only its Polish list is kept in memory.
const require = createRequire(import.meta.url);
const { pl } = require('stopwords-iso/stopwords-iso.json') as { pl: string[] };

/** Both spellings: people type 'sie' for 'się' and 'ze' for 'że'. */
const STOP_WORDS = new Set(pl.flatMap((word) => [word, fold(word)]));

/** A Polish function word ('dla', 'w', 'z', 'na', 'oraz'…) the search ignores; `word` is in lower case. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || STOP_WORDS.has(fold(word));
}
