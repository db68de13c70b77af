import { eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { StemmerPl } from '@nlpjs/lang-pl';
import { TARGET_GROUP_LABELS, type TargetGroup } from '../../shared/discovery.js';
import type { Db } from '../../server/db/index.js';
import { categories, offers } from '../../server/db/schema.js';
import { fold } from '../../server/search/fold.js';
import { isStopWord } from '../../server/search/stopWords.js';
import type { JudgedQuery } from './dataset.js';
import { RECALL_DEPTH } from './metrics.js';

/**
 * Reference systems over the same rows the portal serves: MiniSearch 7 as a general-purpose in-memory library is
 * used without tuning (title ×3, descriptions ×1, category, place and target groups ×0.5; prefix and fuzzy 0.2
 * matching; any word may match), with the portal's stop words removed and diacritics folded; and the same with each
 * word reduced by the Polish suffix stemmer of NLP.js.
 */
export interface IndexedOffer {
  id: string;
  title: string;
  short_description: string;
  long_description: string;
  category: string;
  place: string;
  groups: string;
}

const FIELDS = ['title', 'short_description', 'long_description', 'category', 'place', 'groups'] as const;
const BOOST = { title: 3, short_description: 1, long_description: 1, category: 0.5, place: 0.5, groups: 0.5 };

export async function readIndexedOffers(db: Db): Promise<IndexedOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      title: offers.title,
      short_description: offers.short_description,
      long_description: offers.long_description,
      category: categories.name,
      place: offers.address_city,
      groups: offers.target_groups,
    })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.category_id));
  return rows.map((row) => ({
    ...row,
    category: row.category,
    place: row.place ?? '',
    groups: row.groups.map((group) => TARGET_GROUP_LABELS[group as TargetGroup] ?? group).join(', '),
  }));
}

export type BaselineName = 'minisearch' | 'minisearch_stemmer';

function termProcessor(stem: boolean): (term: string) => string | null {
  const stemmer = new StemmerPl();
  return (term) => {
    const lower = term.toLowerCase();
    if (isStopWord(lower)) return null;
    return fold(stem ? stemmer.stemWord(lower) : lower);
  };
}

/** The reference index over `rows` (also the reference of `npm run bench`, tests/bench/reference.ts). */
export function baselineIndex(rows: IndexedOffer[], name: BaselineName): MiniSearch<IndexedOffer> {
  const processTerm = termProcessor(name === 'minisearch_stemmer');
  const index = new MiniSearch<IndexedOffer>({
    fields: [...FIELDS],
    processTerm,
    searchOptions: { boost: BOOST, prefix: true, fuzzy: 0.2, combineWith: 'OR', processTerm },
  });
  index.addAll(rows);
  return index;
}

/** The first RECALL_DEPTH offer ids each query finds. */
export function baselineRankings(
  rows: IndexedOffer[],
  queries: JudgedQuery[],
  name: BaselineName,
): Map<string, string[]> {
  const index = baselineIndex(rows, name);
  return new Map(
    queries.map((query) => [
      query.id,
      index
        .search(query.text)
        .slice(0, RECALL_DEPTH)
        .map((result) => String(result.id)),
    ]),
  );
}
