import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

/** How the one server process hands out the built pages to browsers and crawlers (production, STATIC_DIR set). */
const ASSET = '/assets/main-3f9a1c.js';
const ASSET_SOURCE = `console.log(${JSON.stringify('portal '.repeat(400))});`;

/** What `vite build` leaves in dist/: the pages, hashed assets with their compressed copies, public/ files. */
function builtPages(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-built-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pl"><title>Portal</title><div id="root"></div></html>',
  );
  writeFileSync(
    path.join(dir, 'admin.html'),
    '<!doctype html><html lang="pl"><title>Panel</title><div id="root"></div></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  const asset = path.join(dir, ASSET);
  writeFileSync(asset, ASSET_SOURCE);
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET_SOURCE));
  writeFileSync(`${asset}.gz`, gzipSync(ASSET_SOURCE));
  for (const file of ['favicon.svg'])
    copyFileSync(path.resolve(import.meta.dirname, '../../public', file), path.join(dir, file));
  return dir;
}

let ctx: TestContext;
const staticDir = builtPages();

beforeAll(async () => {
  ctx = await createTestContext({ staticDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('is plain text that lets crawlers in, but not into the panels', async () => {
    const response = await ctx.call('GET', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /dashboard');
  });

  it('leaves the API open: pages load their content from it, and crawlers that render them need it too', async () => {
    const response = await ctx.call('GET', '/robots.txt');
    expect(response.body).not.toMatch(/^Disallow: \/api/m);
  });
});

describe('favicon', () => {
  it("is the portal's icon, as an image", async () => {
    const response = await ctx.call('GET', '/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('built files', () => {
  it('are sent compressed to a browser that accepts Brotli or gzip', async () => {
    const brotli = await ctx.call('GET', ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET_SOURCE);

    const gzip = await ctx.call('GET', ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_SOURCE);
  });

  it('are sent as they are to a client that accepts no compression, and caches are told the answer varies', async () => {
    const plain = await ctx.call('GET', ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_SOURCE);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('keep their hashed names for good, so browsers may keep them for a year', async () => {
    const response = await ctx.call('GET', ASSET);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('page addresses', () => {
  it.each(['/', '/blog', '/admin/users'])(
    '%s is checked with the server on every visit, so a new release shows at once',
    async (url) => {
      const response = await ctx.call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('files that are not there', () => {
  it.each(['/favicon.ico', '/assets/main-0ld0ld.js', '/assets/styles-0ld0ld.css'])(
    '%s is a 404, never the page in its place',
    async (url) => {
      const response = await ctx.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/^text\/html/);
    },
  );
});

describe('API answers', () => {
  it('are compressed for a browser that accepts it and read the same once unpacked', async () => {
    const plain = await ctx.call('GET', '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await ctx.call('GET', '/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});
