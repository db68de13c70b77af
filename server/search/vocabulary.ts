import { sql } from 'drizzle-orm';
import type { Execute } from './execute.js';
import { allowedTypos, typoDistance } from './typos.js';

/** What the ranking knows of the analysed offers: their number and the average words per field. */
export interface CollectionStats {
  documents: number;
  averageLengths: number[];
}

/** Document frequencies of index keys (absent: no analysed offer has the key) and the collection's totals. */
export interface TermStatistics {
  df: Map<string, number>;
  stats: CollectionStats;
}

/** Reads the document frequencies of the given keys and the totals, in one statement. */
export async function termStatistics(execute: Execute, keys: readonly string[]): Promise<TermStatistics> {
  const rows = await execute<{ lexeme: string | null; df: number; lengths: number[] | null }>(
    sql`select lexeme, df, null::float8[] as lengths from search_terms
        where lexeme = any(${sql.param([...new Set(keys)])}::text[]) and df > 0
      union all
      select null, documents, field_lengths::float8[] from search_stats where id = 1`,
  );
  const df = new Map<string, number>();
  let stats: CollectionStats = { documents: 0, averageLengths: [1, 1, 1, 1] };
  for (const row of rows) {
    if (row.lexeme !== null) {
      df.set(row.lexeme, Number(row.df));
      continue;
    }
    const documents = Number(row.df);
    const lengths = (row.lengths ?? []).map(Number);
    stats = {
      documents,
      averageLengths: [0, 1, 2, 3].map((field) => (documents > 0 ? Math.max(1, (lengths[field] ?? 0) / documents) : 1)),
    };
  }
  return { df, stats };
}

/** Completions of a word's beginning considered at most ('rehab' → rehabilitacja, rehabilitacji…). */
const MAX_COMPLETIONS = 12;

/** The portal's words that begin with `prefix` (folded), most frequent first. */
export async function completions(execute: Execute, prefix: string): Promise<{ lexeme: string; df: number }[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await execute<{ lexeme: string; df: number }>(
    sql`select lexeme, df from search_terms where lexeme like ${pattern} and lexeme <> ${prefix} and df > 0
      order by df desc, lexeme limit ${MAX_COMPLETIONS}`,
  );
  return rows.map((row) => ({ lexeme: row.lexeme, df: Number(row.df) }));
}

/** A word of the portal a typed word may have meant. */
export interface Correction {
  lexeme: string;
  df: number;
  typos: number;
}

/** Corrections considered at most per word: the nearest, then the most frequent. */
const MAX_CORRECTIONS = 4;
/** The portal's words nearest by trigrams (a GiST index reads them nearest first) whose typos are counted. */
const CANDIDATES = 60;

/**
 * The portal's words within the typos a word of that length may carry (typos.ts), nearest first, then the most
 * frequent. Only words of letters are corrected, to words of letters.
 */
export async function corrections(execute: Execute, word: string): Promise<Correction[]> {
  const limit = allowedTypos([...word].length);
  if (!limit || !/^[a-z]+$/.test(word)) return [];
  const rows = await execute<{ lexeme: string; df: number }>(
    sql`select lexeme, df from search_terms
      where lexeme ~ '^[a-z]{4,}$' and df > 0 and length(lexeme) between ${word.length - limit} and ${word.length + limit}
      order by lexeme <-> ${word}, lexeme limit ${CANDIDATES}`,
  );
  return rows
    .map((row) => ({ lexeme: row.lexeme, df: Number(row.df), typos: typoDistance(word, row.lexeme, limit) }))
    .filter((row) => row.typos <= limit && row.lexeme !== word)
    .sort((a, b) => a.typos - b.typos || b.df - a.df || (a.lexeme < b.lexeme ? -1 : 1))
    .slice(0, MAX_CORRECTIONS);
}
