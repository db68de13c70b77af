import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCategoryId, insertOffer, insertPost } from './adminFixtures.js';
import { multipart } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import {
  databaseFingerprint,
  freshToken,
  insertAccount,
  isPolishDetail,
  routeCollector,
  type Account,
  type RegisteredRoute,
} from './securityFixtures.js';

/**
 * Property-based tests over every API route: random and malicious bodies, queries and ids, sent by anonymous,
 * ordinary and admin callers. Whatever arrives, the answer is never a 5xx, a refusal carries a Polish `detail`,
 * and a refused write leaves the database exactly as it was.
 */
/** Runs per route; FUZZ_RUNS=500 searches longer (the default keeps the file under a minute on CI). */
const RUNS = Number(process.env.FUZZ_RUNS) || 30;
const collector = routeCollector();
// Built before the tests are collected, so that each registered route becomes a test of its own.
const ctx: TestContext = await createTestContext({}, { onRoute: collector.onRoute });
const apiRoutes = collector
  .routes()
  .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
let callers: (Account | null)[];
let realIds: string[];
/** A file beside the uploads folder that no URL may ever reach. */
const secret = randomBytes(24).toString('hex');

beforeAll(async () => {
  writeFileSync(path.join(ctx.config.dataDir, 'jwt-secret'), secret);
  callers = [
    null,
    ...(await Promise.all(
      (['offeror', 'user', 'admin', 'superadmin'] as const).map((role) => insertAccount(ctx, role)),
    )),
  ];
  // The records the ids point at belong to another account, so a successful random delete never removes a caller.
  const owner = await insertAccount(ctx, 'ngo');
  const offer = await insertOffer(ctx, owner.id, { status: 'active' });
  const post = await insertPost(ctx, owner.id, { status: 'published' });
  realIds = [offer.id, post.id, post.slug, owner.id, await firstCategoryId(ctx)];
});
afterAll(() => ctx.close());

const MALICIOUS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM offers; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fjwt-secret',
  '\u0000',
  'a\u0000b',
  '%00',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(40),
  'ą'.repeat(3000),
  '\uD800',
  '💥🦽',
  '\u202Eevil',
  ' ',
  '',
  'null',
  'true',
  '[]',
  '{}',
  '["constructor","ASC"]',
  '["__proto__","DESC"]',
  '["password_hash","ASC"]',
  '[0,24]',
  '[-5,3]',
  '[1e20,1e20]',
  '[0,99999999999999999999]',
  '[24,0]',
  '{"q":"wózek"}',
  '{"__proto__":{"admin":true}}',
  '{"id":["x"]}',
  '{"status":["active","nie"]}',
  '{"role":"superadmin"}',
  'published',
  'active',
  'superadmin',
  'admin@example.pl',
  '2026-13-45',
  '0000-00-00T00:00:00Z',
  '00-000',
  'PLN',
  'free',
  'paid',
];
const FIELDS = [
  'email',
  'password',
  'role',
  'username',
  'organization_name',
  'full_name',
  'token',
  'kind',
  'message',
  'name',
  'title',
  'slug',
  'content',
  'excerpt',
  'article_type_category_id',
  'category_id',
  'featured_image_url',
  'tags',
  'status',
  'meta_title',
  'meta_description',
  'payment_option',
  'short_description',
  'long_description',
  'description',
  'price_type',
  'price',
  'price_amount',
  'currency',
  'address_city',
  'address_postal_code',
  'contact_email',
  'contact_phone',
  'preferred_contact_method',
  'image_urls',
  'expires_at',
  'is_promoted',
  'is_verified',
  'ban',
  'parent_id',
  'portal_name',
  'terms_of_service',
  'privacy_policy',
  'owner_id',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'q',
  'sort',
  'range',
  'filter',
  'page',
  'per_page',
  'category',
  'price_type',
  'city',
  'status',
  'article_type',
  'role',
  '__proto__',
];

const hostileText = () =>
  fc.oneof(
    fc.constantFrom(...MALICIOUS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom(...realIds),
    fc.uuid(),
  );
const hostileValue = () =>
  fc.oneof(
    hostileText(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileText(), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), hostileText(), { maxKeys: 3 }),
  );
const body = () =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...FIELDS), hostileValue(), { maxKeys: 8 }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant(undefined),
  );
const query = () => fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileText(), { maxKeys: 4 });
/** Path segments sent as they are: broken percent-encoding, dot segments, an encoded lone surrogate, an overlong UTF-8 dot. */
const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%C0%AE%C0%AE', '..', '.', '%2e%2e', '%00', '%FF%FE', 'a%2Fb'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const pathValue = () =>
  fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    fc.constantFrom(...RAW_SEGMENTS),
    hostileText()
      .filter((text) => text.length > 0 && !LONE_SURROGATE.test(text))
      .map(encodeURIComponent),
  );

function urlOf(route: RegisteredRoute, params: string[], queryValues: Record<string, string>): string {
  let index = 0;
  const filled = route.url.replace(/:[A-Za-z]+|\*/g, () => params[index++ % params.length]);
  const search = new URLSearchParams(Object.entries(queryValues)).toString();
  return search ? `${filled}?${search}` : filled;
}

