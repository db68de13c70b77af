/** One chunk of Vite's build manifest (dist/.vite/manifest.json); keys of `imports` are other manifest keys. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  /** Manifest key of the page, e.g. `index.html`. */
  entry: string;
  label: string;
  limitBytes: number;
}

export interface BudgetResult extends PageBudget {
  files: string[];
  gzipBytes: number;
  withinBudget: boolean;
}

/** The public page must stay light on cheap phones; the back office may load more (docs/wydajnosc.md). */
export const PAGE_BUDGETS: PageBudget[] = [
  { entry: 'index.html', label: 'Strona publiczna (/)', limitBytes: 100 * 1024 },
  { entry: 'admin.html', label: 'Panel administracyjny (/admin)', limitBytes: 450 * 1024 },
];

/**
 * The JavaScript files a page loads before it can run: its entry chunk and, recursively, every static import.
 * Dynamic imports (lazy routes and screens) load later and are left out. Entry first, each file once.
 */
export function initialJsFiles(manifest: Manifest, entry: string): string[] {
  if (!manifest[entry]) throw new Error(`Manifest nie zawiera wpisu ${entry}.`);
  const files: string[] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest odwołuje się do nieistniejącego fragmentu ${key}.`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files;
}

export function checkBudgets(
  manifest: Manifest,
  budgets: PageBudget[],
  gzipSizeOf: (file: string) => number,
): BudgetResult[] {
  return budgets.map((budget) => {
    const files = initialJsFiles(manifest, budget.entry);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSizeOf(file), 0);
    return { ...budget, files, gzipBytes, withinBudget: gzipBytes <= budget.limitBytes };
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatBudgetTable(results: BudgetResult[]): string {
  const rows = results.map((result) => [
    result.label,
    String(result.files.length),
    kilobytes(result.gzipBytes),
    kilobytes(result.limitBytes),
    result.withinBudget ? 'OK' : 'PRZEKROCZONY',
  ]);
  const header = ['Strona', 'Pliki JS', 'Rozmiar (gzip)', 'Limit', 'Wynik'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((row) => row.trimEnd())
    .join('\n');
}
