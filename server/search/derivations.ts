import { fold } from './fold.js';
import { morfologik, type AnalysedWord } from './analyser.js';

/**
 * Weak matches between related words, below an exact match: compounds that end or begin with a known word
 * ('neurologopeda' → logopeda, 'hipoterapia' → terapia), the two aspects of a verb ('wypożyczać',
 * 'wypożyczyć') and words derived from one stem ('fizjoterapeuta', 'fizjoterapia'). Both sides are analysed
 * alike, so the same keys meet in the index and in the query.
 */

/** Shortest part of a compound taken as a word of its own ('terapia'): shorter ones are mostly accidents. */
const MIN_PART = 5;
/** Shortest rest of the compound around the part ('hipo', 'neuro'). */
const MIN_REST = 4;
/**
 * A compound's first part ends in the linking 'o' ('hipo-terapia', 'neuro-logopeda', 'audio-deskrypcja',
 * 'muzyko-terapia'); without it a known word at the end is mostly an accident ('trans-port', 'inte-gracja').
 */
const LINKING_VOWEL = 'o';
/** After the 'o' of a verb in '-ować', '-wanie' and '-wany' are endings ('dofinanso-wanie'), not words. */
const VERBAL_ENDING = /^wan/;
/** Nouns and adjectives only: verbs and adverbs inside longer words are accidents of spelling. */
const PART_TAG = /(^|\+)(subst|adj):/;

const compoundCache = new Map<string, string[]>();
const MAX_CACHED = 20_000;

/** The lemmas (folded) of a spelling that is a noun or an adjective of the dictionary ('logopedy' → logopeda). */
function partLemmas(spelling: string, baseFormOnly: boolean): string[] {
  return morfologik()
    .entries(spelling)
    .filter((entry) => PART_TAG.test(entry.tags) && entry.lemma === entry.lemma.toLowerCase())
    .filter((entry) => !baseFormOnly || entry.lemma === spelling)
    .map((entry) => fold(entry.lemma));
}

/**
 * The known words a word ends with after a linking 'o' ('hipoterapia' → terapia, 'neurologopedy' → logopeda),
 * folded. A word the dictionary does not know may also begin with one (a base form, 'neurolog'), never a word
 * the dictionary knows: its beginnings are accidents ('sensor-yczny', 'dostęp-ność' is a derivation it lemmatises).
 */
function partsOf(spelling: string, known: boolean): string[] {
  const chars = [...spelling];
  if (chars.length < MIN_PART + MIN_REST) return [];
  const parts = new Set<string>();
  for (let cut = MIN_REST; cut <= chars.length - MIN_PART; cut++) {
    const tail = chars.slice(cut).join('');
    if (chars[cut - 1] !== LINKING_VOWEL || VERBAL_ENDING.test(tail)) continue;
    for (const lemma of partLemmas(tail, false)) parts.add(lemma);
  }
  if (!known) {
    for (let cut = chars.length - MIN_REST - 1; cut >= MIN_PART; cut--) {
      for (const lemma of partLemmas(chars.slice(0, cut).join(''), true)) parts.add(lemma);
    }
  }
  return [...parts];
}

/**
 * The known words inside a word: of each lemma with its diacritics ('hipoterapia'), or of the word as written
 * when the dictionary does not know it ('neurologopedy' → logopeda). Never the word's own lemmas.
 */
export function compoundParts(word: AnalysedWord): string[] {
  const cached = compoundCache.get(word.folded);
  if (cached) return cached;
  const own = [word.folded, ...word.lemmas];
  const known = word.spelled.length > 0;
  const spellings = known ? word.spelled : [word.folded];
  const parts = [...new Set(spellings.flatMap((spelling) => partsOf(spelling, known)))].filter(
    (part) => !own.includes(part),
  );
  if (compoundCache.size >= MAX_CACHED) compoundCache.clear();
  compoundCache.set(word.folded, parts);
  return parts;
}

/** Endings of the infinitive, longest first: the aspects of a verb differ in them ('wypożycz-ać', 'wypożycz-yć'). */
const INFINITIVE_ENDINGS = ['ywac', 'iwac', 'awac', 'owac', 'nac', 'ac', 'ic', 'yc', 'ec', 'c'];
const MIN_STEM = 3;

/** The stem both aspects of a verb share ('wypozycz' for wypożyczać and wypożyczyć), from a folded verb lemma. */
export function aspectStem(verb: string): string | undefined {
  const ending = INFINITIVE_ENDINGS.find((candidate) => verb.endsWith(candidate));
  if (!ending) return undefined;
  const stem = verb.slice(0, -ending.length);
  return stem.length >= MIN_STEM ? stem : undefined;
}

/**
 * Endings that derive nouns and adjectives from one stem, longest first: the person and the activity
 * ('fizjoterapeuta', 'fizjoterapia', 'fizjoterapeutyczny'; 'rehabilitant', 'rehabilitacja', 'rehabilitacyjny';
 * 'asystent', 'asystencja'; 'opiekun', 'opieka'; 'dostępny', 'dostępność'; 'wypożyczalnia' and the verb
 * 'wypożyczać'), folded. Like the stems
 * of Elasticsearch's Polish analysis (Stempel), a family of derived words meets in one key, below the word itself.
 */
const DERIVATIONAL_ENDINGS = [
  'eutyczny',
  'acyjny',
  'unczy',
  'eutka',
  'yczny',
  'iczny',
  'istka',
  'entka',
  'encja',
  'antka',
  'alnia',
  'euta',
  'ista',
  'ysta',
  'acja',
  'alny',
  'unka',
  'owy',
  'osc',
  'ota',
  'ent',
  'ant',
  'nik',
  'ia',
  'un',
  'a',
  'y',
];
/** Shorter stems join unrelated words ('praw-o', 'praw-y'); derivations meet above this. */
const MIN_DERIVATION_STEM = 5;

/** The stem a noun or an adjective shares with its derivations, from its folded lemma; undefined when none. */
export function nominalStem(lemma: string): string | undefined {
  const ending = DERIVATIONAL_ENDINGS.find((candidate) => lemma.endsWith(candidate));
  if (!ending) return undefined;
  const stem = lemma.slice(0, -ending.length);
  return stem.length >= MIN_DERIVATION_STEM ? stem : undefined;
}

/**
 * The stems a word shares with its derivations: its verbs' aspect stems and its nouns' and adjectives'
 * derivational stems, each different from the word's own lemmas.
 */
export function derivationStems(word: AnalysedWord): string[] {
  const stems = [
    ...word.verbs.flatMap((verb) => aspectStem(verb) ?? []),
    ...word.nominals.flatMap((lemma) => nominalStem(lemma) ?? []),
  ];
  return [...new Set(stems)].filter((stem) => !word.lemmas.includes(stem));
}

/** The aspect stems of a word's verb readings. */
export function aspectStems(word: AnalysedWord): string[] {
  return [...new Set(word.verbs.flatMap((verb) => aspectStem(verb) ?? []))];
}
