import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { fakeStaticDir } from './securityFixtures.js';

/** The security headers, on every kind of answer the one server process gives. */
let plain: TestContext;
let proxied: TestContext;
const staticDir = fakeStaticDir();

beforeAll(async () => {
  plain = await createTestContext({ staticDir });
  proxied = await createTestContext({ staticDir, trustProxy: 1 });
  for (const ctx of [plain, proxied]) {
    mkdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(ctx.config.dataDir, 'uploads', 'obraz.png'), pngImage(2, 2));
  }
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const KINDS: [kind: string, method: 'GET' | 'POST', url: string, status: number][] = [
  ['API JSON', 'GET', '/api/v1/categories', 200],
  ['API 401', 'GET', '/api/v1/users/profile', 401],
  ['API 422', 'POST', '/api/v1/auth/signup', 422],
  ['API 404', 'GET', '/api/v1/nie-ma', 404],
  ['uploaded image', 'GET', '/uploads/obraz.png', 200],
  ['missing upload', 'GET', '/uploads/brak.png', 404],
  ['OpenAPI document', 'GET', '/api/openapi.json', 200],
  ['API docs page', 'GET', '/api/docs', 200],
  ['API docs asset', 'GET', '/api/docs/static/swagger-ui.css', 200],
  ['public page', 'GET', '/', 200],
  ['public page deep link', 'GET', '/search', 200],
  ['missing article page', 'GET', '/blog/jakis-artykul', 404],
  ['admin page', 'GET', '/admin', 200],
  ['admin deep link', 'GET', '/admin/users', 200],
  ['built asset', 'GET', '/assets/app.js', 200],
  ['POST to a page address', 'POST', '/kontakt', 404],
];

/** `default-src` stands in for the fetch directives a policy leaves out; base-uri and frame-ancestors have no fallback. */
function policy(header: unknown): (directive: string) => string[] | undefined {
  const directives = new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
  return (directive) =>
    directives.get(directive) ?? (directive.endsWith('-src') ? directives.get('default-src') : undefined);
}

describe('security headers', () => {
  it.each(KINDS)('%s (%s %s)', async (_kind, method, url, status) => {
    const response = await plain.call(method, url, { json: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(status);
    const csp = policy(response.headers['content-security-policy']);
    expect(['self', 'none'].map((source) => `'${source}'`)).toContain(csp('script-src')?.[0]);
    expect(csp('script-src')).toHaveLength(1);
    expect(csp('object-src')).toEqual(["'none'"]);
    expect(csp('base-uri')).toEqual(["'none'"]);
    expect(csp('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin)$/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    if (url.startsWith('/api/')) expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(KINDS)('HSTS behind a trusted HTTPS proxy: %s', async (_kind, method, url, status) => {
    const secure = await proxied.call(method, url, {
      headers: { 'x-forwarded-proto': 'https' },
      json: method === 'POST' ? {} : undefined,
    });
    expect(secure.statusCode).toBe(status);
    const maxAge = Number(/max-age=(\d+)/.exec(String(secure.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 3600);
    const overHttp = await proxied.call(method, url, {
      headers: { 'x-forwarded-proto': 'http' },
      json: method === 'POST' ? {} : undefined,
    });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  // Pictures come only from the portal's uploads (no https: of other sites); data: is the QR code of a shared list,
  // blob: the offer form's preview of a chosen file.
  it.each(['/', '/search', '/admin', '/admin/users'])(
    'lets the page at %s show its pictures and previews',
    async (url) => {
      const csp = policy((await plain.call('GET', url)).headers['content-security-policy']);
      expect(csp('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    },
  );

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await plain.call('GET', '/api/v1/categories', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves uploads sandboxed, as the image type decided at upload, never sniffed', async () => {
    const response = await plain.call('GET', '/uploads/obraz.png');
    expect(response.headers['content-type']).toBe('image/png');
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
  });
});
