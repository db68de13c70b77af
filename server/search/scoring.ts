import type { MatchKind, QueryPlan, QueryUnit } from './queryPlan.js';
import type { CollectionStats } from './vocabulary.js';

/**
 * The text score of an offer: BM25F (Robertson and Zaragoza's field-weighted BM25, with Lucene's defaults k1 = 1.2
 * and b = 0.75 and its inverse document frequency), summed over the query's words, each by the most exact way it
 * matched; then multiplied by the share of the query it covers and by how close together its words stand.
 */

/** Title > short description > long description > labels (category, place, groups, features, modes). */
export const FIELD_WEIGHTS = [3, 1.5, 1, 0.6] as const;
/**
 * Length normalisation per field: a word in a long text counts less than in a short one. Labels are barely
 * normalised: their length is the number of tags, not how much of the offer is about the word.
 */
export const FIELD_LENGTH_NORMALISATION = [0.5, 0.75, 0.75, 0.3] as const;
export const K1 = 1.2;

/** How much each way of matching is worth against a literal match of the word as typed. */
export const KIND_WEIGHTS: Record<MatchKind, number> = {
  literal: 1,
  lemma: 0.92,
  prefix: 0.8,
  synonym: 0.8,
  derivation: 0.7,
  typo: 0.65,
  compound: 0.45,
};

/** Words of the query found close together (as close as in the query) raise the score by up to this share. */
export const PROXIMITY_WEIGHT = 0.25;

/** Where one key occurs in a document: its position and field (0 title … 3 labels). */
export interface Occurrence {
  position: number;
  field: number;
}

/** What the score reads of a candidate: its field lengths and where the query's keys occur in it. */
export interface CandidateText {
  lengths: readonly number[];
  occurrences: ReadonlyMap<string, readonly Occurrence[]>;
}

/** How well an offer matches the query. */
export interface TextScore {
  score: number;
  /** Every unit of the query matched (by any alternative): a full match, never ranked below a partial one by promotion. */
  full: boolean;
  /** The units matched only through a typo correction. */
  corrected: QueryUnit[];
}

/** Lucene's BM25 inverse document frequency. */
export function inverseDocumentFrequency(df: number, documents: number): number {
  const n = Math.max(documents, df);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** A unit's document frequency: of the word itself (the most frequent of its forms), else of what it matched. */
function unitFrequency(unit: QueryUnit, df: ReadonlyMap<string, number>): number {
  const of = (keys: readonly string[]) => Math.max(0, ...keys.map((key) => df.get(key) ?? 0));
  const own = Math.min(...unit.ownKeys.map(of));
  if (own > 0) return own;
  return Math.max(0, ...unit.alternatives.map((alternative) => Math.min(...alternative.words.map(of))));
}

export const unitWeights = (plan: QueryPlan): number[] =>
  plan.units.map((unit) =>
    inverseDocumentFrequency(unitFrequency(unit, plan.statistics.df), plan.statistics.stats.documents),
  );

/** The occurrences of any of a word's keys, each position once. */
function wordOccurrences(keys: readonly string[], text: CandidateText): Occurrence[] {
  const seen = new Map<number, Occurrence>();
  for (const key of keys)
    for (const occurrence of text.occurrences.get(key) ?? []) seen.set(occurrence.position, occurrence);
  return [...seen.values()];
}

/** BM25F's pseudo term frequency: occurrences per field, weighted and normalised by the field's length. */
export function pseudoFrequency(
  countsByField: readonly number[],
  lengths: readonly number[],
  stats: CollectionStats,
): number {
  return countsByField.reduce((sum, count, field) => {
    if (!count) return sum;
    const b = FIELD_LENGTH_NORMALISATION[field];
    const norm = 1 - b + (b * (lengths[field] ?? 0)) / stats.averageLengths[field];
    return sum + (FIELD_WEIGHTS[field] * count) / norm;
  }, 0);
}

export const saturate = (frequency: number) => (frequency * (K1 + 1)) / (frequency + K1);

interface AlternativeMatch {
  value: number;
  kind: MatchKind;
  occurrences: Occurrence[];
}

/** How well one unit matches: its best alternative (words of a phrase must share a field). */
function matchUnit(unit: QueryUnit, text: CandidateText, stats: CollectionStats): AlternativeMatch | undefined {
  let best: AlternativeMatch | undefined;
  for (const alternative of unit.alternatives) {
    const words = alternative.words.map((keys) => wordOccurrences(keys, text));
    const counts = [0, 1, 2, 3].map((field) =>
      Math.min(...words.map((occurrences) => occurrences.filter((occurrence) => occurrence.field === field).length)),
    );
    const frequency = pseudoFrequency(counts, text.lengths, stats);
    if (!frequency) continue;
    const value = KIND_WEIGHTS[alternative.kind] * saturate(frequency);
    if (!best || value > best.value) best = { value, kind: alternative.kind, occurrences: words.flat() };
  }
  return best;
}

/** 1 when two words stand as close in the offer as in the query (in one field), less the farther apart. */
export function closeness(a: readonly Occurrence[], b: readonly Occurrence[], queryGap: number): number {
  let nearest = Infinity;
  for (const x of a) {
    for (const y of b) if (x.field === y.field) nearest = Math.min(nearest, Math.abs(x.position - y.position));
  }
  if (nearest === Infinity) return 0;
  return 1 / (1 + Math.max(0, nearest - Math.max(1, queryGap)));
}

/** The text score of one candidate (see the top of this file). */
export function scoreText(plan: QueryPlan, weights: readonly number[], text: CandidateText): TextScore {
  const matches = plan.units.map((unit) => matchUnit(unit, text, plan.statistics.stats));
  let sum = 0;
  let covered = 0;
  let total = 0;
  matches.forEach((match, index) => {
    total += weights[index];
    if (!match) return;
    sum += weights[index] * match.value;
    covered += weights[index];
  });
  const coverage = total > 0 ? covered / total : 1;
  let proximity = 0;
  for (let index = 1; index < matches.length; index++) {
    const [previous, current] = [matches[index - 1], matches[index]];
    if (!previous || !current) continue;
    const gap = plan.units[index].position - plan.units[index - 1].position;
    proximity += closeness(previous.occurrences, current.occurrences, gap);
  }
  const pairs = matches.length - 1;
  return {
    score: sum * coverage * (1 + (pairs > 0 ? (PROXIMITY_WEIGHT * proximity) / pairs : 0)),
    full: matches.every(Boolean),
    corrected: plan.units.filter((_, index) => matches[index]?.kind === 'typo'),
  };
}
