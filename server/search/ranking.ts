import type { SQL } from 'drizzle-orm';
import { distanceKm } from '../../shared/discovery.js';
import type { Execute } from './execute.js';
import type { NearPoint } from '../offers/discoveryFilters.js';
import type { QueryPlan, QueryUnit } from './queryPlan.js';
import { retrieve, type Candidate } from './retrieval.js';
import { scoreText, unitWeights } from './scoring.js';

/**
 * The final order of a text search: the text score (scoring.ts), times the nearness to the place searched when
 * there is one, times the freshness of the data, then a bounded lift for promoted offers.
 */

/** A promoted offer rises by at most this share of its score: above offers about as good, never a clearly better one. */
export const PROMOTION_BOOST = 0.1;
/**
 * An offer whose data may be out of date (docs/zasady-produktu.md#aktualność-danych) keeps this share of its score:
 * below an equally good confirmed offer, still above a clearly worse one, so it stays findable by what it offers.
 */
export const STALE_FRESHNESS = 0.85;
/** An offer delivered only online, when a place is searched: below every local offer of the same text score. */
export const ONLINE_NEARNESS = 0.75;
/** A local offer loses up to this share of its score with distance… */
const DISTANCE_SPAN = 0.2;
/** …half of it at this distance. */
const HALF_DISTANCE_KM = 10;

/** How near an offer is to the place searched, as a factor of its score (1 in the place itself). */
export function nearness(candidate: Candidate, point: NearPoint, radiusKm: number): number {
  const { geo_lat: lat, geo_lon: lon } = candidate;
  if (lat !== null && lon !== null) {
    const km = distanceKm({ lat, lon }, point);
    const comes = candidate.service_modes.includes('at_home') && km <= candidate.service_radius_km;
    if (km <= radiusKm || comes) return 1 - (DISTANCE_SPAN * km) / (km + HALF_DISTANCE_KM);
  }
  return ONLINE_NEARNESS;
}

export interface Ranked {
  id: string;
  score: number;
  full: boolean;
  created_at: string;
}

/**
 * Lifts promoted offers by PROMOTION_BOOST at most, never above an offer matching more of the query words (a
 * promoted partial match stops just below the nearest full match it would pass).
 */
export function promote(ranked: readonly (Ranked & { promoted: boolean })[]): Ranked[] {
  const fullScores = ranked
    .filter((item) => item.full)
    .map((item) => item.score)
    .sort((a, b) => a - b);
  return ranked.map(({ promoted, ...item }) => {
    if (!promoted) return item;
    let lifted = item.score * (1 + PROMOTION_BOOST);
    if (!item.full) {
      const passed = fullScores.find((score) => score > item.score && score <= lifted);
      if (passed !== undefined) lifted = Math.max(item.score, passed * (1 - 1e-9));
    }
    return { ...item, score: lifted };
  });
}

export interface RankedSearch {
  /** Offers in order, best first (at most `detail` of them scored in full, the rest by their cheap estimate). */
  ids: string[];
  /** No candidate has every word of the query. */
  partial: boolean;
  /** Units whose typo correction found some of the offers shown. */
  corrected: Set<QueryUnit>;
  found: number;
  complete: boolean;
}

/** Ranks a text search among the offers meeting `filter`; `near` adds nearness to the score. */
export async function rankText(
  execute: Execute,
  plan: QueryPlan,
  filter: SQL,
  options: { detail: number; near?: { point: NearPoint; radiusKm: number } },
): Promise<RankedSearch> {
  const weights = unitWeights(plan);
  const retrieved = await retrieve(execute, plan, weights, filter, options.detail);
  const corrected = new Set<QueryUnit>();
  let anyFull = false;
  const scored = retrieved.candidates.map((candidate) => {
    const text = scoreText(plan, weights, candidate);
    anyFull ||= text.full;
    for (const unit of text.corrected) corrected.add(unit);
    const near = options.near ? nearness(candidate, options.near.point, options.near.radiusKm) : 1;
    const freshness = candidate.stale ? STALE_FRESHNESS : 1;
    return {
      id: candidate.id,
      score: text.score * near * freshness,
      full: text.full,
      promoted: candidate.is_promoted,
      created_at: candidate.created_at,
    };
  });
  // Equal scores (offers alike in every matched field): the newest first, as the portal lists offers elsewhere.
  const ordered = promote(scored).sort(
    (a, b) => b.score - a.score || b.created_at.localeCompare(a.created_at) || (a.id < b.id ? -1 : 1),
  );
  return {
    ids: ordered.map((item) => item.id),
    partial: scored.length > 0 && !anyFull,
    corrected,
    found: retrieved.found,
    complete: retrieved.complete,
  };
}
