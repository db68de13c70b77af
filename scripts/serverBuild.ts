import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The production server as plain JavaScript, so `npm start` runs `node` with no TypeScript compiler in the process.
 * Each module of server/ and shared/ becomes one file at the same relative place under dist-server/ (types stripped,
 * nothing bundled): paths a module reads beside itself (migrations, dictionaries, the gazetteer) stay true once
 * the non-TypeScript files are copied along, and packages load from node_modules as in development. esbuild
 * rather than tsc: it transpiles the whole server in about a second without type-checking, which `npm run
 * typecheck` does for the whole repository, and needs no second tsconfig with emit settings.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'dist-server');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'server', 'main.js');
const SOURCE_DIRS = ['server', 'shared'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const sourceFiles = () => SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir)));
const isModule = (file: string) => file.endsWith('.ts') && !file.endsWith('.d.ts');

export async function buildServer(): Promise<void> {
  // Loaded here: `npm start` checks the build's age on machines without devDependencies too.
  const { build } = await import('esbuild');
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  const files = sourceFiles();
  await build({
    entryPoints: files.filter(isModule),
    outdir: SERVER_OUT_DIR,
    outbase: ROOT,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces in the logs point at the TypeScript lines (`node --enable-source-maps` in `npm start`).
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of files.filter((candidate) => !candidate.endsWith('.ts'))) {
    cpSync(file, path.join(SERVER_OUT_DIR, path.relative(ROOT, file)));
  }
}

/** True when dist-server/ is missing or older than a source file (or than package.json, whose packages it imports). */
export function serverBuildIsStale(): boolean {
  if (!existsSync(SERVER_ENTRY)) return true;
  const builtAt = statSync(SERVER_ENTRY).mtimeMs;
  return [...sourceFiles(), path.join(ROOT, 'package.json')].some((file) => statSync(file).mtimeMs > builtAt);
}
