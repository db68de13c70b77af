import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, VERIFICATION_MESSAGES } from '../../shared/messages.js';
import { insertPost, listUrl, totalOf } from './adminFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Pen-test findings about list queries and registry numbers (docs/bezpieczenstwo.md). */
let ctx: TestContext;
let superadmin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  superadmin = await createUser(ctx, 'superadmin');
  const author = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Zwykła' });
  await insertPost(ctx, author.id, { status: 'published', published_at: new Date().toISOString() });
});
afterAll(() => ctx.close());

const ADMIN_LISTS = [
  'users',
  'offers',
  'blog_posts',
  'reports',
  'appeals',
  'verifications',
  'audit-log',
  'search-synonyms',
];

describe('admin lists', () => {
  it.each(ADMIN_LISTS.flatMap((list) => ['__proto__', 'constructor', 'toString'].map((field) => [list, field])))(
    '%s sorted by %s answers 400, not 500',
    async (list, field) => {
      const response = await ctx.call('GET', listUrl(`/api/v1/admin/${list}`, { sort: [field, 'ASC'] }), {
        token: superadmin.token,
      });
      expect([response.statusCode, response.json()]).toEqual([400, { detail: GENERIC_MESSAGES.invalidSort }]);
    },
  );
});

describe('text search with LIKE', () => {
  it.each(['％', '＿', '＼', '%', '_'])('%s matches itself, never everything', async (text) => {
    const users = await ctx.call('GET', listUrl('/api/v1/admin/users', { filter: { q: text } }), {
      token: superadmin.token,
    });
    expect(users.statusCode).toBe(200);
    expect(totalOf(users)).toBe(0);
    const articles = await ctx.call('GET', `/api/v1/blog-posts?q=${encodeURIComponent(text)}`);
    expect(articles.statusCode).toBe(200);
    expect(articles.json<{ total: number }>().total).toBe(0);
  });
});

describe('registry numbers', () => {
  it.each([
    ['nip', '0000000000', VERIFICATION_MESSAGES.nip],
    ['regon', '000000000', VERIFICATION_MESSAGES.regon],
    ['regon', '00000000000000', VERIFICATION_MESSAGES.regon],
    ['krs', '0000000000', VERIFICATION_MESSAGES.krs],
  ])('refuses an all-zero %s', async (field, value, message) => {
    const org = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Zerowa' });
    const response = await ctx.call('PUT', '/api/v1/users/profile', {
      token: org.token,
      json: { full_name: 'Anna Nowak', organization_name: 'Fundacja Zerowa', [field]: value },
    });
    expect([response.statusCode, response.json()]).toEqual([422, { detail: message, errors: [{ field, message }] }]);
  });
});
