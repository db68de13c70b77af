import { analyseWord, splitWords, type AnalysedWord } from './analyser.js';
import { MIN_PREFIX_LENGTH } from './queryPlan.js';

/** What the highlighting needs of a query: its words and the words of the synonyms it matched. */
export interface HighlightedQuery {
  words: AnalysedWord[];
  synonymWords: AnalysedWord[];
}

/** The same rule as the search (server/search/queryPlan.ts): any form of the word, or its beginning. */
function matches(shown: AnalysedWord, searched: AnalysedWord): boolean {
  if (shown.folded === searched.folded) return true;
  if (searched.folded.length >= MIN_PREFIX_LENGTH && shown.folded.startsWith(searched.folded)) return true;
  return shown.lemmas.some((lemma) => lemma === searched.folded || searched.lemmas.includes(lemma));
}

/**
 * The words of the shown texts (titles, snippets) that the query matched, in lower case as written there
 * ('wózkiem' for 'wózek'), so that the page can mark them without analysing Polish itself. Words found only
 * through a synonym or a typo correction are marked too; stop words never are.
 */
export function matchedWords(texts: (string | null | undefined)[], query: HighlightedQuery | undefined): string[] {
  if (!query) return [];
  const searched = [...query.words, ...query.synonymWords];
  const found = new Set<string>();
  for (const word of texts.flatMap((text) => (text ? splitWords(text) : []))) {
    const lower = word.toLowerCase();
    if (found.has(lower)) continue;
    const shown = analyseWord(lower);
    if (shown && searched.some((candidate) => matches(shown, candidate))) found.add(lower);
  }
  return [...found];
}
