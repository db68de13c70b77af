import { describe, expect, it } from 'vitest';
import { pairedRandomisation, scoreQuery, summarise } from '../relevance/metrics.js';

/** Figures worked out by hand the way trec_eval computes ndcg_cut.10, P.5, recall.20 and recip_rank. */
const grades = new Map([
  ['a', 2],
  ['b', 1],
  ['c', 2],
  ['d', 0],
]);

describe('relevance measures', () => {
  it('nDCG@10 uses the grade as gain, log2(rank + 1) as discount and every judged offer for the ideal', () => {
    // DCG = 1/1 + 0/log2(3) + 2/log2(4) = 2; ideal = 2/1 + 2/log2(3) + 1/log2(4).
    const ideal = 2 + 2 / Math.log2(3) + 0.5;
    expect(scoreQuery(['b', 'x', 'a'], grades).ndcg10).toBeCloseTo(2 / ideal, 10);
    expect(scoreQuery(['a', 'c', 'b'], grades).ndcg10).toBeCloseTo(1, 10);
  });

  it('counts only the first ten results for nDCG', () => {
    const filler = Array.from({ length: 10 }, (_, index) => `x${index}`);
    expect(scoreQuery([...filler, 'a', 'c', 'b'], grades).ndcg10).toBe(0);
  });

  it('P@5 divides by five even when fewer offers were found; grade 1 counts as relevant', () => {
    expect(scoreQuery(['b', 'd'], grades).p5).toBeCloseTo(1 / 5, 10);
  });

  it('Recall@20 is the share of grade ≥ 1 offers among the first twenty', () => {
    const ranking = [...Array.from({ length: 19 }, (_, index) => `x${index}`), 'a', 'c'];
    expect(scoreQuery(ranking, grades).recall20).toBeCloseTo(1 / 3, 10);
  });

  it('the reciprocal rank is of the first relevant offer; nothing found counts as a zero result', () => {
    expect(scoreQuery(['d', 'x', 'b'], grades).reciprocalRank).toBeCloseTo(1 / 3, 10);
    const none = scoreQuery([], grades);
    expect(none).toMatchObject({ reciprocalRank: 0, ndcg10: 0, zeroResults: true });
    expect(summarise([none, scoreQuery(['a'], grades)])).toMatchObject({ queries: 2, mrr: 0.5, zeroRate: 0.5 });
  });
});

describe('paired randomisation test', () => {
  it('finds no difference between identical systems', () => {
    const scores = [0.1, 0.5, 0.9, 0.3];
    expect(pairedRandomisation(scores, scores)).toMatchObject({ difference: 0, p: 1, ties: 4 });
  });

  it('finds a consistent difference over many queries significant, and a single lucky query not', () => {
    const better = Array.from({ length: 30 }, (_, index) => 0.6 + (index % 3) * 0.1);
    const worse = better.map((score) => score - 0.2);
    expect(pairedRandomisation(better, worse).p).toBeLessThan(0.001);
    const oneWin = [...worse.slice(0, 29), 1];
    const p = pairedRandomisation(oneWin, worse).p;
    expect(p).toBeGreaterThan(0.5);
  });
});
