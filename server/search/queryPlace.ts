import { sql } from 'drizzle-orm';
import type { Voivodeship } from '../../shared/discovery.js';
import type { Db } from '../db/index.js';
import type { NearPoint } from '../offers/discoveryFilters.js';
import { analyseWord, splitWords, type AnalysedWord } from './analyser.js';
import type { Execute } from './execute.js';
import { fold } from './fold.js';

/** A word of the query as typed, with its analysis (none for a stop word). */
export interface QueryToken {
  raw: string;
  position: number;
  word: AnalysedWord | undefined;
}

export const queryTokens = (text: string): QueryToken[] =>
  splitWords(text).map((raw, position) => ({ raw, position, word: analyseWord(raw) }));

/** A place of the gazetteer by the folded words of its name ('zielona', 'gora'). */
interface PlaceName {
  words: string[];
  point: NearPoint;
  population: number;
}

/** A place the query names, and which of its words name it. */
export interface PlaceInQuery {
  point: NearPoint;
  /** Positions of the query's words that name the place (they leave the text the offers are matched on). */
  positions: number[];
}

/**
 * A town this big is meant when its name is typed even if the word has another meaning ('lodz': Łódź or a boat);
 * a smaller one only when the word is capitalised or follows 'w', 'koło', 'pod'… ('Koło', 'w Kole', not 'koło').
 */
const UNAMBIGUOUS_POPULATION = 100_000;
/** Words before a place name that say where ('w Kole', 'koło Krakowa', 'okolice Opola'). */
const WHERE_WORDS = new Set(['w', 'we', 'koło', 'kolo', 'obok', 'pod', 'niedaleko', 'okolice', 'okolicy', 'blisko']);
const MAX_NAME_WORDS = 4;

const gazetteers = new WeakMap<Db, Promise<Map<string, PlaceName[]>>>();

/** The gazetteer by the first word of each name, longest names first; read once per database (it never changes). */
function gazetteer(db: Db, execute: Execute): Promise<Map<string, PlaceName[]>> {
  let loaded = gazetteers.get(db);
  if (!loaded) {
    loaded = execute<{ name: string; voivodeship: string; lat: number; lon: number; population: number }>(
      sql`select name, voivodeship, lat, lon, population from places order by population desc, id`,
    ).then((rows) => {
      const byFirstWord = new Map<string, PlaceName[]>();
      for (const row of rows) {
        const words = splitWords(fold(row.name));
        if (!words.length || words.length > MAX_NAME_WORDS) continue;
        const point = { name: row.name, voivodeship: row.voivodeship as Voivodeship, lat: row.lat, lon: row.lon };
        const list = byFirstWord.get(words[0]) ?? [];
        list.push({ words, point, population: row.population });
        byFirstWord.set(words[0], list);
      }
      for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
      return byFirstWord;
    });
    loaded.catch(() => gazetteers.delete(db));
    gazetteers.set(db, loaded);
  }
  return loaded;
}

/** The folded words a query word may stand for as part of a name: as written, its lemmas, its names. */
const nameForms = (token: QueryToken): string[] =>
  token.word ? [token.word.folded, ...token.word.lemmas, ...token.word.names] : [fold(token.raw)];

/** Whether the query's words from `start` spell the place's name (any form of each word). */
function spells(tokens: QueryToken[], start: number, name: PlaceName): boolean {
  if (start + name.words.length > tokens.length) return false;
  return name.words.every((word, index) => nameForms(tokens[start + index]).includes(word));
}

/** Whether the words, read as a place, are meant as one (see UNAMBIGUOUS_POPULATION). */
function meantAsPlace(tokens: QueryToken[], start: number, name: PlaceName): boolean {
  const named = tokens.slice(start, start + name.words.length);
  const ambiguous = named.every((token) => token.word?.common ?? true);
  if (!ambiguous || name.population >= UNAMBIGUOUS_POPULATION) return true;
  const first = named[0].raw;
  const capitalised = first.charAt(0) !== first.charAt(0).toLowerCase();
  const before = tokens[start - 1]?.raw.toLowerCase();
  return capitalised || (before !== undefined && WHERE_WORDS.has(before));
}

/**
 * The first place of the gazetteer the query names, in any form of its words ('w Krakowie', 'krakow', 'Łodzi',
 * 'w Zielonej Górze'); the longest name wins at a word, then the most populous place of that name.
 */
export async function placeInQuery(db: Db, execute: Execute, tokens: QueryToken[]): Promise<PlaceInQuery | undefined> {
  const names = await gazetteer(db, execute);
  for (let start = 0; start < tokens.length; start++) {
    if (!tokens[start].word) continue;
    const candidates = nameForms(tokens[start]).flatMap((form) => names.get(form) ?? []);
    const found = candidates
      .filter((name) => spells(tokens, start, name) && meantAsPlace(tokens, start, name))
      .sort((a, b) => b.words.length - a.words.length || b.population - a.population)[0];
    if (found) {
      return {
        point: found.point,
        positions: found.words.map((_, index) => tokens[start + index].position),
      };
    }
  }
  return undefined;
}
