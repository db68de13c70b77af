import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import {
  categoryId,
  multipart,
  offerForm,
  pngHeaderOnly,
  pngImage,
  SVG_IMAGE,
  TINY_JPEG,
  TINY_WEBP,
  type UploadFile,
} from './contentFixtures.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let category: string;
let uploadsDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, 'offeror', { organization_name: 'Fundacja Zdjęć' });
  other = await createUser(ctx, 'offeror', { organization_name: 'Inna Fundacja' });
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
  uploadsDir = path.join(ctx.config.dataDir, 'uploads');
});
afterAll(() => ctx.close());

const storedFiles = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
let filesBefore: string[];
beforeEach(() => {
  filesBefore = storedFiles();
});

async function upload(files: UploadFile[], fields: Record<string, string | string[]> = {}, token = owner.token) {
  return ctx.call('POST', '/api/offers/', { token, ...(await multipart(offerForm(category, fields), files)) });
}

function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().detail).toBe(message);
  expect(storedFiles()).toEqual(filesBefore);
}

describe('images of an offer', () => {
  it('stores a PNG under a server-made name and serves it from /uploads/', async () => {
    const bytes = pngImage(3, 2);
    const response = await upload([{ filename: '../../etc/passwd.png', type: 'image/png', bytes }]);
    expect(response.statusCode).toBe(201);
    const [url] = response.json<Offer>().image_urls;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    // Stored re-encoded (server/uploads/imageReencode.ts): the same picture, not the same bytes.
    const stored = readFileSync(path.join(uploadsDir, url.slice('/uploads/'.length)));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    const served = await ctx.call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(stored);
  });

  it('decides the type by the bytes, not by the name or the declared type', async () => {
    const jpeg = await upload([{ filename: 'zdjecie.png', type: 'image/png', bytes: TINY_JPEG }]);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().image_urls[0]).toMatch(/\.jpg$/);
    const webp = await upload([
      { field: 'new_images[]', filename: 'zdjecie', type: 'application/octet-stream', bytes: TINY_WEBP },
    ]);
    expect(webp.statusCode).toBe(201);
    expect(webp.json().image_urls[0]).toMatch(/\.webp$/);
  });

  it('refuses SVG, even when it calls itself a PNG', async () => {
    expectRefused(
      await upload([{ filename: 'logo.svg', type: 'image/svg+xml', bytes: SVG_IMAGE }]),
      422,
      'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
    );
    expectRefused(
      await upload([{ filename: 'logo.png', type: 'image/png', bytes: SVG_IMAGE }]),
      422,
      'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
    );
  });

  it('refuses a text file named .png and an empty file', async () => {
    const text = Buffer.from('To nie jest obrazek, tylko tekst.');
    expectRefused(
      await upload([{ filename: 'zdjecie.png', type: 'image/png', bytes: text }]),
      422,
      'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
    );
    expectRefused(
      await upload([{ filename: 'puste.png', type: 'image/png', bytes: Buffer.alloc(0) }]),
      422,
      'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
    );
  });

  it('refuses a polyglot: a real PNG carrying markup', async () => {
    const polyglot = Buffer.concat([pngImage(), Buffer.from('<script>alert(document.cookie)</script>')]);
    expectRefused(
      await upload([{ filename: 'zdjecie.png', type: 'image/png', bytes: polyglot }]),
      422,
      'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
    );
  });

  it('refuses a picture announcing gigantic pixel dimensions', async () => {
    expectRefused(
      await upload([{ filename: 'bomba.png', type: 'image/png', bytes: pngHeaderOnly(50_000, 50_000) }]),
      422,
      'Zdjęcie może mieć najwyżej 10000 pikseli szerokości i wysokości.',
    );
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    expectRefused(
      await upload([{ filename: 'duze.png', type: 'image/png', bytes: big }]),
      413,
      'Zdjęcie nie może być większe niż 5 MB.',
    );
  });

  it('allows one image in all: two files, or a file and a kept picture, are refused', async () => {
    const png = { filename: 'a.png', type: 'image/png', bytes: pngImage() };
    expectRefused(await upload([png, { ...png, filename: 'b.png' }]), 422, 'Możesz dodać maksymalnie 1 zdjęcie.');
    const mixed = await upload([png], { image_urls: '/uploads/zdjecie.jpg' });
    expectRefused(mixed, 422, 'Możesz dodać maksymalnie 1 zdjęcie.');
    expect(mixed.json().errors).toContainEqual({ field: 'image_urls', message: 'Możesz dodać maksymalnie 1 zdjęcie.' });
  });

  it("accepts an offer's own uploaded URL back, but never another offer's file", async () => {
    const created = await upload([{ filename: 'a.png', type: 'image/png', bytes: pngImage() }]);
    const offer = created.json<Offer>();
    const kept = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: owner.token,
      ...(await multipart(offerForm(category, { image_urls: offer.image_urls[0] }))),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().image_urls).toEqual(offer.image_urls);

    const foreign = await ctx.call('POST', '/api/offers/', {
      token: other.token,
      ...(await multipart(offerForm(category, { image_urls: offer.image_urls[0] }))),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toBe(UPLOAD_MESSAGES.notUploaded);
  });

  it('deletes the stored file when the picture is replaced or the offer is deleted', async () => {
    const created = (await upload([{ filename: 'a.png', type: 'image/png', bytes: pngImage() }])).json<Offer>();
    const firstFile = created.image_urls[0].slice('/uploads/'.length);
    const replaced = await ctx.call('PUT', `/api/offers/${created.id}`, {
      token: owner.token,
      ...(await multipart(offerForm(category), [{ filename: 'b.jpg', type: 'image/jpeg', bytes: TINY_JPEG }])),
    });
    expect(replaced.statusCode).toBe(200);
    const secondFile = replaced.json<Offer>().image_urls[0].slice('/uploads/'.length);
    expect(storedFiles()).not.toContain(firstFile);
    expect(storedFiles()).toContain(secondFile);

    expect((await ctx.call('DELETE', `/api/offers/${created.id}`, { token: owner.token })).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(secondFile);
  });

  it('keeps its own uploaded picture when nothing new is uploaded, read from the image_urls[] field too', async () => {
    const offer = (await upload([{ filename: 'a.png', type: 'image/png', bytes: pngImage() }])).json<Offer>();
    const response = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: owner.token,
      ...(await multipart(offerForm(category, { 'image_urls[]': offer.image_urls[0] }))),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().image_urls).toEqual(offer.image_urls);
  });
});
