import { sql, type SQL } from 'drizzle-orm';
import { offers } from '../db/schema.js';
import { staleCondition } from '../freshness/conditions.js';
import type { Execute } from './execute.js';
import { FIELD_WEIGHT_LETTERS, SHORT_MARK, TITLE_MARK, quoteLexeme } from './lexemes.js';
import { planKeys, type Alternative, type QueryPlan, type QueryUnit } from './queryPlan.js';
import type { CandidateText, Occurrence } from './scoring.js';

/**
 * Candidates within a fixed budget, as large search engines generate them (tiered indexes, "champion lists"):
 * each query unit reads the offers that have it in their title first (the #-marked keys of the index), then in
 * their short description (+), then anywhere, each read stopping at BUDGET offers, and only as many tiers as the
 * document frequencies say are needed to fill the budget. Offers with every unit are read the same way. The work
 * of a search therefore stays bounded however many offers contain its words; below the budget it is exact.
 */
export const BUDGET = 1000;

const TIERS = [TITLE_MARK, SHORT_MARK, ''] as const;
/** What a tier says of a unit before the score reads the candidate: a title match is worth most. */
const TIER_VALUES = [3, 2, 1] as const;

/** A candidate with what the final score reads of it. */
export interface Candidate extends CandidateText {
  id: string;
  /** The cheap score the candidates were picked by. */
  estimate: number;
  /** When the offer was created, in ISO form: equal scores rank the newest first. */
  created_at: string;
  is_promoted: boolean;
  geo_lat: number | null;
  geo_lon: number | null;
  service_modes: string[];
  service_radius_km: number;
  /** 'Dane mogą być nieaktualne' (server/freshness/conditions.ts): the offer ranks lower. */
  stale: boolean;
}

export interface Retrieved {
  candidates: Candidate[];
  /** Offers the reads found (before the detailed scoring kept the best `detail`). */
  found: number;
  /** Every offer matching some unit was read: the candidates are all the matches. */
  complete: boolean;
}

const keysQuery = (keys: readonly string[], mark: string) => {
  const terms = keys.map((key) => quoteLexeme(mark + key));
  return terms.length === 1 ? terms[0] : `(${terms.join(' | ')})`;
};

/** The alternatives of a unit some offer can match in a tier (every word with a key of some frequency). */
function matchable(unit: QueryUnit, mark: string, df: ReadonlyMap<string, number>): Alternative[] {
  return unit.alternatives
    .map((alternative) => ({
      ...alternative,
      words: alternative.words.map((keys) => keys.filter((key) => (df.get(mark + key) ?? 0) > 0)),
    }))
    .filter((alternative) => alternative.words.every((keys) => keys.length > 0));
}

/** A tsquery text matching a unit in a tier, or undefined when nothing can match it there. */
export function unitQuery(unit: QueryUnit, mark: string, df: ReadonlyMap<string, number>): string | undefined {
  const alternatives = matchable(unit, mark, df).map((alternative) => {
    const words = alternative.words.map((keys) => keysQuery(keys, mark));
    return words.length === 1 ? words[0] : `(${words.join(' & ')})`;
  });
  if (!alternatives.length) return undefined;
  return alternatives.length === 1 ? alternatives[0] : `(${[...new Set(alternatives)].join(' | ')})`;
}

/** At most how many offers match a unit in a tier (the sum over its alternatives' keys). */
function tierFrequency(unit: QueryUnit, mark: string, df: ReadonlyMap<string, number>): number {
  return matchable(unit, mark, df).reduce(
    (sum, alternative) =>
      sum +
      Math.min(...alternative.words.map((keys) => keys.reduce((total, key) => total + (df.get(mark + key) ?? 0), 0))),
    0,
  );
}

/**
 * A share of all analysed offers that surely match anyUnitQuery: the largest document frequency of a key that matches
 * a unit on its own (an alternative of one word), over the offers analysed. Zero when no unit has such a key.
 */
export function sureMatchShare(plan: QueryPlan): number {
  const { df, stats } = plan.statistics;
  if (!(stats.documents > 0)) return 0;
  const frequencies = plan.units.flatMap((unit) =>
    unit.alternatives.flatMap((alternative) =>
      alternative.words.length === 1 ? alternative.words[0].map((key) => df.get(key) ?? 0) : [],
    ),
  );
  return Math.min(1, Math.max(0, ...frequencies) / stats.documents);
}

/** The tsquery of offers matching any unit of the plan anywhere: what the search counts as found. */
export function anyUnitQuery(plan: QueryPlan): string | undefined {
  const parts = plan.units.flatMap((unit) => unitQuery(unit, '', plan.statistics.df) ?? []);
  return parts.length ? parts.join(' | ') : undefined;
}

interface Probe {
  query: string;
  /** The units this read vouches for, and what it says of each. */
  values: { unit: number; value: number }[];
}

