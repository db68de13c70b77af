/**
 * Typo tolerance as Meilisearch does it: a query word of 5 to 8 letters may differ from a word of the portal by
 * one typo, a longer one by two, a shorter one by none; a typo is an inserted, missing, wrong or swapped letter
 * (Damerau-Levenshtein), and a wrong first letter counts as two, since people rarely get the first letter wrong.
 */

/** Letters a query word needs for one typo, and for two. */
export const ONE_TYPO_MIN_LENGTH = 5;
export const TWO_TYPOS_MIN_LENGTH = 9;

/** How many typos a query word of this many letters may carry. */
export function allowedTypos(length: number): number {
  if (length >= TWO_TYPOS_MIN_LENGTH) return 2;
  return length >= ONE_TYPO_MIN_LENGTH ? 1 : 0;
}

/**
 * The typos between two words (optimal string alignment: each letter is edited at most once), counting a
 * differing first letter twice; `limit + 1` as soon as the distance is known to exceed `limit`.
 */
export function typoDistance(typed: string, word: string, limit: number): number {
  const a = [...typed];
  const b = [...word];
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const firstLetter = a[0] === b[0] ? 0 : 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoBack[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length] + firstLetter;
}
