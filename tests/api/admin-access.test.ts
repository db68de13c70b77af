import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, insertOffer, insertPost, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let ids: { user: string; offer: string; post: string; category: string };

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  const offer = await insertOffer(ctx, actors.offeror.id);
  const post = await insertPost(ctx, actors.ngo.id);
  const [category] = (await ctx.call('GET', '/api/v1/categories')).json<{ id: string }[]>();
  ids = { user: actors.user.id, offer: offer.id, post: post.id, category: category.id };
});
afterAll(() => ctx.close());

/** Every route of the admin API, with a body that would be accepted from an admin. */
const ADMIN_ROUTES: [HTTPMethods, string, unknown?][] = [
  ['GET', '/api/v1/admin/users'],
  ['GET', '/api/v1/admin/users/:user'],
  [
    'POST',
    '/api/v1/admin/users',
    { email: 'nowe@example.pl', password: 'Bardzo-Trudne-Haslo-1', full_name: 'Nowe Konto', role: 'user' },
  ],
  ['PUT', '/api/v1/admin/users/:user', { role: 'user', full_name: 'Zmieniona Nazwa' }],
  ['DELETE', '/api/v1/admin/users/:user'],
  [
    'PATCH',
    '/api/v1/admin/users/:user/ban',
    { ban: true, reason: 'Konto rozsyłało spam w ofertach.', ground: 'terms' },
  ],
  ['POST', '/api/v1/admin/users/:user/reset-password'],
  ['GET', '/api/v1/admin/offers'],
  ['GET', '/api/v1/admin/offers/:offer'],
  ['PUT', '/api/v1/admin/offers/:offer', { title: 'Zmieniony tytuł oferty' }],
  ['PATCH', '/api/v1/admin/offers/:offer/status', { status: 'active' }],
  ['PATCH', '/api/v1/admin/offers/:offer/promote', { is_promoted: true }],
  ['DELETE', '/api/v1/admin/offers/:offer'],
  ['GET', '/api/v1/admin/blog_posts'],
  ['GET', '/api/v1/admin/blog_posts/:post'],
  ['PUT', '/api/v1/admin/blog_posts/:post', { title: 'Zmieniony tytuł' }],
  ['PATCH', '/api/v1/admin/blog_posts/:post/status', { status: 'published' }],
  ['DELETE', '/api/v1/admin/blog_posts/:post'],
  ['GET', '/api/v1/admin/categories/:category'],
  ['POST', '/api/v1/admin/categories', { name: 'Nowa', slug: 'nowa' }],
  ['PUT', '/api/v1/admin/categories/:category', { name: 'Zmieniona', slug: 'zmieniona' }],
  ['DELETE', '/api/v1/admin/categories/:category'],
  ['GET', '/api/v1/admin/settings'],
  ['PUT', '/api/v1/admin/settings', { portal_name: 'X', contact_email: 'x@example.pl' }],
  ['GET', '/api/v1/admin/stats'],
  ['GET', '/api/v1/admin/audit-log'],
];

const urlOf = (path: string) =>
  path.replace(/:(user|offer|post|category)/, (_match, key: keyof typeof ids) => ids[key]);

describe('access to the admin API', () => {
  it('registers every route of the table', () => {
    for (const [method, path] of ADMIN_ROUTES) {
      expect(
        ctx.app.hasRoute({ method, url: path.replace(/:(user|offer|post|category)/, ':id') }),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it.each(ADMIN_ROUTES)('%s %s: 401 without a session, even with a bad body or id', async (method, path, json) => {
    for (const url of [urlOf(path), path.replace(/:(user|offer|post|category)/, 'zle-id')]) {
      const response = await ctx.call(method, url, {
        json: json ?? (method === 'GET' || method === 'DELETE' ? undefined : { zle: 'dane' }),
      });
      expect([response.statusCode, response.json()]).toEqual([401, { detail: 'Zaloguj się, aby kontynuować.' }]);
    }
    const expired = await ctx.call(method, urlOf(path), { token: 'nie.jest.tokenem', json });
    expect([expired.statusCode, expired.json()]).toEqual([401, { detail: 'Sesja wygasła. Zaloguj się ponownie.' }]);
  });

  it.each(ADMIN_ROUTES)('%s %s: 403 for user, offeror and ngo, nothing changed', async (method, path, json) => {
    for (const role of ['user', 'offeror', 'ngo'] as const) {
      const response = await ctx.call(method, urlOf(path), { token: actors[role].token, json });
      expect([response.statusCode, response.json()], role).toEqual([
        403,
        { detail: 'Ta operacja jest dostępna tylko dla administratorów.' },
      ]);
    }
  });

  it('still has every record after the refused calls', async () => {
    for (const [key, path] of [
      ['user', 'users'],
      ['offer', 'offers'],
      ['post', 'blog_posts'],
      ['category', 'categories'],
    ] as const) {
      const response = await ctx.call('GET', `/api/v1/admin/${path}/${ids[key]}`, { token: actors.superadmin.token });
      expect(response.statusCode, key).toBe(200);
    }
  });

  it('documents the admin routes in OpenAPI under the admin tag', async () => {
    const spec = (await ctx.call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [method, path] of ADMIN_ROUTES) {
      const documented = path.replace(/:(user|offer|post|category)/, '{id}');
      // A module's root route is documented with the trailing slash of its prefix.
      const operation = (spec.paths[documented] ?? spec.paths[`${documented}/`])?.[method.toLowerCase()];
      expect(operation?.tags, `${method} ${path}`).toEqual(['admin']);
    }
  });
});