/** The answer must hold whatever was sent; a refused write must not have touched the database. */
async function checkAnswer(
  response: LightMyRequestResponse,
  before: Record<string, string> | undefined,
  request: string,
) {
  expect(response.statusCode, request).toBeLessThan(500);
  expect(response.body, request).not.toMatch(/"password_hash"|\$argon2|at [\w.]+ \(\/|node_modules/);
  if (response.statusCode < 400) return;
  const answer = response.json<{ detail: unknown; errors?: { message: unknown }[] }>();
  expect(isPolishDetail(answer.detail), `${request} → ${response.statusCode} ${response.body}`).toBe(true);
  for (const error of answer.errors ?? [])
    expect(isPolishDetail(error.message), `${request} → ${response.body}`).toBe(true);
  if (before)
    expect(await databaseFingerprint(ctx.db), `${request} was refused but changed the database`).toEqual(before);
}

describe('hostile input on every API route', () => {
  it.each(apiRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(callers.length - 1),
        fc.array(pathValue(), { minLength: 1, maxLength: 3 }),
        query(),
        body(),
        async (who, params, queryValues, json) => {
          const caller = callers[who];
          const url = urlOf(route, params, queryValues);
          // A write that succeeded in an earlier run may have left work behind (renaming a category re-analyses its
          // offers in the background); it must end before the fingerprint, or it would count as this request's change.
          await ctx.app.backgroundTasks.idle();
          const before = route.method === 'GET' ? undefined : await databaseFingerprint(ctx.db);
          const token = caller ? await freshToken(ctx, caller.id) : undefined;
          const response = await ctx.call(route.method, url, {
            token,
            json: route.method === 'GET' ? undefined : json,
          });
          await checkAnswer(
            response,
            before,
            `${caller?.role ?? 'anonymous'} ${route.method} ${url} ${JSON.stringify(json)?.slice(0, 300)}`,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('hostile bodies of every shape', () => {
  const CONTENT_TYPES = [
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=zle',
    'multipart/form-data',
  ];
  const writes = apiRoutes.filter((route) => route.method !== 'GET');

  const encode = (text: string) => new TextEncoder().encode(text);
  const rawBytes = fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.string().map(encode),
    fc.constantFrom(
      encode('{"email":'),
      encode('[1,2'),
      encode('{"a":1}{"a":1}'),
      encode('{"__proto__":{"role":"admin"}}'),
    ),
  );

  it('answers raw bytes under any content type with a Polish 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(100),
        fc.nat(callers.length - 1),
        fc.constantFrom(...CONTENT_TYPES),
        rawBytes,
        async (pick, who, type, bytes) => {
          const route = writes[pick % writes.length];
          const caller = callers[who];
          const url = urlOf(route, [realIds[pick % realIds.length]], {});
          const before = await databaseFingerprint(ctx.db);
          const token = caller ? await freshToken(ctx, caller.id) : undefined;
          const response = await ctx.call(route.method, url, {
            token,
            headers: { 'content-type': type },
            payload: Buffer.from(bytes),
          });
          await checkAnswer(response, before, `${caller?.role ?? 'anonymous'} ${route.method} ${url} as ${type}`);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  const uploadFile = fc.record({
    filename: fc.oneof(
      fc.constantFrom(
        '../../etc/passwd',
        '..\\..\\boot.ini',
        'a'.repeat(500),
        'zdjecie.png',
        '\u0000.png',
        '.htaccess',
      ),
      fc.string(),
    ),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    bytes: fc.uint8Array({ maxLength: 200 }).map((array) => Buffer.from(array)),
    field: fc.constantFrom('new_images', 'new_images[]', 'inne'),
  });

  it('answers hostile multipart offer forms (fields, file names, file bytes) without a 5xx', async () => {
    const offeror = callers[1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...FIELDS), hostileText(), { maxKeys: 10 }),
        fc.array(uploadFile, { maxLength: 2 }),
        fc.boolean(),
        async (fields, files, edit) => {
          const form = await multipart(fields, files);
          const before = await databaseFingerprint(ctx.db);
          const response = await ctx.call(edit ? 'PUT' : 'POST', edit ? `/api/offers/${realIds[0]}` : '/api/offers/', {
            token: await freshToken(ctx, offeror.id),
            ...form,
          });
          await checkAnswer(
            response,
            before,
            `multipart ${JSON.stringify(fields).slice(0, 200)} files ${files.map((file) => file.filename).join(',')}`,
          );
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('paths that reach for files outside the uploads', () => {
  it.each([
    '/uploads/../jwt-secret',
    '/uploads/..%2fjwt-secret',
    '/uploads/%2e%2e/jwt-secret',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/....//jwt-secret',
    '/uploads/..%5cjwt-secret',
    '/uploads/%252e%252e%252fjwt-secret',
    '/uploads/%00../jwt-secret',
  ])('%s', async (url) => {
    const response = await ctx.call('GET', url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(secret);
    expect(isPolishDetail(response.json().detail)).toBe(true);
  });
});
