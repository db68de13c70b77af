import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from './serverBuild.js';

/**
 * Runs before `npm start`: builds the two pages and the server when they are missing or older than their sources,
 * so a fresh clone starts with one command and an up-to-date checkout starts at once.
 */
const root = path.resolve(import.meta.dirname, '..');
const BUILT_PAGES = ['dist/index.html', 'dist/admin.html'];
const SOURCES = [
  'src-public',
  'src-admin',
  'shared',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'scripts/pageKitChunk.ts',
  'scripts/precompress.ts',
  'scripts/inlineScript.ts',
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(target, name))),
    stats.mtimeMs,
  );
}

function oldestBuiltPage(): number {
  const times = BUILT_PAGES.map((page) => path.join(root, page)).map((page) =>
    existsSync(page) ? statSync(page).mtimeMs : 0,
  );
  return Math.min(...times);
}

const builtAt = oldestBuiltPage();
const sourcesChangedAt = Math.max(...SOURCES.map((source) => newestModification(path.join(root, source))));

if (builtAt === 0 || sourcesChangedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'Brak zbudowanych stron – uruchamiam vite build…'
      : 'Źródła stron zmieniły się od ostatniego budowania – uruchamiam vite build…',
  );
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Budowanie stron nie powiodło się – serwer nie zostanie uruchomiony.');
    process.exit(build.status ?? 1);
  }
}

if (serverBuildIsStale()) {
  console.log('Kompiluję serwer do JavaScriptu (dist-server/)…');
  await buildServer();
}
