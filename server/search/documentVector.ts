import { analyseTokens, type AnalysedWord } from './analyser.js';
import { compoundParts, derivationStems } from './derivations.js';
import {
  ASPECT_MARK,
  FIELD_WEIGHT_LETTERS,
  FIELDS,
  PART_MARK,
  SHORT_MARK,
  TITLE_MARK,
  quoteLexeme,
  type Field,
} from './lexemes.js';

/** The texts of a document by field: title, short description, long description, labels (category, place…). */
export type DocumentFields = Record<Field, string>;

/** A document as the index stores it: the text of its tsvector, its keys, and the number of words of each field. */
export interface DocumentVector {
  vector: string;
  lexemes: string[];
  lengths: number[];
}

/** PostgreSQL keeps positions up to 16383 and at most 256 of them per lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
/** Positions left empty between two fields, so that words of different fields never count as close. */
const FIELD_GAP = 100;

/** Every key a word is found by: as written, its lemmas, the words its compound contains, its derivational stems. */
export function wordKeys(word: AnalysedWord): string[] {
  return [
    ...new Set([
      word.folded,
      ...word.lemmas,
      ...compoundParts(word).map((part) => PART_MARK + part),
      ...derivationStems(word).map((stem) => ASPECT_MARK + stem),
    ]),
  ];
}

/**
 * The tsvector of a document. Each key carries the positions of its words, weighted by field (A title, B short
 * description, C long description, D labels), for the score's term frequencies, field lengths and proximity.
 * The keys of the title and of the short description are repeated with a mark and no position (#wozek, +wozek):
 * they let a query read the documents that have a word in their title first, without reading every match.
 */
export function documentVector(fields: DocumentFields): DocumentVector {
  const positions = new Map<string, string[]>();
  const tiers = new Set<string>();
  const lengths: number[] = [];
  let offset = 1;
  FIELDS.forEach((field, index) => {
    const tokens = analyseTokens(fields[field]);
    const letter = FIELD_WEIGHT_LETTERS[index];
    let last = -1;
    for (const { word, position } of tokens) {
      const at = Math.min(offset + position, MAX_POSITION);
      last = position;
      for (const key of wordKeys(word)) {
        const list = positions.get(key) ?? [];
        if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${at}${letter}`);
        positions.set(key, list);
        if (field === 'title') tiers.add(TITLE_MARK + key);
        if (field === 'short') tiers.add(SHORT_MARK + key);
      }
    }
    lengths.push(tokens.length);
    offset += last + 1 + FIELD_GAP;
  });
  const entries = [
    ...[...positions].map(([key, list]) => `${quoteLexeme(key)}:${list.join(',')}`),
    ...[...tiers].map(quoteLexeme),
  ];
  return { vector: entries.join(' '), lexemes: [...positions.keys(), ...tiers], lengths };
}
