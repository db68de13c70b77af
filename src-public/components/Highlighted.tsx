import type { ReactNode } from 'react';

/** Runs of letters and digits, as the server splits words (server/search/analyser.ts splitWords). */
const WORD = /([\p{L}\p{N}]+)/u;

/**
 * A text with the words the search matched wrapped in <mark> (`words`: lower case, as the answer's
 * highlight_words gives them). React nodes only, never HTML: the text stays text, and a link around it keeps the
 * plain text as its accessible name.
 */
export function Highlighted({ text, words }: { text: string; words: ReadonlySet<string> | undefined }): ReactNode {
  if (!words?.size) return text;
  // split() with a capturing group keeps the words at the odd positions, the text between them at the even ones.
  return text
    .split(WORD)
    .map((part, index) => (index % 2 === 1 && words.has(part.toLowerCase()) ? <mark key={index}>{part}</mark> : part));
}
