import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/index.js';
import { landingPageModuleAt } from '../../shared/landingPages.js';
import { injectHead, renderHead } from './head.js';
import { resolvePage } from './pageHeads.js';
import { publicIdentity } from '../settings/portalSettings.js';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json); `imports` are other keys of the manifest. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

interface BuiltShell {
  html: string;
  /** CSP sources ('sha256-…') of the shell's inline scripts (scripts/inlineScript.ts), the only ones it may run. */
  scriptHashes: string[];
  manifest: Manifest;
}

/** A classic inline script: no attributes (JSON-LD scripts carry a type, module scripts a src). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/** The policy with `sources` added to its script-src. */
function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}

/**
 * The built index.html and the build's manifest, read again only when a new build replaced the page (its asset names
 * change with every build, and the build writes the manifest with it).
 */
function shellReader(staticDir: string): () => BuiltShell {
  const file = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; shell: BuiltShell } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      cached = { mtimeMs, shell: { html, scriptHashes: inlineScriptHashes(html), manifest } };
    }
    return cached.shell;
  };
}

/** The files a chunk loads before it runs: its own, its styles and, recursively, those of its static imports. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const style of chunk.css ?? []) files.add(style);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/**
 * A landing page's code and styles beyond the app's own (shared/landingPages.ts), named in its HTML: the browser
 * fetches them beside the app's code instead of when the app asks for the page, a round trip later. The styles are
 * linked as Vite's loader would link them, which then finds them in place. After Vite's own tags, so the app's code
 * is asked for first.
 */
function withPagePreloads(html: string, manifest: Manifest, pathname: string): string {
  const pageModule = landingPageModuleAt(pathname);
  if (!pageModule || !manifest[pageModule]) return html;
  const appFiles = chunkFiles(manifest, 'index.html');
  const links = [...chunkFiles(manifest, pageModule)]
    .filter((file) => !appFiles.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  return html.replace(/<\/head>/i, (close) => `  ${links.join('\n    ')}\n  ${close}`);
}

/** '/blog/' is '/blog' and '///' is '/': read from the end once (a pattern here was quadratic in the slashes). */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * Sends the public app's page for an address: the built shell with that page's own head (title, description,
 * Open Graph, JSON-LD) from the database, so crawlers and link previews that run no JavaScript see it too.
 * Addresses the app does not know, and content that is missing or not public, answer 404 with the same app.
 */
export function publicPageSender(staticDir: string, db: Db, publicUrl: string) {
  const shell = shellReader(staticDir);
  return async (pathname: string, reply: FastifyReply) => {
    const normalized = withoutTrailingSlashes(pathname);
    const portal = await publicIdentity(db);
    const page = await resolvePage(db, publicUrl, normalized, portal.name);
    const { html, scriptHashes, manifest } = shell();
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('Content-Security-Policy', withScriptSources(policy, scriptHashes));
    // Revalidated on every visit, so a deployment's new asset names (and edited content) reach people at once.
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withPagePreloads(injectHead(html, renderHead(page.head, publicUrl, portal.name)), manifest, normalized));
  };
}
