import { describe, expect, it } from 'vitest';
import { pagesToSample, sampleTooCoarse, surelyAboveLimit } from '../../server/offers/searchSummary.js';

describe('pagesToSample: the pages of the offers table a search summary samples', () => {
  it('reads as many pages as hold 2000 offers in a compact table', () => {
    // 100,000 offers on 15,000 pages: 6.7 per page.
    expect(pagesToSample(500, 15_000, 100_000)).toBe(300);
  });

  it('never reads more than the configured pages, however sparse the table', () => {
    // 100,000 offers on 55,000 pages (much free space after many saves): 1.8 per page.
    expect(pagesToSample(500, 55_000, 100_000)).toBe(500);
  });

  it('reads fewer pages when a share of the offers surely matches: enough for 500 matches, at least 500 offers', () => {
    // 100,000 offers on 10,000 pages. Half the offers match: 1000 offers on 100 pages.
    expect(pagesToSample(500, 10_000, 100_000, 0.5)).toBe(100);
    // Every offer: 500 offers still.
    expect(pagesToSample(500, 10_000, 100_000, 1)).toBe(50);
    // A tenth: 500 matches would need 5000 offers, so the usual 2000.
    expect(pagesToSample(500, 10_000, 100_000, 0.1)).toBe(200);
  });

  it('reads the configured pages of a table never analysed (no count of its rows)', () => {
    expect(pagesToSample(500, 15_000, -1)).toBe(500);
  });
});

describe('surelyAboveLimit: when a sample rules out a set of at most 1000 offers', () => {
  it('rules it out when the estimate stays above 1000 by 2.5 standard errors of a clustered sample', () => {
    // 6,000 offers sampled of 100,000 (scale 16.7), 3.6 offers per page: 120 hits estimate 2,000, at least ~1,130.
    expect(surelyAboveLimit(120, 100_000 / 6_000, 3.6)).toBe(true);
  });

  it('does not rule it out when the hits are too few for the same estimate', () => {
    // 2,000 offers sampled (scale 50): 40 hits also estimate 2,000, but the bound falls to ~500.
    expect(surelyAboveLimit(40, 50, 3.6)).toBe(false);
  });

  it('counts pages, not offers, as the sample\'s units: the same hits on fuller pages say less', () => {
    expect(surelyAboveLimit(120, 100_000 / 6_000, 1)).toBe(true);
    expect(surelyAboveLimit(120, 100_000 / 6_000, 12)).toBe(false);
  });

  it('rules nothing out without statistics of the table', () => {
    expect(surelyAboveLimit(500, 50, -1 / 15_000)).toBe(false);
  });
});

describe('sampleTooCoarse: when too few hits may still stand for a large set', () => {
  it('is coarse in a million offers, where 2,000 sampled offers make each hit stand for 500', () => {
    expect(sampleTooCoarse(500)).toBe(true);
  });

  it('is fine in 100,000 offers, where each hit stands for 50', () => {
    expect(sampleTooCoarse(50)).toBe(false);
  });
});
