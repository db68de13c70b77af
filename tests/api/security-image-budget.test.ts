import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DECODE_QUEUE_LENGTH, UPLOADS_PER_ACCOUNT_PER_HOUR } from '../../shared/limits.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import { DECODE_CONCURRENCY, decodeSlot } from '../../server/uploads/imageReencode.js';
import { categoryId, insertOffer, multipart, offerForm, pngImage } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';

/** Saves that decode pictures share one budget, and the decode queue has an end. */
let ctx: TestContext;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
});
afterAll(() => ctx.close());

const editorUpload = async (token: string) =>
  ctx.call('POST', '/api/v1/uploads/images', {
    token,
    ...(await multipart({}, [{ field: 'file', filename: 'rampa.png', type: 'image/png', bytes: pngImage(4, 3) }])),
  });

const putOffer = async (token: string, id: string, withImage: boolean) =>
  ctx.call('PUT', `/api/offers/${id}`, {
    token,
    ...(await multipart(
      offerForm(category),
      withImage ? [{ field: 'new_images', filename: 'wozek.png', type: 'image/png', bytes: pngImage(6, 4) }] : [],
    )),
  });

describe('the hourly picture budget of an account', () => {
  it('is shared by the editor upload and the offer save: past it, an image-bearing PUT is a Polish 429', async () => {
    const author = await createUser(ctx, 'offeror');
    const id = await insertOffer(ctx, author.id, { category_id: category, status: 'draft' });
    for (let index = 0; index < UPLOADS_PER_ACCOUNT_PER_HOUR - 1; index += 1) {
      const stored = await editorUpload(author.token);
      expect(stored.statusCode, stored.body).toBe(201);
    }
    expect((await putOffer(author.token, id, true)).statusCode).toBe(200);
    const refused = await putOffer(author.token, id, true);
    expect([refused.statusCode, refused.json()]).toEqual([429, { detail: UPLOAD_MESSAGES.tooManyImages }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const editorRefused = await editorUpload(author.token);
    expect([editorRefused.statusCode, editorRefused.json()]).toEqual([429, { detail: UPLOAD_MESSAGES.tooManyImages }]);
    // A save without a picture decodes nothing and is not limited; another account has its own budget.
    expect((await putOffer(author.token, id, false)).statusCode).toBe(200);
    const neighbour = await createUser(ctx, 'offeror');
    expect((await editorUpload(neighbour.token)).statusCode).toBe(201);
  });
});

describe('the decode queue', () => {
  it('answers 503 with Retry-After and a Polish detail when full, and decodes again once it drains', async () => {
    const author = await createUser(ctx, 'offeror');
    const id = await insertOffer(ctx, author.id, { category_id: category, status: 'draft' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every decoder busy and every place in the queue taken.
    const held = Array.from({ length: DECODE_CONCURRENCY + IMAGE_DECODE_QUEUE_LENGTH }, () => decodeSlot(() => gate));
    const refused = await putOffer(author.token, id, true);
    expect([refused.statusCode, refused.json()]).toEqual([503, { detail: UPLOAD_MESSAGES.decodeBusy }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await editorUpload(author.token)).statusCode).toBe(503);
    release();
    await Promise.all(held);
    const saved = await putOffer(author.token, id, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Offer>().image_urls).toHaveLength(1);
  });
});
