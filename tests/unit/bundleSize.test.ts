import { describe, expect, it } from 'vitest';
import { checkBudgets, formatBudgetTable, initialJsFiles, type Manifest } from '../../scripts/bundleSize.js';

/** Two pages sharing a vendor chunk; the admin page lazily loads a heavy screen that itself imports a chart library. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-react.js', '_shared.js'],
    dynamicImports: ['src-public/pages/Search.tsx'],
    css: ['assets/main.css'],
  },
  'admin.html': {
    file: 'assets/admin-b2.js',
    src: 'admin.html',
    isEntry: true,
    imports: ['_vendor-react.js', '_react-admin.js'],
    dynamicImports: ['src-admin/overview/Charts.tsx'],
  },
  '_vendor-react.js': { file: 'assets/vendor-react-c3.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-d4.js', imports: ['_vendor-react.js'] },
  '_react-admin.js': { file: 'assets/react-admin-e5.js', imports: ['_vendor-react.js', '_styles.css'] },
  '_styles.css': { file: 'assets/styles-f6.css' },
  'src-public/pages/Search.tsx': { file: 'assets/Search-g7.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src-admin/overview/Charts.tsx': { file: 'assets/Charts-h8.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts-i9.js' },
};

describe('initialJsFiles', () => {
  it('lists the entry and its static imports recursively, each once, entry first', () => {
    expect(initialJsFiles(manifest, 'index.html')).toEqual([
      'assets/main-a1.js',
      'assets/vendor-react-c3.js',
      'assets/shared-d4.js',
    ]);
  });

  it('leaves out lazily loaded chunks and everything only they import, and non-JS files', () => {
    const files = initialJsFiles(manifest, 'admin.html');
    expect(files).toEqual([
      'assets/admin-b2.js',
      'assets/vendor-react-c3.js',
      'assets/shared-d4.js',
      'assets/react-admin-e5.js',
    ]);
    expect(files).not.toContain('assets/Charts-h8.js');
    expect(files).not.toContain('assets/charts-i9.js');
  });

  it('fails loudly on a missing entry or a dangling import', () => {
    expect(() => initialJsFiles(manifest, 'missing.html')).toThrow('missing.html');
    expect(() => initialJsFiles({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, 'index.html')).toThrow(
      '_gone.js',
    );
  });
});

describe('checkBudgets', () => {
  const sizes: Record<string, number> = {
    'assets/main-a1.js': 20_000,
    'assets/vendor-react-c3.js': 60_000,
    'assets/shared-d4.js': 5_000,
    'assets/admin-b2.js': 30_000,
    'assets/react-admin-e5.js': 300_000,
  };
  const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

  it('sums the gzipped sizes and compares each page with its own limit', () => {
    const [publicPage, adminPage] = checkBudgets(
      manifest,
      [
        { entry: 'index.html', label: 'Publiczna', limitBytes: 85_000 },
        { entry: 'admin.html', label: 'Panel', limitBytes: 394_999 },
      ],
      sizeOf,
    );
    expect(publicPage).toMatchObject({ gzipBytes: 85_000, withinBudget: true });
    expect(adminPage).toMatchObject({ gzipBytes: 395_000, withinBudget: false });
  });

  it('prints one row per page with the verdict', () => {
    const table = formatBudgetTable(
      checkBudgets(manifest, [{ entry: 'index.html', label: 'Publiczna', limitBytes: 1000 }], sizeOf),
    );
    expect(table).toMatch(/Publiczna\s+3\s+83\.0 KB\s+1\.0 KB\s+PRZEKROCZONY/);
  });
});
