import { describe, expect, it } from 'vitest';
import { analyseWord } from '../../server/search/analyser.js';
import { aspectStems, compoundParts, derivationStems } from '../../server/search/derivations.js';
import { documentVector } from '../../server/search/documentVector.js';
import { nearness, ONLINE_NEARNESS, promote, PROMOTION_BOOST } from '../../server/search/ranking.js';
import type { Candidate } from '../../server/search/retrieval.js';
import {
  closeness,
  FIELD_WEIGHTS,
  inverseDocumentFrequency,
  pseudoFrequency,
  saturate,
} from '../../server/search/scoring.js';
import { allowedTypos, typoDistance } from '../../server/search/typos.js';

const stats = { documents: 100, averageLengths: [5, 12, 60, 10] };

describe('typo tolerance (Meilisearch rule)', () => {
  it('allows no typo below 5 letters, one from 5 to 8, two from 9', () => {
    expect([4, 5, 8, 9, 14].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts an inserted, missing, wrong or swapped letter as one typo, a wrong first letter as two', () => {
    expect(typoDistance('wozekk', 'wozek', 1)).toBe(1);
    expect(typoDistance('wzek', 'wozek', 1)).toBe(1);
    expect(typoDistance('wosek', 'wozek', 1)).toBe(1);
    expect(typoDistance('wzoek', 'wozek', 1)).toBe(1);
    expect(typoDistance('rehabilitacjia', 'rehabilitacja', 2)).toBe(1);
    expect(typoDistance('hipoterpia', 'hipoterapia', 2)).toBe(1);
    expect(typoDistance('mozek', 'wozek', 2)).toBe(2);
    expect(typoDistance('kot', 'wozek', 1)).toBeGreaterThan(1);
  });
});

describe('BM25F pieces', () => {
  it('gives rare words more weight than common ones', () => {
    expect(inverseDocumentFrequency(1, 100)).toBeGreaterThan(inverseDocumentFrequency(50, 100));
    expect(inverseDocumentFrequency(100, 100)).toBeGreaterThan(0);
  });

  it('weighs the title above the short description above the long one above the labels', () => {
    const inField = (field: number) =>
      pseudoFrequency(
        [0, 1, 2, 3].map((index) => (index === field ? 1 : 0)),
        stats.averageLengths,
        stats,
      );
    expect(inField(0)).toBeGreaterThan(inField(1));
    expect(inField(1)).toBeGreaterThan(inField(2));
    expect(inField(2)).toBeGreaterThan(inField(3));
    expect(FIELD_WEIGHTS).toHaveLength(4);
  });

  it('counts a word in a short text more than in a long one, and saturates repetitions', () => {
    const short = pseudoFrequency([0, 0, 1, 0], [5, 12, 20, 10], stats);
    const long = pseudoFrequency([0, 0, 1, 0], [5, 12, 400, 10], stats);
    expect(short).toBeGreaterThan(long);
    expect(saturate(10) - saturate(9)).toBeLessThan(saturate(2) - saturate(1));
    expect(saturate(1000)).toBeLessThan(2.3);
  });

  it('finds words close together as close as in the query, farther ones less, other fields not at all', () => {
    const at = (position: number, field = 0) => [{ position, field }];
    expect(closeness(at(3), at(4), 1)).toBe(1);
    expect(closeness(at(3), at(5), 2)).toBe(1);
    expect(closeness(at(3), at(9), 1)).toBeLessThan(0.5);
    expect(closeness(at(3), at(4, 2), 1)).toBe(0);
  });
});

describe('promotion', () => {
  const item = (id: string, score: number, full: boolean, promoted: boolean) => ({
    id,
    score,
    full,
    promoted,
    created_at: '2026-01-01T00:00:00.000000',
  });
  const order = (items: ReturnType<typeof item>[]) =>
    promote(items)
      .sort((a, b) => b.score - a.score)
      .map((ranked) => ranked.id);

  it('lifts a promoted offer above about as good ones only', () => {
    expect(order([item('plain', 1, true, false), item('promoted', 0.95, true, true)])).toEqual(['promoted', 'plain']);
    const clearlyBetter = 1 + 2 * PROMOTION_BOOST;
    expect(order([item('better', clearlyBetter, true, false), item('promoted', 1, true, true)])).toEqual([
      'better',
      'promoted',
    ]);
  });

  it('never lifts a partial match above a full one', () => {
    expect(order([item('full', 1, true, false), item('partial', 0.99, false, true)])).toEqual(['full', 'partial']);
    expect(order([item('partial', 0.99, false, false), item('promotedPartial', 0.95, false, true)])).toEqual([
      'promotedPartial',
      'partial',
    ]);
  });
});

describe('nearness to the place searched', () => {
  const krakow = { name: 'Kraków', voivodeship: 'malopolskie' as const, lat: 50.06, lon: 19.94 };
  const candidate = (lat: number | null, lon: number | null, modes: string[], radius = 30): Candidate => ({
    id: 'x',
    estimate: 0,
    created_at: '2026-01-01T00:00:00.000000',
    is_promoted: false,
    geo_lat: lat,
    geo_lon: lon,
    service_modes: modes,
    service_radius_km: radius,
    stale: false,
    lengths: [1, 1, 1, 1],
    occurrences: new Map(),
  });

  it('ranks the town itself first, nearby places next, online after every local offer', () => {
    const inTown = nearness(candidate(50.06, 19.94, ['on_site']), krakow, 25);
    const nearby = nearness(candidate(50.0, 20.1, ['on_site']), krakow, 25);
    const online = nearness(candidate(52.23, 21.01, ['online']), krakow, 25);
    const comesHome = nearness(candidate(50.3, 19.6, ['at_home'], 50), krakow, 25);
    expect(inTown).toBe(1);
    expect(nearby).toBeLessThan(inTown);
    expect(online).toBe(ONLINE_NEARNESS);
    expect(Math.min(nearby, comesHome)).toBeGreaterThan(online);
  });
});

describe('derivations and the index', () => {
  const word = (text: string) => analyseWord(text)!;

  it("finds the known word a compound ends with after its linking 'o'", () => {
    expect(compoundParts(word('hipoterapia'))).toEqual(['terapia']);
    expect(compoundParts(word('neurologopeda'))).toContain('logopeda');
    expect(compoundParts(word('transport'))).toEqual([]);
    expect(compoundParts(word('niewidomy'))).toEqual([]);
  });

  it('gives both aspects of a verb, and its gerund, one stem', () => {
    const stems = ['wypożyczać', 'wypożyczyć', 'wypożyczamy', 'wypożyczenie'].map((text) => aspectStems(word(text)));
    expect(new Set(stems.flat())).toEqual(new Set(['wypozycz']));
    expect(aspectStems(word('kupić'))).toEqual(aspectStems(word('kupować')));
  });

  it('gives a person, an activity and their adjective one stem, never the word its own lemma', () => {
    const family = (...texts: string[]) => texts.map((text) => derivationStems(word(text)));
    expect(new Set(family('fizjoterapeuta', 'fizjoterapii', 'fizjoterapeutyczne').flat())).toEqual(
      new Set(['fizjoterap']),
    );
    expect(new Set(family('rehabilitant', 'rehabilitacji', 'rehabilitacyjny').flat())).toEqual(new Set(['rehabilit']));
    expect(new Set(family('dostępny', 'dostępność').flat())).toEqual(new Set(['dostepn']));
    expect(derivationStems(word('psycholog'))).toEqual([]);
    expect(derivationStems(word('psychologiczna'))).toEqual(['psycholog']);
  });

  it('indexes words by field with tier keys for the title and the short description', () => {
    const { vector, lengths } = documentVector({
      title: 'Wózek inwalidzki',
      short: 'Wypożyczamy wózki',
      long: 'Długi opis dla osób z niepełnosprawnością',
      labels: 'Tekst łatwy do czytania (ETR)',
    });
    expect(vector).toContain("'#wozek'");
    expect(vector).toContain("'+wozek'");
    expect(vector).toMatch(/'wozek':1A,\d+B/);
    expect(vector).toMatch(/'etr':\d+D/);
    expect(vector).toContain("'=wypozycz'");
    expect(lengths).toEqual([2, 2, 4, 4]);
  });
});
