import { describe, expect, it } from 'vitest';
import { changedFiles, loadDataset, QUERY_CATEGORIES } from '../relevance/dataset.js';

describe('the judged relevance set', () => {
  it('is unchanged since data/SHA256SUMS was written (corrections go to data/CORRECTIONS.md first)', () => {
    expect(changedFiles()).toEqual([]);
  });

  it('has queries of every category, about a third of each held out, each with a relevant offer', () => {
    const { queries, judgments, corpus } = loadDataset();
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(queries.length).toBeGreaterThanOrEqual(80);
    for (const category of QUERY_CATEGORIES) {
      const ofCategory = queries.filter((query) => query.category === category);
      expect(ofCategory.length, category).toBeGreaterThanOrEqual(10);
      const heldOut = ofCategory.filter((query) => query.holdout).length / ofCategory.length;
      expect(heldOut, category).toBeGreaterThan(0.25);
      expect(heldOut, category).toBeLessThan(0.4);
    }
    expect(new Set(queries.map((query) => query.id)).size).toBe(queries.length);
    expect(queries.every((query) => judgments.has(query.id))).toBe(true);
  });
});
