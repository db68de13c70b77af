import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH } from '../../shared/limits.js';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';
import { fakeStaticDir } from './securityFixtures.js';

/**
 * A long path must cost the server no more than a short one. Patterns such as `/\/+$/` or `/\.[^/]*$/` rescan the
 * rest of the path from every position, so their cost grows with the square of its length: a page address of many
 * slashes or dots held the event loop for a noticeable time. Paths longer than the limit are refused before routing,
 * and the code that reads paths at or below the limit is linear.
 */
let ctx: TestContext;
let staticDir: string;
let adminToken: string;

beforeAll(async () => {
  staticDir = fakeStaticDir();
  ctx = await createTestContext({ staticDir });
  adminToken = (await createUser(ctx, 'admin')).token;
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The shapes that were quadratic: a run of slashes before the last segment, a run of dots before a slash. */
const slashes = (length: number) => `/${'/'.repeat(length - 2)}x`;
const dots = (length: number) => `/${'.'.repeat(length - 3)}/x`;

describe('paths longer than the limit', () => {
  it.each([
    ['slashes', slashes(16_000)],
    ['dots', dots(16_000)],
    ['an API address', `/api/v1/offers/${'a'.repeat(MAX_PATH_LENGTH)}`],
    ['an admin API address', `/api/v1/admin/users/${'a'.repeat(MAX_PATH_LENGTH)}`],
  ])('are answered 414 with a Polish detail before any route or session check: %s', async (_shape, url) => {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
      const response = await ctx.call(method, url, { token: adminToken, json: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url.slice(0, 30)}…`).toBe(414);
      if (method !== 'HEAD') expect(response.json()).toEqual({ detail: GENERIC_MESSAGES.uriTooLong });
    }
  });

  it('count the path only: a long query string is read as before', async () => {
    const response = await ctx.call('GET', `/search?q=${'a'.repeat(MAX_PATH_LENGTH + 500)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a path of exactly the limit still reaches the pages', async () => {
    const atLimit = `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`;
    expect(atLimit).toHaveLength(MAX_PATH_LENGTH);
    const response = await ctx.call('GET', atLimit);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect((await ctx.call('GET', `${atLimit}b`)).statusCode).toBe(414);
  });

  it('the page shell still treats trailing slashes and missing files as before', async () => {
    const blog = await ctx.call('GET', '/blog///');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('<title>Blog');
    const missingFile = await ctx.call('GET', '/assets/stare.v2/app-123.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toEqual({ detail: GENERIC_MESSAGES.notFound });
    expect((await ctx.call('GET', '/blog.d/artykul')).headers['content-type']).toMatch(/^text\/html/);
  });
});

/**
 * Relative timing with a wide margin, so load on the machine cannot fail it: the fastest of three runs of each long
 * path against ten times the median of a plain page that misses, plus 100 ms. A quadratic pass over 64,000 characters
 * takes seconds; a linear one, well under a millisecond.
 */
describe('cost of a long path', () => {
  async function elapsedMs(url: string): Promise<number> {
    const started = performance.now();
    const response = await ctx.call('GET', url);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBeLessThan(500);
    return elapsed;
  }
  async function plainRequestMs(): Promise<number> {
    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) runs.push(await elapsedMs('/nie-ma-takiej-strony'));
    return runs.sort((a, b) => a - b)[2];
  }
  const fastest = async (url: string) =>
    Math.min(...[await elapsedMs(url), await elapsedMs(url), await elapsedMs(url)]);

  it.each([
    ['slashes beyond the limit', slashes(64_000)],
    ['dots beyond the limit', dots(64_000)],
    ['slashes at the limit', slashes(MAX_PATH_LENGTH)],
    ['dots at the limit', dots(MAX_PATH_LENGTH)],
  ])('%s cost about as much as a plain request', async (_shape, url) => {
    const plain = await plainRequestMs();
    expect(await fastest(url)).toBeLessThan(plain * 10 + 100);
  });
});
