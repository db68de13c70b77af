import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../support/docsReferences.js';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['server', 'shared', 'src-public', 'src-admin', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sql|html)$/;
/** Third-party word lists, this file (it spells out what it looks for) and the docs checker's made-up documents. */
const SKIPPED = ['server/search/dictionary/', 'tests/unit/sourceCitations.test.ts', 'tests/unit/docsLinks.test.ts'];

/**
 * Citations of documents a newcomer does not have: the product specification by section, issue numbers, the design
 * document. A comment says what and why in its own words, or points at the docs/ section that describes the behaviour.
 */
const OUTSIDE_CITATIONS: [string, RegExp][] = [
  // Sections of public standards (XML 1.0 §2.2) are fine: anyone can read them.
  ['the specification', /\bSPEC\b/],
  ['an issue number', /\bissues?\s*#?\d+|\bfinding \d+ of\b/i],
  ['the design document', /\bARCHITECTURE\b/],
];
/** A reference to the repository's own documentation, with an optional heading anchor. */
const DOCS_REFERENCE = /\bdocs\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
      .filter((file) => SOURCE.test(file) && !file.includes('node_modules/'))
      .filter((file) => !SKIPPED.some((skipped) => file.startsWith(skipped))),
  );
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

function docsAnchors(doc: string): string[] | undefined {
  try {
    return headingAnchors(readFileSync(path.join(root, 'docs', doc), 'utf8'));
  } catch {
    return undefined;
  }
}

describe('code comments cite only the repository', () => {
  it('scans the source folders', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('no source file cites the specification, an issue number or the design document', () => {
    const found = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_CITATIONS.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${file}:${index + 1} cites ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('every docs/ file and heading a source file points at exists', () => {
    const broken = files.flatMap(({ file, text }) =>
      [...text.matchAll(DOCS_REFERENCE)]
        .filter(([, doc, anchor]) => {
          const anchors = docsAnchors(doc);
          return anchors === undefined || (anchor !== undefined && !anchors.includes(anchor));
        })
        .map(([reference]) => `${file}: ${reference}`),
    );
    expect(broken).toEqual([]);
  });

  it('recognises what it looks for', () => {
    const cites = (line: string) => OUTSIDE_CITATIONS.some(([, pattern]) => pattern.test(line));
    const cited = ['// SPEC §5: x', '(issue 13)', 'issue #27', 'finding 8 of issue 11', 'ARCHITECTURE.md "Lists"'];
    const allowed = ['ASPECT_MARK', 'SPECIAL', 'the issue date', 'XML 1.0 (§2.2)', 'docs/wyszukiwanie.md'];
    expect(cited.filter((line) => !cites(line))).toEqual([]);
    expect(allowed.filter(cites)).toEqual([]);
  });
});
