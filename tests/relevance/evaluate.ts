import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import { baselineRankings, readIndexedOffers } from './baselines.js';
import { QUERY_CATEGORIES, type Dataset, type JudgedQuery } from './dataset.js';
import {
  pairedRandomisation,
  scoreQuery,
  summarise,
  type PairedTest,
  type QueryScores,
  type Summary,
} from './metrics.js';
import { portalRankings, seedCorpus } from './portal.js';

export const SYSTEMS = ['portal', 'minisearch', 'minisearch_stemmer'] as const;
export type SystemName = (typeof SYSTEMS)[number];

export const SYSTEM_LABELS: Record<SystemName, string> = {
  portal: 'portal',
  minisearch: 'MiniSearch',
  minisearch_stemmer: 'MiniSearch+StemmerPl',
};

export interface QueryOutcome {
  query: JudgedQuery;
  /** Offer keys, best first, as each system answered. */
  rankings: Partial<Record<SystemName, string[]>>;
  scores: Partial<Record<SystemName, QueryScores>>;
}

/** Each query category, all queries, the queries open for tuning ('development') and the held-out ones. */
export const SCOPES = [...QUERY_CATEGORIES, 'overall', 'development', 'holdout'] as const;
export type Scope = (typeof SCOPES)[number];

const inScope = (scope: Scope, query: JudgedQuery) =>
  scope === 'overall' ||
  (scope === 'holdout' && query.holdout) ||
  (scope === 'development' && !query.holdout) ||
  scope === query.category;

/**
 * Seeds the corpus into the app's (fresh) database through the API and runs every query on the portal and,
 * unless `portalOnly`, on both baselines over the rows the portal stored.
 */
export async function evaluate(
  app: FastifyInstance,
  db: Db,
  dataset: Dataset,
  options: { portalOnly?: boolean } = {},
): Promise<QueryOutcome[]> {
  const keyOf = await seedCorpus(app, db, dataset.corpus);
  const rankings: Partial<Record<SystemName, Map<string, string[]>>> = {
    portal: await portalRankings(app, dataset.queries, keyOf),
  };
  if (!options.portalOnly) {
    const rows = await readIndexedOffers(db);
    const toKeys = (ranking: Map<string, string[]>) =>
      new Map([...ranking].map(([queryId, ids]) => [queryId, ids.map((id) => keyOf.get(id) ?? `unknown:${id}`)]));
    rankings.minisearch = toKeys(baselineRankings(rows, dataset.queries, 'minisearch'));
    rankings.minisearch_stemmer = toKeys(baselineRankings(rows, dataset.queries, 'minisearch_stemmer'));
  }
  return dataset.queries.map((query) => {
    const grades = dataset.judgments.get(query.id)!;
    const outcome: QueryOutcome = { query, rankings: {}, scores: {} };
    for (const system of SYSTEMS) {
      const ranking = rankings[system]?.get(query.id);
      if (!ranking) continue;
      outcome.rankings[system] = ranking;
      outcome.scores[system] = scoreQuery(ranking, grades);
    }
    return outcome;
  });
}

export function summariseScope(outcomes: QueryOutcome[], scope: Scope, system: SystemName): Summary {
  return summarise(
    outcomes.filter((outcome) => inScope(scope, outcome.query)).flatMap((outcome) => outcome.scores[system] ?? []),
  );
}

/** Portal against a baseline on nDCG@10, over the queries of a scope. */
export function compareOnScope(outcomes: QueryOutcome[], scope: Scope, baseline: SystemName): PairedTest {
  const chosen = outcomes.filter((outcome) => inScope(scope, outcome.query));
  return pairedRandomisation(
    chosen.map((outcome) => outcome.scores.portal!.ndcg10),
    chosen.map((outcome) => outcome.scores[baseline]!.ndcg10),
  );
}
