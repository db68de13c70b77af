import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../server/db/schema.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { BlogPost } from '../../shared/types.js';
import {
  createAdminWorld,
  expectAudit,
  firstCategoryId,
  ids,
  insertPost,
  listAs,
  totalOf,
  type Actors,
} from './adminFixtures.js';
import type { TestContext, TestUser } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let author: TestUser;

beforeAll(async () => {
  ({
    ctx,
    actors,
    owner: author,
  } = await createAdminWorld({
    full_name: 'Łucja Żółtowska',
    organization_name: 'Fundacja Pod Żaglami',
    company_slug: 'pod-zaglami',
  }));
});
afterAll(() => ctx.close());

const POSTS = '/api/v1/admin/blog_posts';
const list = (token: string, params: Record<string, unknown> = {}) => listAs(ctx, POSTS, token, params);
const storedPost = async (id: string) => (await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

describe('GET /admin/blog_posts', () => {
  it('lists articles of every status with author and category', async () => {
    const post = await insertPost(ctx, author.id, {
      status: 'draft',
      category_id: await firstCategoryId(ctx, 'szkolenia'),
    });
    const response = await list(actors.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    const row = response.json<BlogPost[]>().find((item) => item.id === post.id);
    expect(row).toMatchObject({
      title: post.title,
      slug: post.slug,
      status: 'draft',
      published_at: null,
      author: { full_name: 'Łucja Żółtowska', organization_name: 'Fundacja Pod Żaglami', email: author.email },
      category: { name: 'Szkolenia' },
    });
    expect(response.headers['content-range']).toMatch(/^items 0-\d+\/\d+$/);
  });

  it('finds articles by title or author ignoring case and accents, and filters by status', async () => {
    const turtle = await insertPost(ctx, actors.offeror.id, { title: 'Żółw w terapii dzieci', status: 'rejected' });
    const byTitle = await list(actors.admin.token, { filter: { q: 'ZOLW W' } });
    expect(ids(byTitle.json())).toEqual([turtle.id]);
    const byAuthor = await ctx.call('GET', `${POSTS}?q=zoltowska`, { token: actors.admin.token });
    expect(byAuthor.json<BlogPost[]>().every((post) => post.author_id === author.id)).toBe(true);
    expect(totalOf(byAuthor)).toBe(byAuthor.json<BlogPost[]>().length);
    const rejected = await ctx.call('GET', `${POSTS}?status=rejected`, { token: actors.admin.token });
    expect(ids(rejected.json())).toEqual([turtle.id]);
  });

  it('refuses unknown sort fields and filters', async () => {
    const sort = await list(actors.admin.token, { sort: ['content', 'ASC'] });
    expect([sort.statusCode, sort.json()]).toEqual([400, { detail: 'Nie można sortować po tym polu.' }]);
    const filter = await list(actors.admin.token, { filter: { status: 'deleted' } });
    expect([filter.statusCode, filter.json()]).toEqual([400, { detail: 'Nieprawidłowy filtr listy.' }]);
    expect((await list(actors.admin.token, { sort: ['author.full_name', 'ASC'] })).statusCode).toBe(200);
  });
});

describe('PATCH /admin/blog_posts/{id}/status', () => {
  it('sets published_at at the first publication only', async () => {
    const post = await insertPost(ctx, author.id);
    const published = await ctx.call('PATCH', `${POSTS}/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const firstPublication = published.json<BlogPost>().published_at;
    expect(firstPublication).toEqual(expect.stringMatching(/^\d{4}-/));
    await expectAudit(ctx, actors.admin, post.id, {
      action: 'blog_post.status',
      entityType: 'blog_post',
      before: 'record',
      after: 'record',
    });
    for (const status of ['archived', 'rejected', 'draft', 'pending_approval', 'published']) {
      const response = await ctx.call('PATCH', `${POSTS}/${post.id}/status`, {
        token: actors.superadmin.token,
        json: { status, reason: 'Uzasadnienie decyzji testowej.', ground: 'terms' },
      });
      expect(response.json<BlogPost>()).toMatchObject({ status, published_at: firstPublication });
    }
  });

  it('refuses other statuses in Polish', async () => {
    const post = await insertPost(ctx, author.id);
    const response = await ctx.call('PATCH', `${POSTS}/${post.id}/status`, {
      token: actors.admin.token,
      json: { status: 'active' },
    });
    expect([response.statusCode, response.json().detail]).toEqual([422, 'Nieprawidłowy status artykułu.']);
  });
});

describe('PUT /admin/blog_posts/{id}', () => {
  it('edits fields, sanitises the HTML and keeps the rest', async () => {
    const post = await insertPost(ctx, author.id, { tags: ['dostępność'] });
    const response = await ctx.call('PUT', `${POSTS}/${post.id}`, {
      token: actors.admin.token,
      json: {
        title: 'Nowy tytuł',
        content: '<p onclick="alert(1)">Tekst <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>',
        tags: [' prawo ', 'Prawo', 'praca'],
        status: 'rejected',
        reason: 'Artykuł powiela cudzy tekst bez zgody autora.',
        ground: 'illegal',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<BlogPost>();
    expect(body).toMatchObject({ title: 'Nowy tytuł', slug: post.slug, tags: ['prawo', 'praca'], status: 'rejected' });
    expect(body.content).not.toMatch(/script|onclick|javascript:/);
    expect(body.content).toContain('Tekst');
    const entry = await expectAudit(ctx, actors.admin, post.id, {
      action: 'blog_post.update',
      entityType: 'blog_post',
      before: 'record',
      after: 'record',
    });
    expect(entry.before).toMatchObject({ title: post.title });
  });

  it('keeps slugs unique and validates with the article form messages', async () => {
    const first = await insertPost(ctx, author.id);
    const second = await insertPost(ctx, author.id);
    const taken = await ctx.call('PUT', `${POSTS}/${second.id}`, {
      token: actors.admin.token,
      json: { slug: first.slug },
    });
    expect([taken.statusCode, taken.json().detail]).toEqual([409, 'Artykuł o takim adresie (slug) już istnieje.']);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Podaj tytuł artykułu.'],
      [{ content: '<script>alert(1)</script>' }, 'Napisz treść artykułu.'],
      [{ slug: 'Zły Slug' }, 'Adres w sieci (slug) może zawierać tylko małe litery a-z, cyfry i myślniki.'],
      [{ article_type_category_id: 'poem' }, 'Nieprawidłowy rodzaj artykułu.'],
      [{ featured_image_url: 'javascript:alert(1)' }, UPLOAD_MESSAGES.notUploaded],
      [
        { featured_image_url: 'https://example.org/tramwaj.jpg', featured_image_alt: 'Tramwaj' },
        UPLOAD_MESSAGES.notUploaded,
      ],
    ];
    for (const [json, detail] of cases) {
      const response = await ctx.call('PUT', `${POSTS}/${second.id}`, { token: actors.admin.token, json });
      expect([response.statusCode, response.json().detail], JSON.stringify(json)).toEqual([422, detail]);
    }
    expect((await storedPost(second.id)).slug).toBe(second.slug);
  });
});

describe('DELETE /admin/blog_posts/{id}', () => {
  it('deletes the article and logs it', async () => {
    const post = await insertPost(ctx, author.id);
    expect((await ctx.call('DELETE', `${POSTS}/${post.id}`, { token: actors.admin.token })).statusCode).toBe(204);
    expect(await storedPost(post.id)).toBeUndefined();
    await expectAudit(ctx, actors.admin, post.id, {
      action: 'blog_post.delete',
      entityType: 'blog_post',
      before: 'record',
      after: 'null',
    });
    const missing = await ctx.call('GET', `${POSTS}/${post.id}`, { token: actors.admin.token });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Nie znaleziono artykułu.' }]);
  });
});
