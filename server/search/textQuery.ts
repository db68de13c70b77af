import { analyseText, type AnalysedWord } from './analyser.js';

const MAX_QUERY_WORDS = 10;
/** Shorter words match only whole ('si', 'ul'): as prefixes they would match half of the vocabulary. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * A query as tsquery texts over the analysed lexemes (server/search/indexing.ts), from the strictest to the
 * loosest; they rank the matches: every word in the title > every word in the text > with synonyms > some words.
 */
export interface TextQuery {
  /** Every word (any form of it, or its beginning when the dictionary does not know it) in the title. */
  title: string;
  /** Every word anywhere (title, text, or the category the document is filed under). */
  literal: string;
  /** Every word or a synonym of it from the thesaurus: what the search matches. */
  expanded: string;
  /** One tsquery per word (or synonym phrase), for the fallback to documents matching most of the words. */
  units: string[];
  /** The analysed words, for "did you mean". */
  words: AnalysedWord[];
  /** The words of the synonym phrases the query matched, for highlighting what was found. */
  synonymWords: AnalysedWord[];
}

// Lexemes are letters and digits only (splitWords), so quoting them is enough to keep them plain words.
const term = (lexeme: string, suffix = '') => `'${lexeme}'${suffix}`;

/** Any lemma of the word, or the word as typed as a prefix ('wózk' finds 'wózkiem', 'Bobath' finds 'Bobatha'). */
function wordTerms(word: AnalysedWord, weight = ''): string {
  const prefix = word.folded.length >= MIN_PREFIX_LENGTH;
  const terms = [
    ...word.lemmas
      .filter((lemma) => !(prefix && lemma.startsWith(word.folded)) && lemma !== word.folded)
      .map((lemma) => term(lemma, weight && `:${weight}`)),
    term(word.folded, prefix ? `:*${weight}` : weight && `:${weight}`),
  ];
  return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
}

/** A synonym phrase matches exactly (lemmas or the word itself): 'SI' must not become every word starting with 'si'. */
function phraseTerms(phrase: AnalysedWord[]): string {
  const words = phrase.map((word) => {
    const terms = [...new Set([...word.lemmas, word.folded])].map((lexeme) => term(lexeme));
    return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
  });
  return words.length === 1 ? words[0] : `(${words.join(' & ')})`;
}

const sameWord = (a: AnalysedWord, b: AnalysedWord) =>
  a.folded === b.folded || a.lemmas.some((lemma) => lemma === b.folded || b.lemmas.includes(lemma));

interface Unit {
  words: AnalysedWord[];
  /** The other phrases of the synonym group the words matched, if any. */
  synonyms: AnalysedWord[][];
}

/** Splits the query into single words and the longest synonym phrases found in it ('wózki inwalidzkie'). */
function units(words: AnalysedWord[], groups: AnalysedWord[][][]): Unit[] {
  const result: Unit[] = [];
  for (let at = 0; at < words.length;) {
    let best: { length: number; group: AnalysedWord[][]; phrase: AnalysedWord[] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        const length = phrase.length;
        if (!length || (best && best.length >= length) || at + length > words.length) continue;
        if (phrase.every((word, index) => sameWord(word, words[at + index]))) best = { length, group, phrase };
      }
    }
    const length = best?.length ?? 1;
    result.push({
      words: words.slice(at, at + length),
      synonyms: best ? best.group.filter((phrase) => phrase !== best.phrase) : [],
    });
    at += length;
  }
  return result;
}

const all = (parts: string[]) => (parts.length === 1 ? parts[0] : parts.map((part) => `(${part})`).join(' & '));

/** The tsquery texts of a query, or undefined when it has no word to match (only stop words or punctuation). */
export function buildTextQuery(text: string, synonymGroups: string[][]): TextQuery | undefined {
  const words = analyseText(text).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return undefined;
  const groups = synonymGroups.map((group) => group.map(analyseText).filter((phrase) => phrase.length > 0));
  const queryUnits = units(words, groups);
  const parts = queryUnits.map((unit) => {
    const literal = all(unit.words.map((word) => wordTerms(word)));
    const alternatives = unit.synonyms.map(phraseTerms);
    return {
      title: all(unit.words.map((word) => wordTerms(word, 'A'))),
      literal,
      expanded: alternatives.length ? [literal, ...alternatives].map((part) => `(${part})`).join(' | ') : literal,
    };
  });
  return {
    title: all(parts.map((part) => part.title)),
    literal: all(parts.map((part) => part.literal)),
    expanded: all(parts.map((part) => part.expanded)),
    units: parts.map((part) => part.expanded),
    words,
    synonymWords: queryUnits.flatMap((unit) => unit.synonyms.flat()),
  };
}
