import { fold } from './fold.js';
import { MorfologikDictionary } from './morfologik.js';
import { isStopWord } from './stopWords.js';

/** One word of a text, as the search matches it. */
export interface AnalysedWord {
  /** The word as written, lower case, without diacritics ("wozkiem"). */
  folded: string;
  /** Its lemmas, lower case, without diacritics ("wozek"); empty when the dictionary does not know the word. */
  lemmas: string[];
  /** The same lemmas with their diacritics ("wózek"), for the words shown back to people ("did you mean"). */
  spelled: string[];
}

const DICTIONARY_FILE = new URL('./dictionary/pl.dict', import.meta.url);
const MAX_CACHED_WORDS = 50_000;

/** Letters a person may type without their diacritic: the dictionary is asked for both spellings. */
const WITH_DIACRITICS: Record<string, readonly string[]> = {
  a: ['a', 'ą'],
  c: ['c', 'ć'],
  e: ['e', 'ę'],
  l: ['l', 'ł'],
  n: ['n', 'ń'],
  o: ['o', 'ó'],
  s: ['s', 'ś'],
  z: ['z', 'ż', 'ź'],
};

let dictionary: MorfologikDictionary | undefined;
const cache = new Map<string, AnalysedWord>();

/** The dictionary (2.8 MB) is read on first use and kept: every save and every search needs it. */
function morfologik(): MorfologikDictionary {
  dictionary ??= MorfologikDictionary.fromFile(DICTIONARY_FILE);
  return dictionary;
}

/** The words of a text: runs of letters and digits (hyphens, quotes and punctuation separate words). */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const variantsOf = (char: string, index: number): readonly string[] => {
  const plain = WITH_DIACRITICS[char] ?? [char];
  // Place and personal names are capitalised in the dictionary ('Łodzi'), so the first letter may be a capital.
  return index === 0 ? [...plain, ...plain.map((variant) => variant.toUpperCase())] : plain;
};

/**
 * The lemmas of a lower-case word: its own form and the capitalised form (names). A word typed without any
 * diacritic may lack them ('lodzi' is a form of 'lodzić' but was meant as 'Łodzi'), so every spelling of it with
 * diacritics restored adds its lemmas too ('lodzi' → Łódź, 'wozkiem' → wózek).
 */
function lemmasOf(word: string): string[] {
  const dict = morfologik();
  const exact = [...dict.lemmas(word), ...dict.lemmas(capitalised(word))];
  if (word.length < 3 || !/[acelnosz]/.test(word) || /[ąćęłńóśźż]/.test(word)) return exact;
  return [...exact, ...dict.lemmasOfVariants(word, variantsOf)];
}

/** Analyses one word; undefined for a stop word ('dla', 'w', 'z'…), which the search ignores. */
export function analyseWord(word: string): AnalysedWord | undefined {
  const lower = word.toLowerCase();
  if (isStopWord(lower)) return undefined;
  const cached = cache.get(lower);
  if (cached) return cached;
  const spelled = [...new Set(lemmasOf(lower).map((lemma) => lemma.toLowerCase()))];
  const analysed: AnalysedWord = {
    folded: fold(lower),
    lemmas: [...new Set(spelled.map(fold))],
    spelled,
  };
  // Texts repeat their words; a bounded memo keeps saving and searching cheap without growing forever.
  if (cache.size >= MAX_CACHED_WORDS) cache.clear();
  cache.set(lower, analysed);
  return analysed;
}

/** Every word of a text that is not a stop word, analysed. */
export function analyseText(text: string): AnalysedWord[] {
  return splitWords(text).flatMap((word) => analyseWord(word) ?? []);
}

/**
 * The lexemes a text is indexed under: each word as written and each of its lemmas (all folded), so that any
 * form of a word finds the text and a word the dictionary does not know is still found by its prefix.
 */
export function documentLexemes(text: string): string[] {
  const lexemes = new Set<string>();
  for (const word of analyseText(text)) {
    lexemes.add(word.folded);
    for (const lemma of word.lemmas) lexemes.add(lemma);
  }
  return [...lexemes];
}
