import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { analyseWord, splitWords } from './analyser.js';
import { fold } from './fold.js';
import { rowsOf } from './indexing.js';

/** Trigram similarity (0–1) a word of the portal needs to be offered instead of a typed word. */
const MIN_SIMILARITY = 0.35;

/** The portal's word nearest to `word` (trigram similarity of the folded spellings), if one is near enough. */
async function nearestWord(db: Db, word: string): Promise<string | undefined> {
  const key = fold(word);
  const rows = await rowsOf<{ word: string; exact: boolean }>(
    db,
    sql`select word, word_key = ${key} as exact from search_vocabulary
      where word_key % ${key} and similarity(word_key, ${key}) >= ${MIN_SIMILARITY}
      order by word_key = ${key} desc, similarity(word_key, ${key}) desc, word
      limit 1`,
  );
  const [row] = rows;
  return row && !row.exact ? row.word : undefined;
}

/**
 * "Did you mean": the query with each word that neither the dictionary nor the portal knows replaced by the
 * portal's nearest word ('rehabilitacjia' → 'rehabilitacja'); null when nothing would change.
 */
export async function didYouMean(db: Db, text: string): Promise<string | null> {
  const words = splitWords(text);
  const replaced = await Promise.all(
    words.map(async (word) => {
      const analysed = analyseWord(word);
      if (!analysed || analysed.lemmas.length || word.length < 3) return word;
      return (await nearestWord(db, word)) ?? word;
    }),
  );
  return replaced.some((word, index) => word !== words[index]) ? replaced.join(' ') : null;
}
