import { fold } from './fold.js';
import { MorfologikDictionary, type DictionaryEntry } from './morfologik.js';
import { isStopWord } from './stopWords.js';

/** One word of a text, as the search matches it. */
export interface AnalysedWord {
  /** The word as written, lower case, without diacritics ("wozkiem"). */
  folded: string;
  /** Its lemmas, lower case, without diacritics ("wozek"); empty when the dictionary does not know the word. */
  lemmas: string[];
  /** The same lemmas with their diacritics ("wózek"), for the words shown back to people ("did you mean"). */
  spelled: string[];
  /** The lemmas that are names (capitalised in the dictionary: 'lodz' for 'Łodzi'), folded: places are among them. */
  names: string[];
  /** Whether some reading is an ordinary word ('łódź', a boat): such a word names a place only in context. */
  common: boolean;
  /** The lemmas that are verbs ('wypozyczac' for 'wypożyczamy' and for the gerund 'wypożyczenie'), folded. */
  verbs: string[];
  /** The lemmas that are ordinary nouns or adjectives ('fizjoterapeuta', 'logopedyczny'), folded. */
  nominals: string[];
}

/** A word of a text with its place in it, counted over every word (stop words too), from 0. */
export interface AnalysedToken {
  word: AnalysedWord;
  position: number;
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

/** Morfologik's tags of the forms of a verb: finite forms, infinitive, gerund ('wypożyczenie') and participles. */
const VERB_TAG = /(^|\+)(verb|ger|pact|ppas|pcon|pant):/;
/** …and of nouns and adjectives. */
const NOMINAL_TAG = /(^|\+)(subst|adj):/;

let dictionary: MorfologikDictionary | undefined;
const cache = new Map<string, AnalysedWord>();

/** The dictionary (2.8 MB) is read on first use and kept: every save and every search needs it. */
export function morfologik(): MorfologikDictionary {
  dictionary ??= MorfologikDictionary.fromFile(DICTIONARY_FILE);
  return dictionary;
}

/** The words of a text: runs of letters and digits (hyphens, quotes and punctuation separate words). */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const variantsOf = (char: string, index: number): readonly string[] => {
  const plain = WITH_DIACRITICS[char] ?? [char];
  // Place and personal names are capitalised in the dictionary ('Łodzi'), so the first letter may be a capital.
  return index === 0 ? [...plain, ...plain.map((variant) => variant.toUpperCase())] : plain;
};

/**
 * The readings of a lower-case word: its own form and the capitalised form (names). A word typed without any
 * diacritic may lack them ('lodzi' is a form of 'lodzić' but was meant as 'Łodzi'), so every spelling of it with
 * diacritics restored adds its readings too ('lodzi' → Łódź, 'wozkiem' → wózek).
 */
function entriesOf(word: string): DictionaryEntry[] {
  const dict = morfologik();
  const exact = [...dict.entries(word), ...dict.entries(capitalised(word))];
  if (word.length < 3 || !/[acelnosz]/.test(word) || /[ąćęłńóśźż]/.test(word)) return exact;
  return [...exact, ...dict.entriesOfVariants(word, variantsOf)];
}

const isName = (lemma: string) => lemma.charAt(0) !== lemma.charAt(0).toLowerCase();
const unique = (values: string[]) => [...new Set(values)];

/** Analyses one word; undefined for a stop word ('dla', 'w', 'z'…), which the search ignores. */
export function analyseWord(word: string): AnalysedWord | undefined {
  const lower = word.toLowerCase();
  if (isStopWord(lower)) return undefined;
  const cached = cache.get(lower);
  if (cached) return cached;
  const entries = entriesOf(lower);
  const spelled = unique(entries.map((entry) => entry.lemma.toLowerCase()));
  const analysed: AnalysedWord = {
    folded: fold(lower),
    lemmas: unique(spelled.map(fold)),
    spelled,
    names: unique(entries.filter((entry) => isName(entry.lemma)).map((entry) => fold(entry.lemma))),
    common: entries.some((entry) => !isName(entry.lemma)),
    verbs: unique(entries.filter((entry) => VERB_TAG.test(entry.tags)).map((entry) => fold(entry.lemma))),
    nominals: unique(
      entries.filter((entry) => NOMINAL_TAG.test(entry.tags) && !isName(entry.lemma)).map((entry) => fold(entry.lemma)),
    ),
  };
  // Texts repeat their words; a bounded memo keeps saving and searching cheap without growing forever.
  if (cache.size >= MAX_CACHED_WORDS) cache.clear();
  cache.set(lower, analysed);
  return analysed;
}

/** Every word of a text that is not a stop word, analysed, with its place among all the text's words. */
export function analyseTokens(text: string): AnalysedToken[] {
  return splitWords(text).flatMap((raw, position) => {
    const word = analyseWord(raw);
    return word ? [{ word, position }] : [];
  });
}

/** Every word of a text that is not a stop word, analysed. */
export function analyseText(text: string): AnalysedWord[] {
  return analyseTokens(text).map((token) => token.word);
}
