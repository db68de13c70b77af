import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../relevance/dataset.js';
import { evaluate, summariseScope, type QueryOutcome } from '../relevance/evaluate.js';
import { createTestContext, type TestContext } from './helpers.js';

/**
 * The relevance gate: the judged set of tests/relevance (docs/wyszukiwanie.md, "Ocena trafności wyszukiwania")
 * run through the real API. Whoever improves the search raises the figure in tests/relevance/gate.json to what
 * `npm run bench:relevance` reports; a change that loses more than the tolerance fails here.
 */
const TOLERANCE = 0.02;
const { portal_ndcg_at_10: storedFigure } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../relevance/gate.json'), 'utf8'),
) as { portal_ndcg_at_10: number };

let ctx: TestContext;
let outcomes: QueryOutcome[];

beforeAll(async () => {
  ctx = await createTestContext();
  outcomes = await evaluate(ctx.app, ctx.db, loadDataset(), { portalOnly: true });
}, 120_000);
afterAll(() => ctx.close());

describe('judged relevance of the offer search', () => {
  it(`keeps the overall nDCG@10 within ${TOLERANCE} of the figure in tests/relevance/gate.json`, () => {
    const { ndcg10 } = summariseScope(outcomes, 'overall', 'portal');
    const worst = [...outcomes]
      .sort((a, b) => a.scores.portal!.ndcg10 - b.scores.portal!.ndcg10)
      .slice(0, 5)
      .map(({ query, scores }) => `${query.id} "${query.text}" ${scores.portal!.ndcg10.toFixed(2)}`);
    expect(ndcg10, `nDCG@10 ${ndcg10.toFixed(3)}; lowest queries: ${worst.join('; ')}`).toBeGreaterThanOrEqual(
      storedFigure - TOLERANCE,
    );
  });
});
