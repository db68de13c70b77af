import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenReferences, headingAnchors, referencesIn } from '../support/docsReferences.js';

const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs].sort();
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => existsSync(path.join(root, file));

describe('documentation references', () => {
  it.each(markdownFiles())('%s points only at files and headings that exist', (file) => {
    expect(brokenReferences(file, read, exists)).toEqual([]);
  });

  it('the README maps every file in docs/', () => {
    const linked = new Set(referencesIn('README.md', read('README.md')).map((reference) => reference.file));
    expect(markdownFiles().filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([]);
  });
});

describe('the checker itself', () => {
  const files: Record<string, string> = {
    'docs/a.md': [
      '# Tytuł',
      '## Niezawodność i `kopie`',
      'Zobacz [b](b.md), [brak](brak.md), [kotwica](b.md#nie-ma) i [dobra](b.md#wstęp).',
      'Kod w `server/app.ts` i `server/nie-ma.ts`, katalog `tests/unit/`, wzór `server/<obszar>/routes.ts`.',
      '```',
      '`server/w-bloku-kodu.ts` [x](w-bloku.md)',
      '```',
      '[zewnętrzny](https://example.org/x.md) i [własna](#niezawodność-i-kopie)',
    ].join('\n'),
    'docs/b.md': '# Wstęp\n',
  };
  const present = new Set(['docs/a.md', 'docs/b.md', 'server/app.ts', 'tests/unit']);

  it('reports missing files, missing headings and missing code paths, and nothing else', () => {
    expect(
      brokenReferences(
        'docs/a.md',
        (file) => files[file] ?? '',
        (file) => present.has(file.replace(/\/$/, '')),
      ),
    ).toEqual(['brak.md → docs/brak.md', 'b.md#nie-ma → docs/b.md#nie-ma', '`server/nie-ma.ts`']);
  });

  it('makes anchors the way GitHub does', () => {
    expect(headingAnchors('## Plany zapytań (`EXPLAIN ANALYZE`, skrócone)\n## API\n')).toEqual([
      'plany-zapytań-explain-analyze-skrócone',
      'api',
    ]);
  });
});
