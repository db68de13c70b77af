import type { Db } from '../db/index.js';
import type { Execute } from './execute.js';
import { analyseText, analyseWord, morfologik, variantsOf, type AnalysedWord } from './analyser.js';
import { compoundParts, derivationStems } from './derivations.js';
import { fold } from './fold.js';
import { ASPECT_MARK, PART_MARK, SHORT_MARK, TITLE_MARK } from './lexemes.js';
import { placeInQuery, queryTokens, type PlaceInQuery, type QueryToken } from './queryPlace.js';
import { framesQuestion } from './stopWords.js';
import { completions, corrections, termStatistics, type TermStatistics } from './vocabulary.js';

/**
 * How a query word matched, from the most to the least exact. A literal form ranks above a lemma, a lemma above a
 * synonym, a synonym above a typo correction; the beginning of an unknown word, a verb's other aspect and a
 * compound's part are weaker still than the word itself.
 */
export const MATCH_KINDS = ['literal', 'lemma', 'prefix', 'synonym', 'derivation', 'typo', 'compound'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** One way a query unit can be found: words that must all occur, each by any of its keys. */
export interface Alternative {
  kind: MatchKind;
  words: string[][];
}

/** A word of the query, or a phrase of the thesaurus found in it ('wózki inwalidzkie'), with its alternatives. */
export interface QueryUnit {
  /** The words as typed. */
  typed: string;
  /** Position of its first word in the query (stop words counted), for proximity. */
  position: number;
  alternatives: Alternative[];
  /** Keys naming the unit itself (as typed and its lemmas): the inverse document frequency of the unit. */
  ownKeys: string[][];
  /** The portal's word replacing a typo, with its diacritics, when the unit was corrected. */
  correction?: string;
}

/** A query, analysed: what the candidates are read by and the score measures. */
export interface QueryPlan {
  units: QueryUnit[];
  /** The place the query names, when it was understood as one (its words left the units). */
  place: PlaceInQuery | undefined;
  statistics: TermStatistics;
  /** The analysed words of the query and of the synonyms it matched, for highlighting what was found. */
  words: AnalysedWord[];
  synonymWords: AnalysedWord[];
}

export interface PlanOptions {
  synonymGroups: string[][];
  /** Typo corrections of words the portal does not know (off when the visitor asked for the exact words). */
  typos: boolean;
  /** Place names understood as a place (off when the visitor chose a place or asked to search everywhere). */
  places: boolean;
}

const MAX_QUERY_WORDS = 10;
/** Shorter unknown words are never completed ('si', 'ul'): as beginnings they would match half of the vocabulary. */
export const MIN_PREFIX_LENGTH = 3;

const sameWord = (a: AnalysedWord, b: AnalysedWord) =>
  a.folded === b.folded || a.lemmas.some((lemma) => lemma === b.folded || b.lemmas.includes(lemma));

interface Span {
  tokens: { token: QueryToken; word: AnalysedWord }[];
  synonyms: AnalysedWord[][];
}

/** Splits the query into single words and the longest synonym phrases found in it ('wózki inwalidzkie'). */
function spans(tokens: { token: QueryToken; word: AnalysedWord }[], groups: AnalysedWord[][][]): Span[] {
  const result: Span[] = [];
  for (let at = 0; at < tokens.length;) {
    let best: { length: number; group: AnalysedWord[][]; phrase: AnalysedWord[] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        const length = phrase.length;
        if (!length || (best && best.length >= length) || at + length > tokens.length) continue;
        if (phrase.every((word, index) => sameWord(word, tokens[at + index].word))) best = { length, group, phrase };
      }
    }
    const length = best?.length ?? 1;
    result.push({
      tokens: tokens.slice(at, at + length),
      synonyms: best ? best.group.filter((phrase) => phrase !== best.phrase) : [],
    });
    at += length;
  }
  return result;
}

const wordKeys = (word: AnalysedWord) => [...new Set([word.folded, ...word.lemmas])];

/** The alternatives of a query unit that need no lookup: its forms, lemmas, derivations and synonyms. */
function baseAlternatives(span: Span): Alternative[] {
  const words = span.tokens.map(({ word }) => word);
  const alternatives: Alternative[] = [
    { kind: 'literal', words: words.map((word) => [word.folded]) },
    { kind: 'lemma', words: words.map(wordKeys) },
    ...span.synonyms.map((phrase): Alternative => ({ kind: 'synonym', words: phrase.map(wordKeys) })),
  ];
  if (words.length === 1) {
    const [word] = words;
    // Words of the same stem: derived ones (=stem) and the stem itself when it is a word ('tłumacz' for
    // 'tłumaczenie'); and the words derived from this one ('psychologiczny' for 'psycholog').
    const stems = derivationStems(word);
    const derived = [
      ...stems.flatMap((stem) => [ASPECT_MARK + stem, stem]),
      ...word.nominals.map((lemma) => ASPECT_MARK + lemma),
    ];
    if (derived.length) alternatives.push({ kind: 'derivation', words: [[...new Set(derived)]] });
    // A compound of the word ('hipoterapia' for 'terapia'), or a word the typed compound contains.
    const parts = compoundParts(word);
    alternatives.push({
      kind: 'compound',
      words: [[...wordKeys(word).map((key) => PART_MARK + key), ...parts]],
    });
  }
  return alternatives;
}

/** Every key of a plan's alternatives (no tier marks). */
export const planKeys = (units: readonly QueryUnit[]) => [
  ...new Set(units.flatMap((unit) => unit.alternatives.flatMap((alternative) => alternative.words.flat()))),
];

