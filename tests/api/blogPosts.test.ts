import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogPosts } from '../../server/db/schema.js';
import type { BlogPost } from '../../shared/types.js';
import { categoryId, uploadedPicture } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let author: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createUser(ctx, 'user', { full_name: 'Maria Kowalczyk' });
  stranger = await createUser(ctx, 'ngo');
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

let slugCounter = 0;
function article(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    title: 'Jak przygotować mieszkanie dla osoby na wózku',
    slug: `mieszkanie-dla-osoby-na-wozku-${slugCounter}`,
    content: '<h2>Wejście</h2><p>Próg nie wyższy niż <strong>2 cm</strong>.</p>',
    excerpt: 'Praktyczne wskazówki.',
    article_type_category_id: 'article',
    tags: [' dostępność ', 'mieszkanie', 'Dostępność'],
    status: 'draft',
    meta_title: 'Mieszkanie bez barier',
    payment_option: 'free',
    ...overrides,
  };
}

const create = (token: string | undefined, body: unknown) =>
  ctx.call('POST', '/api/v1/blog-posts', { token, json: body });

describe('POST /api/v1/blog-posts', () => {
  it('lets any signed-in user write an article and answers it', async () => {
    expect((await create(undefined, article())).statusCode).toBe(401);
    const response = await create(author.token, article({ category_id: await categoryId(ctx, 'rehabilitacja') }));
    expect(response.statusCode).toBe(201);
    expect(response.json<BlogPost>()).toMatchObject({
      title: 'Jak przygotować mieszkanie dla osoby na wózku',
      status: 'draft',
      published_at: null,
      tags: ['dostępność', 'mieszkanie'],
      author_id: author.id,
      author: { full_name: 'Maria Kowalczyk', email: author.email },
      category: { name: 'Rehabilitacja' },
    });
  });

  it.each([
    ['title', 'Podaj tytuł artykułu.'],
    ['slug', 'Podaj adres artykułu (slug).'],
    ['content', 'Napisz treść artykułu.'],
    ['article_type_category_id', 'Wybierz rodzaj artykułu.'],
  ])('refuses an article without %s, naming the field', async (field, message) => {
    const response = await create(author.token, { ...article(), [field]: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: message, errors: [{ field, message }] });
  });

  it('lists every missing field with its own message, and tells an unknown article type apart', async () => {
    const response = await create(author.token, { title: ' ', slug: '', content: '', article_type_category_id: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'title', message: 'Podaj tytuł artykułu.' },
      { field: 'slug', message: 'Podaj adres artykułu (slug).' },
      { field: 'content', message: 'Napisz treść artykułu.' },
      { field: 'article_type_category_id', message: 'Wybierz rodzaj artykułu.' },
    ]);
    const poem = await create(author.token, article({ article_type_category_id: 'poem' }));
    expect([poem.statusCode, poem.json().detail]).toEqual([422, 'Nieprawidłowy rodzaj artykułu.']);
  });

  it.each([[[]], ['tekst'], [42], [null]])('refuses the body %j with the same Polish message', async (body) => {
    const response = await ctx.call('POST', '/api/v1/blog-posts', {
      token: author.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Tytuł, slug, treść i kategoria artykułu są wymagane.');
  });

  it('refuses a malformed slug, an unknown category and a taken slug', async () => {
    expect((await create(author.token, article({ slug: 'Zły slug!' }))).json().detail).toBe(
      'Adres w sieci (slug) może zawierać tylko małe litery a-z, cyfry i myślniki.',
    );
    const unknownCategory = await create(
      author.token,
      article({ category_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().detail).toBe('Nie znaleziono kategorii.');
    await create(author.token, article({ slug: 'zajety-slug' }));
    const taken = await create(stranger.token, article({ slug: 'zajety-slug' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Artykuł o takim adresie (slug) już istnieje.');
  });

  it("asks for the featured image's description and stores it with the image only", async () => {
    const image = await uploadedPicture(ctx, author.token);
    const missing = await create(author.token, article({ featured_image_url: image }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({
      field: 'featured_image_alt',
      message: 'Dodaj opis zdjęcia dla osób niewidomych.',
    });
    const tooLong = await create(
      author.token,
      article({ featured_image_url: image, featured_image_alt: 'x'.repeat(251) }),
    );
    expect(tooLong.json().errors).toContainEqual({
      field: 'featured_image_alt',
      message: 'Opis zdjęcia może mieć najwyżej 250 znaków.',
    });
    const described = await create(
      author.token,
      article({ featured_image_url: image, featured_image_alt: 'Szeroki korytarz bez progów, drzwi otwarte' }),
    );
    expect(described.statusCode).toBe(201);
    expect(described.json().featured_image_alt).toBe('Szeroki korytarz bez progów, drzwi otwarte');
    const withoutImage = await create(author.token, article({ featured_image_alt: 'Opis bez zdjęcia' }));
    expect(withoutImage.json().featured_image_alt).toBeNull();
  });

  it('stores only sanitised HTML', async () => {
    const response = await create(
      author.token,
      article({
        content: [
          '<p onclick="steal()">Tekst</p>',
          '<script>alert(1)</script>',
          '<img src="/uploads/x.png" onerror="alert(1)">',
          '<a href="javascript:alert(1)">link</a>',
          '<svg onload="alert(1)"></svg>',
          '<style>body{display:none}</style>',
          '<p style="position:fixed">styl</p>',
          '<iframe src="https://evil.example"></iframe>',
          '<a href="https://pfron.org.pl">PFRON</a>',
        ].join(''),
      }),
    );
    const { content } = response.json<BlogPost>();
    expect(content).toBe(
      '<p>Tekst</p><img src="/uploads/x.png" alt="" /><a rel="noopener noreferrer">link</a><p>styl</p><a href="https://pfron.org.pl" rel="noopener noreferrer">PFRON</a>',
    );
    const [stored] = await ctx.db
      .select({ content: blogPosts.content })
      .from(blogPosts)
      .where(eq(blogPosts.id, response.json().id));
    expect(stored.content).toBe(content);
  });

  it('refuses content that is nothing but scripts', async () => {
    const response = await create(author.token, article({ content: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Napisz treść artykułu.');
  });

  it("turns a non-admin's 'published' into pending_approval; an admin publishes with a date", async () => {
    const byAuthor = await create(author.token, article({ status: 'published' }));
    expect(byAuthor.json()).toMatchObject({ status: 'pending_approval', published_at: null });
    const byAdmin = await create(admin.token, article({ status: 'published' }));
    expect(byAdmin.json().status).toBe('published');
    expect(Date.now() - Date.parse(byAdmin.json().published_at)).toBeLessThan(60_000);
  });

  it("keeps a non-admin's draft and 'pending_approval' as chosen: the form's other statuses are truthful", async () => {
    for (const status of ['draft', 'pending_approval']) {
      expect((await create(author.token, article({ status }))).json().status).toBe(status);
    }
    // An author takes down their own published article by saving it as a draft; it leaves the public blog.
    const published = (await create(admin.token, article({ status: 'published' }))).json<BlogPost>();
    await ctx.db.update(blogPosts).set({ author_id: author.id }).where(eq(blogPosts.id, published.id));
    const takenDown = await ctx.call('PUT', `/api/v1/blog-posts/${published.id}`, {
      token: author.token,
      json: article({ slug: published.slug, status: 'draft' }),
    });
    expect(takenDown.json().status).toBe('draft');
    expect((await ctx.call('GET', `/api/v1/blog-posts/${published.slug}`)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/v1/blog-posts/{id}', () => {
  it('lets only the author or an admin edit, keeping the publication date', async () => {
    const published = (await create(admin.token, article({ status: 'published' }))).json<BlogPost>();
    const own = (await create(author.token, article())).json<BlogPost>();
    const stranger403 = await ctx.call('PUT', `/api/v1/blog-posts/${own.id}`, {
      token: stranger.token,
      json: article({ slug: own.slug }),
    });
    expect(stranger403.statusCode).toBe(403);
    expect(stranger403.json().detail).toBe('Możesz edytować tylko własne artykuły.');

    const edited = await ctx.call('PUT', `/api/v1/blog-posts/${own.id}`, {
      token: author.token,
      json: article({ slug: own.slug, title: 'Nowy tytuł' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Nowy tytuł', slug: own.slug });

    const moved = await ctx.call('PUT', `/api/v1/blog-posts/${own.id}`, {
      token: author.token,
      json: article({ slug: published.slug }),
    });
    expect(moved.statusCode).toBe(409);

    const byAdmin = await ctx.call('PUT', `/api/v1/blog-posts/${own.id}`, {
      token: admin.token,
      json: article({ slug: own.slug, status: 'published' }),
    });
    expect(byAdmin.json().status).toBe('published');
    const republished = await ctx.call('PUT', `/api/v1/blog-posts/${own.id}`, {
      token: author.token,
      json: article({ slug: own.slug, status: 'published' }),
    });
    // Saved again unchanged, it stays published; changed approved content goes back to approval (security-reapproval.test.ts).
    expect(republished.json()).toMatchObject({ status: 'published', published_at: byAdmin.json().published_at });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, own.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'blog_post.update', actor_id: admin.id })]);
  });

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    const unknown = await ctx.call('PUT', '/api/v1/blog-posts/00000000-0000-4000-8000-000000000000', {
      token: author.token,
      json: article(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Nie znaleziono artykułu.');
    expect((await ctx.call('DELETE', '/api/v1/blog-posts/nie-uuid', { token: author.token })).statusCode).toBe(400);
  });

  it('deletes for the author and admins only', async () => {
    const own = (await create(author.token, article())).json<BlogPost>();
    expect((await ctx.call('DELETE', `/api/v1/blog-posts/${own.id}`)).statusCode).toBe(401);
    expect((await ctx.call('DELETE', `/api/v1/blog-posts/${own.id}`, { token: stranger.token })).statusCode).toBe(403);
    expect((await ctx.call('DELETE', `/api/v1/blog-posts/${own.id}`, { token: author.token })).statusCode).toBe(204);
    const other = (await create(author.token, article())).json<BlogPost>();
    expect((await ctx.call('DELETE', `/api/v1/blog-posts/${other.id}`, { token: admin.token })).statusCode).toBe(204);
    expect(await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, other.id))).toEqual([]);
  });
});

describe('GET /api/v1/blog-posts/{slug}', () => {
  it('shows a published article to everybody without the author e-mail', async () => {
    const post = (await create(admin.token, article({ status: 'published' }))).json<BlogPost>();
    const response = await ctx.call('GET', `/api/v1/blog-posts/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().author).toEqual({
      full_name: expect.any(String),
      organization_name: null,
      company_slug: null,
    });
  });

  it('shows a draft only to its author and admins', async () => {
    const draft = (await create(author.token, article())).json<BlogPost>();
    for (const token of [undefined, stranger.token]) {
      const hidden = await ctx.call('GET', `/api/v1/blog-posts/${draft.slug}`, { token });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().detail).toBe('Nie znaleziono artykułu.');
    }
    expect((await ctx.call('GET', `/api/v1/blog-posts/${draft.slug}`, { token: author.token })).statusCode).toBe(200);
    expect((await ctx.call('GET', `/api/v1/blog-posts/${draft.slug}`, { token: admin.token })).statusCode).toBe(200);
  });
});
