import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/index.js';
import { injectHead, renderHead } from './head.js';
import { resolvePage } from './pageHeads.js';
import { publicIdentity } from '../settings/portalSettings.js';

/** The built index.html, read again only when a new build replaced it (its asset names change with every build). */
function shellReader(file: string): () => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
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
  const shell = shellReader(path.join(staticDir, 'index.html'));
  return async (pathname: string, reply: FastifyReply) => {
    const normalized = withoutTrailingSlashes(pathname);
    const portal = await publicIdentity(db);
    const page = await resolvePage(db, publicUrl, normalized, portal.name);
    // Revalidated on every visit, so a deployment's new asset names (and edited content) reach people at once.
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectHead(shell(), renderHead(page.head, publicUrl, portal.name)));
  };
}
