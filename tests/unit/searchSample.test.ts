import { describe, expect, it } from 'vitest';
import { pagesToSample } from '../../server/offers/searchSummary.js';

describe('pagesToSample: the pages of the offers table a search summary samples', () => {
  it('reads as many pages as hold 2000 offers in a compact table', () => {
    // 100,000 offers on 15,000 pages: 6.7 per page.
    expect(pagesToSample(500, 15_000, 100_000)).toBe(300);
  });

  it('never reads more than the configured pages, however sparse the table', () => {
    // 100,000 offers on 55,000 pages (much free space after many saves): 1.8 per page.
    expect(pagesToSample(500, 55_000, 100_000)).toBe(500);
  });

  it('reads the configured pages of a table never analysed (no count of its rows)', () => {
    expect(pagesToSample(500, 15_000, -1)).toBe(500);
  });
});
