import { sql, type SQL } from 'drizzle-orm';

/**
 * One word as a quoted tsquery lexeme with prefix matching. The word is unaccented FIRST and escaped after:
 * `unaccent` turns some letters into tsquery syntax ('⑴' → '(1)', 'ŉ' → "'n", '⅚' → ' 5/6'), so escaping the raw
 * word is not enough. Inside quotes a quote is doubled and a backslash escaped (chr(39), chr(92)), which leaves
 * only lexemes for to_tsquery's parser; punctuation in them is dropped by the text-search configuration.
 */
const quotedPrefix = (word: string): SQL =>
  sql`chr(39) || replace(replace(lower(f_unaccent(${word}::text)), chr(92), chr(92) || chr(92)), chr(39), chr(39) || chr(39))
    || chr(39) || ':*'`;

/** A tsquery in which every word must match as a prefix; `words` hold at least one letter or digit each. */
export function prefixTsQuery(words: string[]): SQL {
  const terms = sql.join(
    words.map((word) => sql`(${quotedPrefix(word)})`),
    sql` || ' & ' || `,
  );
  return sql`to_tsquery('simple', ${terms})`;
}
