import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, offers } from '../../server/db/schema.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { BlogPost, Offer } from '../../shared/types.js';
import {
  categoryId,
  insertBlogPost,
  insertOffer,
  multipart,
  offerForm,
  pngImage,
  uploadedPicture,
} from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/**
 * Pictures are only files uploaded to the portal: a picture at another site can be swapped after approval, and every
 * visitor's browser (and every link preview through og:image) would ask that site for it (docs/bezpieczenstwo.md).
 */
let ctx: TestContext;
let author: TestUser;
let admin: TestUser;
let rehab: string;
let picture: string;

const EXTERNAL = 'https://sledzacy.example.com/piksel.jpg';

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Obrazów', company_slug: 'fundacja-obrazow' });
  admin = await createUser(ctx, 'admin');
  rehab = await categoryId(ctx, 'rehabilitacja');
  picture = await uploadedPicture(ctx, author.token);
});
afterAll(() => ctx.close());

const expectRefused = (response: { statusCode: number; body: string; json: <T>() => T }, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ detail: string; errors: { field: string; message: string }[] }>();
  expect(body.detail).toBe(UPLOAD_MESSAGES.notUploaded);
  // A list field names the refused entry: image_urls.0.
  expect(body.errors).toContainEqual({
    field: expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?$`)),
    message: UPLOAD_MESSAGES.notUploaded,
  });
};

describe('an offer with a picture at another site', () => {
  it('is refused on creation, as a form and as JSON, and nothing is stored', async () => {
    const before = (await ctx.db.select({ id: offers.id }).from(offers)).length;
    const form = await ctx.call('POST', '/api/offers/', {
      token: author.token,
      ...(await multipart(offerForm(rehab, { image_urls: EXTERNAL, image_alt: 'Zdjęcie wózka' }))),
    });
    expectRefused(form, 'image_urls');
    const json = await ctx.call('POST', '/api/offers/', {
      token: author.token,
      json: { ...offerForm(rehab), image_urls: [EXTERNAL], image_alt: 'Zdjęcie wózka' },
    });
    expectRefused(json, 'image_urls');
    expect((await ctx.db.select({ id: offers.id }).from(offers)).length).toBe(before);
  });

  it('is refused on an edit, by its owner and by an admin, and the stored picture stays', async () => {
    const id = await insertOffer(ctx, author.id, { image_urls: [picture], image_alt: 'Wózek', status: 'active' });
    for (const token of [author.token, admin.token]) {
      const response = await ctx.call('PUT', `/api/offers/${id}`, {
        token,
        ...(await multipart(offerForm(rehab, { image_urls: EXTERNAL, image_alt: 'Inne zdjęcie' }))),
      });
      expectRefused(response, 'image_urls');
    }
    const [row] = await ctx.db.select({ image_urls: offers.image_urls }).from(offers).where(eq(offers.id, id));
    expect(row.image_urls).toEqual([picture]);
  });

  it('keeps a picture uploaded with the offer, stored under the uploads', async () => {
    const response = await ctx.call('POST', '/api/offers/', {
      token: author.token,
      ...(await multipart(offerForm(rehab, { image_alt: 'Wózek z szeroką ramą' }), [
        { filename: 'wozek.png', type: 'image/png', bytes: pngImage(4, 3) },
      ])),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Offer>().image_urls).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/)]);
  });
});

describe('an article with a picture at another site', () => {
  let counter = 0;
  const article = (overrides: Record<string, unknown>) => {
    counter += 1;
    return {
      title: 'Dostępny tramwaj',
      slug: `dostepny-tramwaj-obrazy-${counter}`,
      content: '<p>Niska podłoga i rampa.</p>',
      article_type_category_id: 'article',
      status: 'draft',
      payment_option: 'free',
      ...overrides,
    };
  };
  const create = (json: Record<string, unknown>) =>
    ctx.call('POST', '/api/v1/blog-posts', { token: author.token, json: article(json) });

  it('is refused as the featured image', async () => {
    expectRefused(await create({ featured_image_url: EXTERNAL, featured_image_alt: 'Tramwaj' }), 'featured_image_url');
    const uploaded = await create({ featured_image_url: picture, featured_image_alt: 'Tramwaj' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<BlogPost>().featured_image_url).toBe(picture);
  });

  it.each([
    ['another site', `<p>Rampa:</p><img src="${EXTERNAL}" alt="Rampa">`],
    ['a protocol-relative address', '<img src="//sledzacy.example.com/piksel.jpg" alt="Rampa">'],
    ['a data: address', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Rampa">'],
    ['a path outside the uploads', '<img src="/api/v1/users/me" alt="Rampa">'],
  ])('is refused in the text (%s), not dropped silently', async (_case, content) => {
    expectRefused(await create({ content }), 'content');
  });

  it('keeps a picture uploaded to the portal in the text', async () => {
    const response = await create({ content: `<p>Rampa:</p><img src="${picture}" alt="Rampa przy wejściu">` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<BlogPost>().content).toContain(`<img src="${picture}" alt="Rampa przy wejściu" />`);
  });

  it('is refused in an admin’s edit of the text or the featured image, and the article stays as it was', async () => {
    const id = await insertBlogPost(ctx, author.id, { slug: `tramwaj-admin-${counter}`, content: '<p>Tekst.</p>' });
    const edit = (json: Record<string, unknown>) =>
      ctx.call('PUT', `/api/v1/admin/blog_posts/${id}`, { token: admin.token, json });
    expectRefused(await edit({ content: `<p>Tekst.</p><img src="${EXTERNAL}" alt="Piksel">` }), 'content');
    expectRefused(await edit({ featured_image_url: EXTERNAL, featured_image_alt: 'Piksel' }), 'featured_image_url');
    const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row.content).toBe('<p>Tekst.</p>');
    expect(row.featured_image_url).toBeNull();
  });
});
