import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, formatBudgetTable, PAGE_BUDGETS, type Manifest } from './bundleSize.js';

/** Runs after `vite build`: fails the build when a page's first JavaScript load is over its gzip budget. */
const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipSizeOf = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;

const results = checkBudgets(manifest, PAGE_BUDGETS, gzipSizeOf);
console.log(`\nJavaScript ładowany na starcie każdej strony:\n${formatBudgetTable(results)}\n`);
const overBudget = results.filter((result) => !result.withinBudget);
for (const result of overBudget) {
  console.error(`Przekroczony budżet: ${result.label} – ${result.files.join(', ')}`);
}
if (overBudget.length > 0) {
  console.error('Ładuj trasy i ciężkie ekrany leniwie (import()), aby zmieścić się w limicie.');
  process.exit(1);
}
