/**
 * The measures of trec_eval, per query and averaged over queries: ndcg_cut.10 (linear gain = grade, discount
 * log2(rank + 1), the ideal ranking made of every judged offer), P.5 and recall.20 with grade ≥ 1 as relevant, and
 * recip_rank (MRR). Plus the share of queries that found nothing at all.
 */
export const NDCG_DEPTH = 10;
export const PRECISION_DEPTH = 5;
export const RECALL_DEPTH = 20;

export interface QueryScores {
  ndcg10: number;
  p5: number;
  recall20: number;
  reciprocalRank: number;
  zeroResults: boolean;
}

export type MetricName = 'ndcg10' | 'p5' | 'recall20' | 'mrr' | 'zeroRate';

export type Summary = Record<MetricName, number> & { queries: number };

const discountedGain = (grades: number[]) =>
  grades.reduce((sum, grade, index) => sum + grade / Math.log2(index + 2), 0);

/** `ranking`: the offer keys a system answered, best first; `grades`: the judgments of the query. */
export function scoreQuery(ranking: string[], grades: Map<string, number>): QueryScores {
  const gradeOf = (key: string) => grades.get(key) ?? 0;
  const relevantCount = [...grades.values()].filter((grade) => grade >= 1).length;
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, NDCG_DEPTH);
  const idealGain = discountedGain(ideal);
  const relevantIn = (depth: number) => ranking.slice(0, depth).filter((key) => gradeOf(key) >= 1).length;
  const firstRelevant = ranking.findIndex((key) => gradeOf(key) >= 1);
  return {
    ndcg10: idealGain ? discountedGain(ranking.slice(0, NDCG_DEPTH).map(gradeOf)) / idealGain : 0,
    p5: relevantIn(PRECISION_DEPTH) / PRECISION_DEPTH,
    recall20: relevantCount ? relevantIn(RECALL_DEPTH) / relevantCount : 0,
    reciprocalRank: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
    zeroResults: ranking.length === 0,
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function summarise(scores: QueryScores[]): Summary {
  return {
    queries: scores.length,
    ndcg10: mean(scores.map((score) => score.ndcg10)),
    p5: mean(scores.map((score) => score.p5)),
    recall20: mean(scores.map((score) => score.recall20)),
    mrr: mean(scores.map((score) => score.reciprocalRank)),
    zeroRate: mean(scores.map((score) => (score.zeroResults ? 1 : 0))),
  };
}

/** mulberry32: a small seeded generator, so that the test gives the same p-value on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PairedTest {
  /** Mean of a − b over the queries. */
  difference: number;
  /** Two-sided p-value of the paired randomisation (sign-flip) test. */
  p: number;
  wins: number;
  losses: number;
  ties: number;
}

/**
 * Fisher's paired randomisation test as IR evaluations use it (Smucker, Allan & Carterette 2007): under the null
 * hypothesis the two systems' scores on a query are exchangeable, so each per-query difference keeps or flips its
 * sign at random; p is the share of such relabellings whose mean difference is at least as far from zero.
 */
export function pairedRandomisation(a: number[], b: number[], rounds = 10_000, seed = 20_250_101): PairedTest {
  const differences = a.map((value, index) => value - b[index]);
  const observed = Math.abs(mean(differences));
  const random = seededRandom(seed);
  let extreme = 0;
  for (let round = 0; round < rounds; round += 1) {
    const total = differences.reduce((sum, difference) => sum + (random() < 0.5 ? -difference : difference), 0);
    if (Math.abs(total / differences.length) >= observed - 1e-12) extreme += 1;
  }
  const epsilon = 1e-9;
  return {
    difference: mean(differences),
    p: (extreme + 1) / (rounds + 1),
    wins: differences.filter((difference) => difference > epsilon).length,
    losses: differences.filter((difference) => difference < -epsilon).length,
    ties: differences.filter((difference) => Math.abs(difference) <= epsilon).length,
  };
}
