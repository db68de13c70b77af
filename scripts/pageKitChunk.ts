import type { Rolldown } from 'vite';

/** Small shared modules of the public pages: components, hooks and formatting. */
const PAGE_KIT = /[\\/]src-public[\\/](components[\\/]|hooks[\\/]|format\.ts$)/;

function loadedByEntry(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  return Boolean(info && (info.isEntry || info.importers.some((importer) => loadedByEntry(importer, ctx, seen))));
}

/**
 * Split into one chunk per shared module, a page needed eight or more files, and over HTTP/1.1 a browser fetches six
 * at a time from one server: the rest waited a round trip. What only the lazily loaded pages use goes into one chunk
 * instead; the modules the entry loads anyway (Spinner, …) stay with it.
 */
export const pageKitChunk: Rolldown.CodeSplittingGroup = {
  name: (id, ctx) => (PAGE_KIT.test(id) && !loadedByEntry(id, ctx) ? 'page-kit' : null),
  // Its dependencies (React, shared/…) are the entry's: pulling them in would make the first page load the kit too.
  includeDependenciesRecursively: false,
};
