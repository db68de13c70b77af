import fc from 'fast-check';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../server/http/errors.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';
import { isPolishDetail } from './securityFixtures.js';

/**
 * The public search builds a tsquery from the visitor's words. `unaccent` rewrites some characters into tsquery
 * syntax ('⑴' → '(1)', 'ŉ' → "'n"), so the words must be unaccented before they are escaped, never after.
 */
let ctx: TestContext;
/** Letters and numbers that `unaccent` rewrites, read from the database's own rules. */
let rewritten: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Cudzysłów' });
  await insertOffer(ctx, owner.id, { title: "Nauka języka n'ko i pisma (1) – Ǆem" });
  const candidates: string[] = [];
  // Latin supplements and extensions, Greek, letterlike symbols, enclosed alphanumerics, ligatures.
  const ranges: [number, number][] = [
    [0x00a0, 0x024f],
    [0x0370, 0x03ff],
    [0x1e00, 0x1eff],
    [0x2100, 0x218f],
    [0x2460, 0x24ff],
    [0xfb00, 0xfb06],
  ];
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code += 1) candidates.push(String.fromCodePoint(code));
  const result = (await ctx.db.execute(
    sql`select c from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) c where f_unaccent(c) <> c`,
  )) as { rows: { c: string }[] };
  rewritten = result.rows.map((row) => row.c);
});
afterAll(() => ctx.close());

const search = (q: string) => ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`);

describe('text search with characters unaccent turns into tsquery syntax', () => {
  it.each(['⑴', 'ŉ', '⑴ ŉ', "'", 'ŉ:*', '⒜ & ⑽', '\\', 'Ǆ|ŉ'])('%s is an answer, not a 500', async (q) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still finds an offer by the unaccented form of such a character', async () => {
    const response = await search('⑴ ǆem');
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { title: string }) => item.title)).toEqual([
      "Nauka języka n'ko i pisma (1) – Ǆem",
    ]);
  });

  it('knows hundreds of rewritten characters to try', () => {
    expect(rewritten.length).toBeGreaterThan(300);
    expect(rewritten).toEqual(expect.arrayContaining(['⑴', 'ŉ', 'ą', 'ł']));
  });

  it('answers 200 to any mix of rewritten characters, words and tsquery operators', async () => {
    const piece = fc.oneof(
      fc.constantFrom(...rewritten),
      fc.constantFrom('&', '|', '!', ':*', '(', ')', "'", '\\', '<->', ' ', 'wózek', 'a'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 12 }), async (pieces) => {
        const response = await search(pieces.join(''));
        expect(response.statusCode, `${pieces.join('')} → ${response.body}`).toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a statement the database refuses as syntax or data', () => {
  it.each(['42601', '22P02', '2201B'])('SQLSTATE %s is a 400 with a Polish detail, never a 500', async (code) => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/', async () => {
      throw Object.assign(new Error('syntax error in tsquery'), { code });
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(400);
    expect(isPolishDetail(response.json().detail)).toBe(true);
    await app.close();
  });
});
