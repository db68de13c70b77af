import type { EndpointResult } from './load.js';
import type { ReferenceResult } from './reference.js';
import { SEARCHES } from './endpoints.js';

/** One performance target as this run measured it. */
export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/**
 * Throughput of one offer by id at 32 connections before the hot-read cache (docs/wydajnosc.md, measurements of
 * an otherwise idle machine), by engine and number of offers.
 */
const PREVIOUS_OFFER_BY_ID: Record<string, number> = { 'postgres-100000': 802, 'postgres-1000000': 703, 'pglite-100000': 408 };

/** Uncached text search at 100,000 offers on PostgreSQL 15 before the bounded retrieval: 12 requests/s at 32 connections. */
const TEXT_THROUGHPUT_BEFORE = 12;

export interface TargetInputs {
  engine: 'postgres' | 'pglite';
  offers: number;
  /** Every row of the run's table, by name. */
  results: Map<string, EndpointResult>;
  reference?: ReferenceResult;
  /** Names of the hot reads; each was measured again as `<name>, no cache`. */
  hotReads: string[];
}

const UNCACHED = SEARCHES.map((search) => search.name);

/**
 * The performance targets (docs/wydajnosc.md), each met or not in this run. The latency budgets are set for 1,000,000 offers on
 * PostgreSQL and hold a fortiori below; the throughput ratio of uncached text search is set for 100,000 offers.
 */
export function checkTargets({ engine, offers, results, reference, hotReads }: TargetInputs): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const row = (name: string) => results.get(name);
  for (const name of UNCACHED) {
    const single = row(`${name}, no cache, 1 connection`);
    if (single) checks.push({ target: `${name}, no cache, 1 connection: p95 ≤ 100 ms`, measured: `p95 ${single.p95} ms`, met: single.p95 <= 100 });
    const loaded = row(`${name}, no cache`);
    if (loaded)
      checks.push({
        target: `${name}, no cache, 32 connections: 0 errors and p99 ≤ 1000 ms`,
        measured: `${loaded.errors} errors, p99 ${loaded.p99} ms`,
        met: loaded.errors === 0 && loaded.p99 <= 1000,
      });
  }
  const text = row('search: text, no cache');
  if (text && offers === 100_000 && engine === 'postgres')
    checks.push({
      target: `search: text, no cache, 32 connections: ≥ 5× ${TEXT_THROUGHPUT_BEFORE} req/s (before the bounded retrieval)`,
      measured: `${text.requestsPerSecond} req/s (${(text.requestsPerSecond / TEXT_THROUGHPUT_BEFORE).toFixed(1)}×)`,
      met: text.requestsPerSecond >= 5 * TEXT_THROUGHPUT_BEFORE,
    });
  const textSingle = row('search: text, no cache, 1 connection');
  if (reference && textSingle && reference.p50 > 0) {
    const bound = offers >= 1_000_000 ? 1 : 3;
    const ratio = textSingle.p50 / reference.p50;
    checks.push({
      target: `search: text, no cache, 1 connection: p50 ≤ ${bound}× MiniSearch's (${bound === 1 ? 'at 1,000,000' : 'up to 100,000'} offers)`,
      measured: `p50 ${textSingle.p50} ms vs ${reference.p50} ms (${ratio.toFixed(2)}×; p95 ${textSingle.p95} vs ${reference.p95} ms)`,
      met: ratio <= bound,
    });
  }
  for (const name of hotReads) {
    const cached = row(name);
    const uncached = row(`${name}, no cache`);
    if (!cached || !uncached) continue;
    if (!uncached.requestsPerSecond) {
      // The server without the cache answered nothing in time (a queue left by the searches before it): no ratio.
      checks.push({ target: `${name}, 32 connections: ≥ 3× the throughput without the cache`, measured: `${cached.requestsPerSecond} req/s; no figure without the cache (${uncached.errors} errors)`, met: false });
      continue;
    }
    const ratio = cached.requestsPerSecond / uncached.requestsPerSecond;
    checks.push({
      target: `${name}, 32 connections: ≥ 3× the throughput without the cache`,
      measured: `${cached.requestsPerSecond} vs ${uncached.requestsPerSecond} req/s (${ratio.toFixed(1)}×), ${cached.errors} errors`,
      met: ratio >= 3 && cached.errors === 0,
    });
  }
  const previous = PREVIOUS_OFFER_BY_ID[`${engine}-${offers}`];
  const offer = row('offer by id');
  if (previous && offer)
    checks.push({
      target: `offer by id, 32 connections: ≥ 3× ${previous} req/s (docs/wydajnosc.md before the hot-read cache)`,
      measured: `${offer.requestsPerSecond} req/s (${(offer.requestsPerSecond / previous).toFixed(1)}×)`,
      met: offer.requestsPerSecond >= 3 * previous,
    });
  return checks;
}

export function formatTargets(checks: TargetCheck[]): string {
  return checks.map((check) => `  ${(check.met ? 'met' : 'NOT MET').padEnd(7)}  ${check.target}: ${check.measured}`).join('\n');
}
