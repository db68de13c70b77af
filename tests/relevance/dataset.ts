import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccessibilityFeature, ServiceMode, TargetGroup } from '../../shared/discovery.js';
import type { PriceType } from '../../shared/labels/offers.js';
import type { PriceUnit } from '../../shared/price.js';

/**
 * The judged relevance set (docs/wyszukiwanie.md, "Ocena trafności wyszukiwania"): offers written for it, queries
 * typed the way people type them, and graded judgments in TREC qrels form. The three files are checksummed, so an edit shows;
 * data/CORRECTIONS.md records every change with its reason.
 */
export const DATA_DIR = path.join(import.meta.dirname, 'data');
const CHECKED_FILES = ['corpus.json', 'queries.json', 'qrels.txt'] as const;

export const QUERY_CATEGORIES = [
  'inflection',
  'no_diacritics',
  'typo',
  'synonym',
  'place',
  'question',
  'vocabulary',
] as const;
export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

/** One offer as the offer form sends it, with the category by its slug and a key the judgments name it by. */
export interface FixtureOffer {
  key: string;
  title: string;
  short_description: string;
  long_description: string;
  category: string;
  address_city: string;
  address_street?: string;
  address_postal_code?: string;
  service_modes: ServiceMode[];
  service_radius_km?: number;
  target_groups: TargetGroup[];
  accessibility_features: AccessibilityFeature[];
  price_type: PriceType;
  price?: number;
  price_unit?: PriceUnit;
  promoted?: boolean;
}

export interface JudgedQuery {
  id: string;
  category: QueryCategory;
  text: string;
  /** What the person typing it wants: the brief the judgments were made against. */
  intent: string;
  /** Reported separately, so that whoever tunes the search sees whether gains carry over to queries not tuned on. */
  holdout: boolean;
}

/** Grade (2 exactly right, 1 related and useful) of each judged offer key, per query id; unjudged means 0. */
export type Judgments = Map<string, Map<string, number>>;

export interface Dataset {
  corpus: FixtureOffer[];
  queries: JudgedQuery[];
  judgments: Judgments;
}

const read = (file: string) => readFileSync(path.join(DATA_DIR, file), 'utf8');

/** The files whose content no longer matches data/SHA256SUMS. */
export function changedFiles(): string[] {
  const recorded = new Map(
    read('SHA256SUMS')
      .trim()
      .split('\n')
      .map((line) => {
        const [sum, file] = line.split(/\s+\*?/);
        return [file, sum] as const;
      }),
  );
  return CHECKED_FILES.filter((file) => createHash('sha256').update(read(file)).digest('hex') !== recorded.get(file));
}

/** TREC qrels: `query-id 0 offer-key grade` a line. */
function parseQrels(text: string): Judgments {
  const judgments: Judgments = new Map();
  for (const line of text.trim().split('\n')) {
    const [queryId, , key, grade] = line.trim().split(/\s+/);
    const grades = judgments.get(queryId) ?? new Map<string, number>();
    grades.set(key, Number(grade));
    judgments.set(queryId, grades);
  }
  return judgments;
}

export function loadDataset(): Dataset {
  const changed = changedFiles();
  if (changed.length) {
    throw new Error(
      `tests/relevance/data: ${changed.join(', ')} changed since SHA256SUMS was written. Record the correction and its ` +
        'reason in data/CORRECTIONS.md, then update the sums (cd tests/relevance/data && sha256sum corpus.json ' +
        'queries.json qrels.txt > SHA256SUMS).',
    );
  }
  const corpus = JSON.parse(read('corpus.json')) as FixtureOffer[];
  const queries = JSON.parse(read('queries.json')) as JudgedQuery[];
  const judgments = parseQrels(read('qrels.txt'));
  const keys = new Set(corpus.map((offer) => offer.key));
  for (const query of queries) {
    if (!QUERY_CATEGORIES.includes(query.category)) throw new Error(`${query.id}: unknown category ${query.category}`);
    const grades = judgments.get(query.id);
    if (!grades || ![...grades.values()].some((grade) => grade > 0))
      throw new Error(`${query.id}: nothing judged relevant`);
    for (const [key, grade] of grades) {
      if (!keys.has(key)) throw new Error(`${query.id}: judged offer ${key} is not in the corpus`);
      if (![0, 1, 2].includes(grade)) throw new Error(`${query.id}: grade ${grade} of ${key}`);
    }
  }
  return { corpus, queries, judgments };
}