/** The keys and their tier marks: the document frequencies the budget and the score need. */
const keysWithTiers = (keys: readonly string[]) => keys.flatMap((key) => [key, TITLE_MARK + key, SHORT_MARK + key]);

/** A folded word spelled with its diacritics when the dictionary knows it ('wozkiem' → 'wózkiem', 'krakow' → 'Kraków'). */
function spelledForm(folded: string): string {
  const forms = morfologik().formsOfVariants(folded, variantsOf);
  return forms.find((form) => form === form.toLowerCase()) ?? forms[0] ?? folded;
}

const known = (unit: QueryUnit, df: Map<string, number>) =>
  unit.ownKeys.every((keys) => keys.some((key) => (df.get(key) ?? 0) > 0));

/**
 * Analyses a query: drops stop words and the words framing a question, takes a place name out as a place, finds
 * the thesaurus' phrases, and completes or corrects the words the portal does not know (a beginning of one of its
 * words, or a typo as Meilisearch allows them: server/search/typos.ts).
 */
export async function planQuery(
  db: Db,
  execute: Execute,
  text: string,
  options: PlanOptions,
): Promise<QueryPlan | undefined> {
  const tokens = queryTokens(text).slice(0, MAX_QUERY_WORDS * 2);
  const place = options.places ? await placeInQuery(db, execute, tokens) : undefined;
  const content = tokens
    .filter((token) => !place?.positions.includes(token.position))
    .flatMap((token) => (token.word && !framesQuestion(token.word.lemmas) ? [{ token, word: token.word }] : []))
    .slice(0, MAX_QUERY_WORDS);
  const groups = options.synonymGroups.map((group) => group.map(analyseText).filter((phrase) => phrase.length > 0));
  const found = spans(content, groups);
  const units: QueryUnit[] = found.map((span) => ({
    typed: span.tokens.map(({ token }) => token.raw).join(' '),
    position: span.tokens[0].token.position,
    alternatives: baseAlternatives(span),
    ownKeys: span.tokens.map(({ word }) => wordKeys(word)),
  }));
  const firstKeys = new Set(planKeys(units));
  const statistics = await termStatistics(execute, keysWithTiers([...firstKeys]));
  if (!units.length) {
    return place ? { units, place, statistics, words: [], synonymWords: [] } : undefined;
  }
  await Promise.all(
    units.map(async (unit) => {
      if (unit.ownKeys.length !== 1 || known(unit, statistics.df)) return;
      const typed = unit.ownKeys[0][0];
      const [begun, corrected] = await Promise.all([
        typed.length >= MIN_PREFIX_LENGTH ? completions(execute, typed) : [],
        options.typos ? corrections(execute, typed) : [],
      ]);
      if (begun.length) unit.alternatives.push({ kind: 'prefix', words: [begun.map((entry) => entry.lexeme)] });
      // A correction is searched as the word itself would be: any form of it, and compounds containing it.
      const meant = corrected.flatMap((entry) => {
        const word = analyseWord(entry.lexeme);
        return word ? wordKeys(word) : [entry.lexeme];
      });
      if (meant.length) {
        unit.alternatives.push({ kind: 'typo', words: [[...new Set(meant)]] });
        unit.alternatives.push({ kind: 'compound', words: [[...new Set(meant)].map((key) => PART_MARK + key)] });
        unit.correction = spelledForm(corrected[0].lexeme);
      }
    }),
  );
  // The keys the completions and corrections added: their frequencies, read in one more statement.
  const expansions = planKeys(units).filter((key) => !firstKeys.has(key));
  if (expansions.length) {
    const more = await termStatistics(execute, keysWithTiers(expansions));
    for (const [key, df] of more.df) statistics.df.set(key, df);
  }
  return {
    units,
    place,
    statistics,
    words: [
      ...content.map(({ word }) => word),
      ...units.flatMap((unit) => (unit.correction ? (analyseWord(unit.correction) ?? []) : [])),
    ],
    synonymWords: found.flatMap((span) => span.synonyms.flat()),
  };
}

/**
 * The text with each word the portal does not know, and that begins none of its words, replaced by its typo
 * correction (the same rule as the search): suggestions while typing tolerate the same typos.
 */
export async function respell(execute: Execute, text: string): Promise<string> {
  const tokens = queryTokens(text).slice(0, MAX_QUERY_WORDS * 2);
  const keys = tokens.flatMap((token) => (token.word ? [token.word.folded, ...token.word.lemmas] : []));
  const { df } = await termStatistics(execute, keys);
  const words = await Promise.all(
    tokens.map(async ({ raw, word }) => {
      if (!word || [word.folded, ...word.lemmas].some((key) => (df.get(key) ?? 0) > 0)) return raw;
      if ((await completions(execute, word.folded)).length) return raw;
      const [best] = await corrections(execute, word.folded);
      return best ? spelledForm(best.lexeme) : raw;
    }),
  );
  return words.join(' ');
}

/** The query with each corrected word replaced by its correction, or null when nothing was corrected. */
export function correctedQuery(text: string, plan: QueryPlan, used: ReadonlySet<QueryUnit>): string | null {
  const replaced = new Map<string, string>();
  for (const unit of plan.units) {
    if (unit.correction && used.has(unit)) replaced.set(fold(unit.typed), unit.correction);
  }
  if (!replaced.size) return null;
  return text
    .split(/(\s+)/)
    .map((part) => replaced.get(fold(part.replace(/[^\p{L}\p{N}]+/gu, ''))) ?? part)
    .join('');
}
