import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, uploads } from '../../server/db/schema.js';
import { releaseUploads } from '../../server/uploads/uploads.js';
import { multipart, pngImage } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let author: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createUser(ctx, 'ngo', { organization_name: 'Fundacja Widzimy Więcej' });
});
afterAll(() => ctx.close());

const UPLOAD = '/api/v1/uploads/images';

async function upload(token: string | undefined, bytes: Buffer, type = 'image/png', field = 'file') {
  const form = await multipart({}, [{ field, filename: 'rampa.png', type, bytes }]);
  return ctx.call('POST', UPLOAD, { token, ...form });
}

const stored = (url: string) => path.join(ctx.config.dataDir, 'uploads', url.slice('/uploads/'.length));

describe('POST /api/v1/uploads/images (pictures for the article editor)', () => {
  it('stores a checked picture under a made-up name, records its uploader and answers its address', async () => {
    const response = await upload(author.token, pngImage(4, 3));
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(stored(url))).toBe(true);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.path, url));
    expect(row.uploader_id).toBe(author.id);
    const served = await ctx.call('GET', url);
    expect(served.statusCode).toBe(200);
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await upload(undefined, pngImage());
    expect(response.statusCode).toBe(401);
  });

  it('refuses what is not a picture, whatever the declared type, in Polish', async () => {
    const response = await upload(author.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Zdjęcie musi być w formacie JPEG, PNG lub WebP.');
  });

  it('asks for the file when the form has none, and for a form when the body is JSON', async () => {
    const empty = await ctx.call('POST', UPLOAD, { token: author.token, ...(await multipart({ alt: 'x' })) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Wybierz plik ze zdjęciem.');
    const json = await ctx.call('POST', UPLOAD, { token: author.token, json: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toMatch(/multipart\/form-data/);
  });

  it('keeps an uploaded picture the article shows when the uploads of changed content are released', async () => {
    const { url } = (await upload(author.token, pngImage())).json<{ url: string }>();
    const save = await ctx.call('POST', '/api/v1/blog-posts', {
      token: author.token,
      json: {
        title: 'Wejście z rampą',
        slug: `wejscie-z-rampa-${Date.now()}`,
        content: `<p>Wejście od ulicy:</p><img src="${url}" alt="Betonowa rampa z poręczą">`,
        article_type_category_id: 'column',
        status: 'draft',
      },
    });
    expect(save.statusCode).toBe(201);
    const [post] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, save.json<{ id: string }>().id));
    expect(post.content).toContain(`<img src="${url}" alt="Betonowa rampa z poręczą" />`);
    await releaseUploads(ctx.db, ctx.config.dataDir, [url], [author.id]);
    expect(existsSync(stored(url))).toBe(true);
  });
});