/** The reads of a plan: per unit, as many tiers as fill the budget; and the offers with every unit. */
function probes(plan: QueryPlan, weights: readonly number[]): { probes: Probe[]; exhaustive: boolean } {
  const { df } = plan.statistics;
  const result: Probe[] = [];
  let exhaustive = true;
  plan.units.forEach((unit, index) => {
    let expected = 0;
    let reachedAll = false;
    for (const [tier, mark] of TIERS.entries()) {
      const query = unitQuery(unit, mark, df);
      if (query) result.push({ query, values: [{ unit: index, value: TIER_VALUES[tier] * weights[index] }] });
      expected += tierFrequency(unit, mark, df);
      if (mark === '') reachedAll = true;
      if (expected >= BUDGET) break;
    }
    if (!reachedAll) exhaustive = false;
  });
  if (plan.units.length > 1) {
    for (const [tier, mark] of [TITLE_MARK, ''].entries()) {
      const parts = plan.units.map((unit) => unitQuery(unit, mark, df));
      if (parts.some((part) => part === undefined)) continue;
      const value = tier === 0 ? TIER_VALUES[0] : TIER_VALUES[2];
      result.push({
        query: parts.map((part) => `(${part})`).join(' & '),
        values: plan.units.map((_, unit) => ({ unit, value: value * weights[unit] })),
      });
    }
  }
  return { probes: result, exhaustive };
}

const parseOccurrences = (hits: string[] | null): Map<string, Occurrence[]> => {
  const occurrences = new Map<string, Occurrence[]>();
  for (const hit of hits ?? []) {
    const [lexeme, positions, fieldLetters] = hit.split('|');
    if (!positions) continue;
    const letters = [...fieldLetters];
    occurrences.set(
      lexeme,
      positions.split(',').map((position, index) => ({
        position: Number(position),
        field: Math.max(0, FIELD_WEIGHT_LETTERS.indexOf(letters[index] as (typeof FIELD_WEIGHT_LETTERS)[number])),
      })),
    );
  }
  return occurrences;
};

/**
 * Reads the candidates of a plan among the offers meeting `filter` (the public ones, with the visitor's filters):
 * the bounded reads, a cheap score from what each read says, and for the best `detail` of them the positions
 * and fields of the query's keys, which the final score needs. One statement.
 */
export async function retrieve(
  execute: Execute,
  plan: QueryPlan,
  weights: readonly number[],
  filter: SQL,
  detail: number,
): Promise<Retrieved> {
  const { probes: reads, exhaustive } = probes(plan, weights);
  if (!reads.length) return { candidates: [], found: 0, complete: true };
  // Each read is planned for all its matches, so that it goes through the text index and stops after BUDGET rows:
  // planned for its first BUDGET rows instead, PostgreSQL may walk the public offers testing each one's text, which
  // reads (and unpacks) fifteen offers for every one it keeps when the word is common (a million compact offers:
  // 67 ms for 'wózek'). A materialised CTE is planned for all its rows and still read only as far as the limit; an
  // `offset 0` subquery is not enough, since PostgreSQL hands the outer limit down to a subquery it scans alone.
  const probeSql = sql.join(
    reads.map(
      (read, index) =>
        sql`(with matches as materialized (select ${offers.id} as id, ${index}::int as p from ${offers}
          where ${filter} and ${offers.search_vector} @@ ${read.query}::tsquery) select id, p from matches limit ${BUDGET})`,
    ),
    sql` union all `,
  );
  const values = sql.join(
    reads.flatMap((read, index) =>
      read.values.map((value) => sql`(${index}::int, ${value.unit}::int, ${value.value}::float8)`),
    ),
    sql`, `,
  );
  const keys = planKeys(plan.units);
  const rows = await execute<{
    id: string;
    estimate: number;
    created_at: string;
    found: number;
    sizes: number[];
    is_promoted: boolean;
    lengths: number[] | null;
    geo_lat: number | null;
    geo_lon: number | null;
    service_modes: string[];
    service_radius_km: number;
    stale: boolean;
    hits: string[] | null;
  }>(
    sql`with probe as (${probeSql}),
      value(p, u, v) as (values ${values}),
      estimate as (
        select id, sum(best)::float8 as estimate from (
          select probe.id, value.u, max(value.v) as best from probe join value on value.p = probe.p group by probe.id, value.u
        ) per_unit group by id
      ),
      best as (select id, estimate from estimate order by estimate desc, id limit ${detail})
      select best.id, best.estimate,
        (select count(*)::int from estimate) as found,
        (select array_agg(n) from (select count(*)::int as n from probe group by p) counted) as sizes,
        to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_at,
        o.is_promoted, o.search_lengths as lengths, o.geo_lat, o.geo_lon, o.service_modes, o.service_radius_km,
        ${staleCondition({ confirmed_at: sql`o.confirmed_at`, confirmation_requested_at: sql`o.confirmation_requested_at` })} as stale,
        (select array_agg(u.lexeme || '|' || array_to_string(u.positions, ',') || '|' || array_to_string(u.weights, ''))
          from unnest(o.search_vector) u where u.lexeme = any(${sql.param(keys)}::text[])) as hits
      from best join ${offers} o on o.id = best.id`,
  );
  const found = rows[0]?.found ?? 0;
  const sizes = rows[0]?.sizes ?? [];
  return {
    candidates: rows.map((row) => ({
      id: row.id,
      estimate: Number(row.estimate),
      created_at: row.created_at,
      is_promoted: row.is_promoted,
      geo_lat: row.geo_lat,
      geo_lon: row.geo_lon,
      service_modes: row.service_modes,
      service_radius_km: row.service_radius_km,
      stale: row.stale,
      lengths: row.lengths ?? [0, 0, 0, 0],
      occurrences: parseOccurrences(row.hits),
    })),
    found,
    complete: exhaustive && sizes.every((size) => size < BUDGET),
  };
}
