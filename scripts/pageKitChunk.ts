import path from 'node:path';
import type { Rolldown } from 'vite';
import { LANDING_PAGE_MODULES } from '../shared/landingPages.js';

/** The pages most visits start on: whatever they import beyond the public entry is gathered into a few chunks. */
const LANDING_PAGES = Object.values(LANDING_PAGE_MODULES).map((module) =>
  path.resolve(import.meta.dirname, '..', module),
);
const isLandingPage = (id: string) => LANDING_PAGES.includes(id);
const PUBLIC_APP = /[\\/]src-public[\\/]/;
const SHARED = /[\\/]shared[\\/]/;
/** Vite's entry modules are the two pages: index.html (public app) and admin.html (back office). */
const PUBLIC_ENTRY = /[\\/]index\.html$/;
const ADMIN_ENTRY = /[\\/]admin\.html$/;

/** Whether `id` is imported, directly or through other modules, by a module matching `target`. */
function importedBy(target: (id: string, info: Rolldown.ModuleInfo) => boolean) {
  const visit = (id: string, ctx: Rolldown.ChunkingContext, seen: Set<string>): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    return Boolean(info && (target(id, info) || info.importers.some((importer) => visit(importer, ctx, seen))));
  };
  return (id: string, ctx: Rolldown.ChunkingContext) => visit(id, ctx, new Set());
}

const loadedByPublicEntry = importedBy((id, info) => info.isEntry && PUBLIC_ENTRY.test(id));
const loadedByAdminEntry = importedBy((id, info) => info.isEntry && ADMIN_ENTRY.test(id));
const importedByLandingPage = importedBy(isLandingPage);

/**
 * A module that gets no group is put by Rolldown into a chunk of its own as soon as two chunks loaded apart share it,
 * and over HTTP/1.1 a browser fetches six files at a time from one server: the landing pages came to need over thirty
 * files (each shared label, message and form helper its own), which waited round trip after round trip before the
 * first paint (docs/wydajnosc.md). What the landing pages import and the public entry does not load goes into three
 * chunks, each loaded only where all of it may run:
 * - page-kit: the public app's modules;
 * - shared-kit: shared/ modules no entry loads, which the back office's lazy screens may load without public code;
 * - back-office-shared: shared/ modules the back office's entry loads anyway, so its first page loads the same code.
 * A module only lazily loaded (another page, a dialog) keeps its own chunk, and the first page's JavaScript stays
 * as it was.
 */
function kitOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (isLandingPage(id)) return null;
  const inPublicApp = PUBLIC_APP.test(id);
  if (!(inPublicApp || SHARED.test(id)) || !importedByLandingPage(id, ctx) || loadedByPublicEntry(id, ctx)) return null;
  if (inPublicApp) return 'page-kit';
  return loadedByAdminEntry(id, ctx) ? 'back-office-shared' : 'shared-kit';
}

export const pageKitChunk: Rolldown.CodeSplittingGroup = {
  name: kitOf,
  // Their dependencies (React, zod, …) keep their chunks: pulling them in would make the first page load a kit too.
  includeDependenciesRecursively: false,
};
