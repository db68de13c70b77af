import { sql } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS_MAX } from '../../shared/search.js';
import type { SearchSuggestion } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { categories } from '../db/schema.js';
import { publicOfferCondition } from '../offers/queries.js';
import { analyseText, type AnalysedWord } from './analyser.js';
import { executeOn } from './execute.js';
import { fold } from './fold.js';
import { rowsOf } from './indexing.js';
import { respell } from './queryPlan.js';
import { buildTextQuery } from './textQuery.js';

/** Categories and places take at most this many places each, so that offers are always among the suggestions. */
const MAX_NAMES_PER_KIND = 2;

/** A typed word names a word of a name when it begins it ('rehab' → Rehabilitacja) or shares a lemma with it. */
const namesWord = (typed: AnalysedWord, word: AnalysedWord) =>
  word.folded.startsWith(typed.folded) || typed.lemmas.some((lemma) => word.lemmas.includes(lemma));

/** Categories whose name has every typed word (any form of it, or its beginning). */
async function categorySuggestions(db: Db, typed: AnalysedWord[]): Promise<SearchSuggestion[]> {
  if (!typed.length) return [];
  // A few dozen rows: matched here with the same analysis as the search, rather than in SQL.
  const rows = await db.select({ name: categories.name, slug: categories.slug }).from(categories);
  return rows
    .filter((row) => {
      const words = analyseText(row.name);
      return typed.every((word) => words.some((nameWord) => namesWord(word, nameWord)));
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
    .slice(0, MAX_NAMES_PER_KIND)
    .map((row) => ({ type: 'category', label: row.name, value: row.slug }));
}

/**
 * Places of the gazetteer whose name begins with the typed text and that have a public offer, most populous
 * first: a place without offers would only lead to an empty search.
 */
async function placeSuggestions(db: Db, text: string): Promise<SearchSuggestion[]> {
  const prefix = `${fold(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select min(p.name) as name from places p
      where p.name_key like ${prefix}
        and exists (select 1 from offers where offers.city_key = p.name_key and ${publicOfferCondition})
      group by p.name_key order by max(p.population) desc, min(p.name) limit ${MAX_NAMES_PER_KIND}`,
  );
  return rows.map((row) => ({ type: 'place', label: row.name, value: row.name }));
}

/** Public offers with every typed word in their title (any form, or its beginning), promoted and best first. */
async function offerSuggestions(db: Db, text: string, limit: number): Promise<SearchSuggestion[]> {
  const query = buildTextQuery(text, []);
  if (!query || limit <= 0) return [];
  const title = sql`to_tsquery('simple', ${query.title})`;
  const rows = await rowsOf<{ id: string; title: string }>(
    db,
    sql`select offers.id, offers.title from offers
      where offers.search_vector @@ ${title} and ${publicOfferCondition}
      order by offers.is_promoted desc, ts_rank(offers.search_vector, ${title}) desc, offers.created_at desc
      limit ${limit}`,
  );
  return rows.map((row) => ({ type: 'offer', label: row.title, value: row.id }));
}

/**
 * What the search boxes suggest while a person types: the categories and the places the text names, then the
 * titles of public offers (never of banned owners, as in the search), at most SEARCH_SUGGESTIONS_MAX in all. A word
 * the portal does not know is read as its typo correction first ('rehabilitacjia' → rehabilitacja), as the search does.
 */
export async function searchSuggestions(db: Db, typed: string): Promise<SearchSuggestion[]> {
  const text = await respell(executeOn(db), typed);
  const [named, places] = await Promise.all([categorySuggestions(db, analyseText(text)), placeSuggestions(db, text)]);
  const offered = await offerSuggestions(db, text, SEARCH_SUGGESTIONS_MAX - named.length - places.length);
  return [...named, ...places, ...offered];
}
