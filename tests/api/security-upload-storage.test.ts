import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_HOURS, UPLOAD_QUOTA_BYTES } from '../../shared/limits.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import { blogPosts, offers, uploads } from '../../server/db/schema.js';
import { categoryId, insertBlogPost, insertOffer, multipart, offerForm, pngImage } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Unused uploads go, each account has a quota, and re-encoding never grows a file. */
let ctx: TestContext;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
});
afterAll(() => ctx.close());

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const fileOf = (url: string) => path.join(uploadsDir(), url.slice('/uploads/'.length));

async function editorUpload(user: TestUser, bytes: Buffer, type = 'image/png') {
  return ctx.call('POST', '/api/v1/uploads/images', {
    token: user.token,
    ...(await multipart({}, [{ field: 'file', filename: 'zdjecie', type, bytes }])),
  });
}

/** Random pixels: a picture that compresses badly, so its quality decides its size. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('a re-encoded picture', () => {
  it.each([
    ['a JPEG saved at a low quality', 'image/jpeg', () => noise(400, 300).jpeg({ quality: 30 }).toBuffer()],
    ['a PNG with a palette', 'image/png', () => noise(400, 300).png({ palette: true, colours: 16 }).toBuffer()],
  ])('is never stored larger than the upload: %s', async (_name, type, make) => {
    const original = await make();
    const author = await createUser(ctx, 'ngo');
    const response = await editorUpload(author, original, type);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    const stored = readFileSync(fileOf(url));
    expect(stored.length).toBeLessThanOrEqual(original.length);
    const metadata = await sharp(stored).metadata();
    expect(['jpeg', 'png', 'webp']).toContain(metadata.format);
    expect(url.endsWith(metadata.format === 'jpeg' ? '.jpg' : `.${metadata.format}`)).toBe(true);
    expect(metadata).toMatchObject({ width: 400, height: 300 });
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.path, url));
    expect(row.bytes).toBe(stored.length);
  });
});

describe('the storage quota of an account', () => {
  const fill = (user: TestUser, bytes: number) =>
    ctx.db.insert(uploads).values({ path: `/uploads/wypelnienie-${user.id}.png`, uploader_id: user.id, bytes });

  it('refuses a picture that would take the account past its quota, in Polish, and keeps nothing of it', async () => {
    const author = await createUser(ctx, 'ngo');
    await fill(author, UPLOAD_QUOTA_BYTES - 10);
    const before = storedFiles().length;
    const refused = await editorUpload(author, pngImage(4, 3));
    expect([refused.statusCode, refused.json().detail]).toEqual([413, UPLOAD_MESSAGES.quotaExceeded]);
    expect(storedFiles()).toHaveLength(before);
    expect(await ctx.db.select().from(uploads).where(eq(uploads.uploader_id, author.id))).toHaveLength(1);
  });

  it('refuses an offer picture of a full account before decoding it, and the offer is unchanged', async () => {
    const author = await createUser(ctx, 'offeror');
    await fill(author, UPLOAD_QUOTA_BYTES);
    const id = await insertOffer(ctx, author.id, { category_id: category, status: 'draft', title: 'Stary tytuł' });
    const refused = await ctx.call('PUT', `/api/offers/${id}`, {
      token: author.token,
      ...(await multipart(offerForm(category), [{ filename: 'w.png', type: 'image/png', bytes: pngImage(4, 3) }])),
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([413, UPLOAD_MESSAGES.quotaExceeded]);
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, id));
    expect([row.title, row.image_urls]).toEqual(['Stary tytuł', []]);
  });
});

describe('the cleanup of unused uploads (scheduled job)', () => {
  it(`deletes pictures nothing uses ${UNUSED_UPLOAD_HOURS} hours after their upload, and keeps every used one`, async () => {
    const author = await createUser(ctx, 'ngo');
    const upload = async () => (await editorUpload(author, pngImage(4, 3))).json<{ url: string }>().url;
    const unused = await upload();
    const fresh = await upload();
    const inContent = await upload();
    const featured = await upload();
    await insertBlogPost(ctx, author.id, {
      title: 'Rampa',
      slug: 'rampa-ze-zdjeciem',
      content: `<p>Rampa</p><img src="${inContent}" alt="Rampa przy wejściu">`,
      featured_image_url: featured,
      featured_image_alt: 'Wejście',
      status: 'draft',
    });
    const id = await insertOffer(ctx, author.id, { category_id: category, status: 'draft' });
    const saved = await ctx.call('PUT', `/api/offers/${id}`, {
      token: author.token,
      ...(await multipart(offerForm(category), [{ filename: 'w.png', type: 'image/png', bytes: pngImage(5, 3) }])),
    });
    const [inOffer] = saved.json<Offer>().image_urls;
    const old = [unused, inContent, featured, inOffer];
    await ctx.db
      .update(uploads)
      .set({ created_at: sql`now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS}, mins => 1)` })
      .where(
        sql`${uploads.path} in (${sql.join(
          old.map((url) => sql`${url}`),
          sql`, `,
        )})`,
      );

    await ctx.app.jobs.runDue();

    const remaining = (await ctx.db.select({ path: uploads.path }).from(uploads)).map((row) => row.path);
    expect(remaining).not.toContain(unused);
    expect(existsSync(fileOf(unused))).toBe(false);
    for (const kept of [fresh, inContent, featured, inOffer]) {
      expect(remaining).toContain(kept);
      expect(existsSync(fileOf(kept))).toBe(true);
    }
    const [post] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, 'rampa-ze-zdjeciem'));
    expect(post.content).toContain(inContent);
  });
});
