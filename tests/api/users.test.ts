import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, BLOG_MESSAGES } from '../../shared/messages.js';
import type { BlogPost, Offer, User } from '../../shared/types.js';
import { blogPosts, categories, offers } from '../../server/db/schema.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';
import type { BlogStatus } from '../../shared/labels/blog.js';
import type { OfferStatus } from '../../shared/labels/offers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const putProfile = (user: TestUser, json: unknown) =>
  ctx.call('PUT', '/api/v1/users/profile', { token: user.token, json });

describe('own profile', () => {
  it('is refused without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/users/profile'],
      ['PUT', '/api/v1/users/profile'],
      ['GET', '/api/v1/users/me/offers'],
      ['GET', '/api/v1/users/me/blog-posts'],
      ['GET', '/api/v1/users/me/blog-posts/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.call(method, url, { json: method === 'PUT' ? { full_name: 'Ktoś' } : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ detail: AUTH_MESSAGES.unauthenticated });
    }
  });

  it('updates the own name and organisation, and leaves role and verification alone', async () => {
    const user = await createUser(ctx, 'user');
    const response = await putProfile(user, {
      full_name: '  Maria Wiśniewska ',
      organization_name: 'Koło Gospodyń',
      role: 'admin',
      is_verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      full_name: 'Maria Wiśniewska',
      organization_name: 'Koło Gospodyń',
      company_slug: null,
      is_verified: false,
      email_confirmed: true,
      banned_until: null,
    });
    const cleared = await putProfile(user, { full_name: 'Maria Wiśniewska', organization_name: '' });
    expect(cleared.json<User>().organization_name).toBeNull();
    const profile = await ctx.call('GET', '/api/v1/users/profile', { token: user.token });
    expect(profile.json<User>().organization_name).toBeNull();
  });

  it('gives an organisation without a slug one, and keeps it when the name changes', async () => {
    const stamp = Date.now();
    const offeror = await createUser(ctx, 'offeror');
    const first = await putProfile(offeror, {
      full_name: 'Jan Nowak',
      organization_name: `Spółdzielnia Źródło ${stamp}`,
    });
    expect(first.json<User>().company_slug).toBe(`spoldzielnia-zrodlo-${stamp}`);
    const renamed = await putProfile(offeror, { full_name: 'Jan Nowak', organization_name: `Nowa Nazwa ${stamp}` });
    expect(renamed.json<User>()).toMatchObject({
      organization_name: `Nowa Nazwa ${stamp}`,
      company_slug: `spoldzielnia-zrodlo-${stamp}`,
    });

    const ngo = await createUser(ctx, 'ngo');
    const second = await putProfile(ngo, {
      full_name: 'Ewa Kowalska',
      organization_name: `Spółdzielnia Źródło ${stamp}`,
    });
    expect(second.json<User>().company_slug).toBe(`spoldzielnia-zrodlo-${stamp}-2`);
  });

  it('refuses an empty name and wrong types with Polish messages', async () => {
    const user = await createUser(ctx, 'user');
    const empty = await putProfile(user, { full_name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      detail: AUTH_MESSAGES.nameRequired,
      errors: [{ field: 'full_name', message: AUTH_MESSAGES.nameRequired }],
    });
    const wrong = await putProfile(user, { full_name: 42, organization_name: ['x'] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(AUTH_MESSAGES.nameRequired);
    const notObject = await ctx.call('PUT', '/api/v1/users/profile', {
      token: user.token,
      payload: '"tekst"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().detail).toMatch(/^Nieprawidłowe dane wejściowe/);
  });
});

describe('own offers and articles', () => {
  let author: TestUser;
  let stranger: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    author = await createUser(ctx, 'offeror', {
      organization_name: 'Fundacja Sprawni Razem',
      company_slug: `sprawni-${Date.now()}`,
      is_verified: true,
    });
    stranger = await createUser(ctx, 'ngo');
    [{ id: categoryId }] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'rehabilitacja'));
    const offer = (owner: TestUser, title: string, status: OfferStatus, minutesAgo: number) => ({
      owner_id: owner.id,
      title,
      short_description: 'Krótki opis oferty testowej.',
      long_description: 'Długi opis oferty testowej, który ma co najmniej pięćdziesiąt znaków.',
      category_id: categoryId,
      status,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    await ctx.db
      .insert(offers)
      .values([
        offer(author, 'Szkic oferty', 'draft', 30),
        offer(author, 'Wózek do wypożyczenia', 'active', 10),
        offer(author, 'Oferta odrzucona', 'rejected', 20),
        offer(stranger, 'Cudza oferta', 'active', 5),
      ]);
    const post = (owner: TestUser, title: string, status: BlogStatus, minutesAgo: number) => ({
      author_id: owner.id,
      title,
      slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${Date.now()}`,
      content: '<p>Treść</p>',
      category_id: categoryId,
      status,
      tags: ['dostępność'],
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    await ctx.db
      .insert(blogPosts)
      .values([
        post(author, 'Szkic artykulu', 'draft', 15),
        post(author, 'Artykul opublikowany', 'published', 5),
        post(stranger, 'Cudzy artykul', 'published', 1),
      ]);
  });

  it('lists every own offer in every status, newest first, with profile and category', async () => {
    const response = await ctx.call('GET', '/api/v1/users/me/offers', { token: author.token });
    expect(response.statusCode).toBe(200);
    const items = response.json<Offer[]>();
    expect(items.map((item) => [item.title, item.status])).toEqual([
      ['Wózek do wypożyczenia', 'active'],
      ['Oferta odrzucona', 'rejected'],
      ['Szkic oferty', 'draft'],
    ]);
    expect(items[0]).toMatchObject({
      owner_id: author.id,
      category_id: categoryId,
      category: { name: 'Rehabilitacja', slug: 'rehabilitacja' },
      profile: { organization_name: 'Fundacja Sprawni Razem', is_verified: true, email: author.email },
      price_type: 'free',
      currency: 'PLN',
      image_urls: [],
    });
    expect(new Date(items[0].created_at).toISOString()).toBe(items[0].created_at);
  });

  it('lists every own article in every status, newest first, with author and category', async () => {
    const response = await ctx.call('GET', '/api/v1/users/me/blog-posts', { token: author.token });
    expect(response.statusCode).toBe(200);
    const items = response.json<BlogPost[]>();
    expect(items.map((item) => [item.title, item.status])).toEqual([
      ['Artykul opublikowany', 'published'],
      ['Szkic artykulu', 'draft'],
    ]);
    expect(items[1]).toMatchObject({
      author_id: author.id,
      author: { organization_name: 'Fundacja Sprawni Razem', email: author.email },
      category: { name: 'Rehabilitacja' },
      tags: ['dostępność'],
      published_at: null,
      article_type_category_id: 'article',
    });
    expect(items[1]).not.toHaveProperty('title_key');
    expect(items[1].author.company_slug).toMatch(/^sprawni-/);
  });

  it('reads one own article by id in any status, as the list shows it', async () => {
    const list = (await ctx.call('GET', '/api/v1/users/me/blog-posts', { token: author.token })).json<BlogPost[]>();
    const draft = list.find((item) => item.status === 'draft')!;
    const response = await ctx.call('GET', `/api/v1/users/me/blog-posts/${draft.id}`, { token: author.token });
    expect(response.statusCode).toBe(200);
    expect(response.json<BlogPost>()).toEqual(draft);
  });

  it("answers 404 in Polish for someone else's article and for an unknown id", async () => {
    const [theirs] = (await ctx.call('GET', '/api/v1/users/me/blog-posts', { token: stranger.token })).json<
      BlogPost[]
    >();
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await ctx.call('GET', `/api/v1/users/me/blog-posts/${id}`, { token: author.token });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ detail: BLOG_MESSAGES.notFound });
    }
  });

  it('shows nothing of someone else', async () => {
    const [mine, posts] = await Promise.all([
      ctx.call('GET', '/api/v1/users/me/offers', { token: stranger.token }),
      ctx.call('GET', '/api/v1/users/me/blog-posts', { token: stranger.token }),
    ]);
    expect(mine.json<Offer[]>().map((item) => item.title)).toEqual(['Cudza oferta']);
    expect(posts.json<BlogPost[]>().map((item) => item.title)).toEqual(['Cudzy artykul']);
  });
});
