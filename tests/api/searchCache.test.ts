import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';
import { insertOffer } from './contentFixtures.js';

let ctx: TestContext;
let admin: TestUser;
let offeror: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ searchCacheSeconds: 60 });
  admin = await createUser(ctx, 'admin');
  offeror = await createUser(ctx, 'offeror', {
    organization_name: 'Fundacja Pamięć Podręczna',
    company_slug: 'fundacja-pamiec',
  });
});
afterAll(() => ctx.close());

const search = async (q: string) =>
  (await ctx.call('GET', `/api/v1/offers?q=${encodeURIComponent(q)}`)).json<{ total: number }>().total;

describe('cached public search', () => {
  it('shows an offer approved in the back office at once, despite the cache', async () => {
    const id = await insertOffer(ctx, offeror.id, {
      title: 'Kajak adaptowany dla osób z niepełnosprawnością',
      status: 'pending_approval',
    });
    expect(await search('kajak')).toBe(0);
    const approved = await ctx.call('PATCH', `/api/v1/admin/offers/${id}/status`, {
      token: admin.token,
      json: { status: 'active' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await search('kajak')).toBe(1);
  });
});

describe('cached hot reads', () => {
  const read = async (url: string) => ctx.call('GET', url);

  it('serves a visitor the same offer as its owner sees, and hides it at once when it is taken down', async () => {
    const id = await insertOffer(ctx, offeror.id, { title: 'Rower trójkołowy do wypożyczenia' });
    const first = await read(`/api/v1/offers/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const own = (await ctx.call('GET', `/api/v1/offers/${id}`, { token: offeror.token })).json<
      Record<string, unknown>
    >();
    // The cached answer is what the serializer sends, less only what the owner alone may read.
    const { profile: ownProfile, ...ownRest } = own;
    const { profile, ...rest } = first.json<Record<string, unknown>>();
    expect(rest).toEqual(ownRest);
    expect({ ...(profile as object), email: offeror.email }).toEqual(ownProfile);
    expect(
      (await read(`/api/v1/profiles/fundacja-pamiec`))
        .json<{ offers: { id: string }[] }>()
        .offers.map((offer) => offer.id),
    ).toContain(id);

    const hidden = await ctx.call('PATCH', `/api/v1/admin/offers/${id}/status`, {
      token: admin.token,
      json: { status: 'inactive', reason: 'Oferta nieaktualna.', ground: 'terms' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await read(`/api/v1/offers/${id}`)).statusCode).toBe(404);
    expect(
      (await read(`/api/v1/profiles/fundacja-pamiec`))
        .json<{ offers: { id: string }[] }>()
        .offers.map((offer) => offer.id),
    ).not.toContain(id);
  });

  it("shows an organisation's new description at once", async () => {
    expect((await read('/api/v1/profiles/fundacja-pamiec')).statusCode).toBe(200);
    const saved = await ctx.call('PUT', '/api/v1/users/profile', {
      token: offeror.token,
      json: {
        full_name: 'Anna Nowak',
        organization_name: 'Fundacja Pamięć Podręczna',
        description: 'Wypożyczamy sprzęt rehabilitacyjny w całym województwie.',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await read('/api/v1/profiles/fundacja-pamiec')).json<{ description: string }>().description).toBe(
      'Wypożyczamy sprzęt rehabilitacyjny w całym województwie.',
    );
  });

  it("shows an article's edit by its author at once", async () => {
    const article = (title: string) => ({
      title,
      slug: 'wypozyczalnie-lodz',
      content: '<p>Gdzie wypożyczyć wózek.</p>',
      excerpt: 'Praktyczne wskazówki.',
      article_type_category_id: 'article',
      status: 'published',
      payment_option: 'free',
    });
    const created = await ctx.call('POST', '/api/v1/blog-posts', {
      token: admin.token,
      json: article('Wypożyczalnie sprzętu'),
    });
    expect(created.statusCode).toBe(201);
    const title = async () => (await read('/api/v1/blog-posts/wypozyczalnie-lodz')).json<{ title: string }>().title;
    expect(await title()).toBe('Wypożyczalnie sprzętu');
    const edited = await ctx.call('PUT', `/api/v1/blog-posts/${created.json<{ id: string }>().id}`, {
      token: admin.token,
      json: article('Wypożyczalnie sprzętu w Łodzi'),
    });
    expect(edited.statusCode).toBe(200);
    expect(await title()).toBe('Wypożyczalnie sprzętu w Łodzi');
  });

  it('lists a new category at once, with its Content-Range', async () => {
    const before = await read('/api/v1/categories');
    expect(before.headers['content-range']).toMatch(/^items 0-\d+\/\d+$/);
    const created = await ctx.call('POST', '/api/v1/admin/categories', {
      token: admin.token,
      json: { name: 'Żeglarstwo adaptowane', slug: 'zeglarstwo-adaptowane' },
    });
    expect(created.statusCode).toBe(201);
    const after = await read('/api/v1/categories');
    expect(after.json<{ name: string }[]>().map((category) => category.name)).toContain('Żeglarstwo adaptowane');
    expect(after.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(after.json<unknown[]>()).toHaveLength(before.json<unknown[]>().length + 1);
  });
});
