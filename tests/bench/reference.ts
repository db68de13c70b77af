import { performance } from 'node:perf_hooks';
import { TARGET_GROUP_LABELS, type TargetGroup } from '../../shared/discovery.js';
import { baselineIndex, type IndexedOffer } from '../relevance/baselines.js';
import type { RawConnection } from './database.js';
import type { LoadOptions } from './load.js';

/** Latency of the reference for one query, in milliseconds (one decimal: it answers in a few). */
export interface ReferenceResult {
  name: string;
  query: string;
  offers: number;
  buildSeconds: number;
  queriesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The same rows the portal serves (public offers), as the relevance harness indexes them (tests/relevance/baselines.ts). */
async function publicRows(connection: RawConnection): Promise<IndexedOffer[]> {
  const rows = (await connection.query(
    `select o.id, o.title, o.short_description, o.long_description, coalesce(c.name, '') as category,
            coalesce(o.address_city, '') as place, o.target_groups as groups
       from offers o left join categories c on c.id = o.category_id
      where o.status = 'active' and (o.expires_at is null or o.expires_at > now())`,
    [],
  )) as (Omit<IndexedOffer, 'groups'> & { groups: string[] })[];
  return rows.map((row) => ({
    ...row,
    groups: row.groups.map((group) => TARGET_GROUP_LABELS[group as TargetGroup] ?? group).join(', '),
  }));
}

const percentile = (sorted: number[], share: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] * 10) / 10 : 0;

/**
 * The reference: an in-process search library (MiniSearch with prefix and fuzzy matching and the Polish
 * stemmer of NLP.js, the relevance harness's baseline) over the same public offers, answering the same text query
 * one at a time for the same duration as a bench run: what one connection to an in-memory index costs. Its rows are
 * read after the servers stopped, so it never competes with them for the two cores.
 */
export async function measureReference(connection: RawConnection, query: string, load: LoadOptions): Promise<ReferenceResult> {
  const rows = await publicRows(connection);
  const building = performance.now();
  const index = baselineIndex(rows, 'minisearch_stemmer');
  const buildSeconds = Math.round((performance.now() - building) / 100) / 10;
  const loop = (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      index.search(query);
      times.push(performance.now() - started);
    }
    return times;
  };
  loop(load.warmupSeconds);
  const times = loop(load.durationSeconds).sort((a, b) => a - b);
  return {
    name: 'reference: MiniSearch + Polish stemmer, in process',
    query,
    offers: rows.length,
    buildSeconds,
    queriesPerSecond: Math.round(times.length / load.durationSeconds),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}
