import { isHttpUrl } from '../shared/textChecks';

/** A piece of a line of plain text: words as typed, or a web address that becomes a link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A paragraph of plain text: its lines (single line breaks), each a list of pieces. */
export type TextParagraph = TextPiece[][];

// An address starts with http(s):// or www. and runs to the next space or character that cannot be in a typed URL.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;
// Punctuation that closes a sentence around an address is not part of it ("zobacz https://a.pl.").
const TRAILING_PUNCTUATION = /[.,;:!?…'"”’»]+$/;

/** Drops sentence punctuation and a closing bracket the address did not open, as in "(https://a.pl/x)". */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING_PUNCTUATION, '');
  while (address.endsWith(')') && (address.match(/\(/g) ?? []).length < (address.match(/\)/g) ?? []).length) {
    address = address.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return address;
}

/** The link target of a typed address: only http and https; "www.…" is taken as https. */
function hrefOf(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  return isHttpUrl(href) && new URL(href).hostname.includes('.') ? href : null;
}

/** One line cut into text and links; anything that is not a valid web address stays text. */
export function linkPieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += text;
    else pieces.push({ kind: 'text', text });
  };
  for (const match of line.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    pushText(line.slice(position, match.index));
    pieces.push({ kind: 'link', text: address, href });
    position = match.index + address.length;
  }
  pushText(line.slice(position));
  return pieces;
}

/**
 * Plain text as typed into a textarea, for display: blank lines separate paragraphs, single line breaks stay line
 * breaks, web addresses become links. Nothing in the text is ever read as HTML.
 */
export function plainTextParagraphs(text: string): TextParagraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n').map((line) => linkPieces(line.trimEnd())));
}
