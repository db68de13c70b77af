import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_PIXELS, OFFERS_PER_ACCOUNT_PER_HOUR } from '../../shared/limits.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { categoryId, multipart, offerForm, pngHeaderOnly } from './contentFixtures.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';
import { freshToken } from './securityFixtures.js';

/** Finding 11: one account cannot tie the server up with offers and huge pictures. */
let ctx: TestContext;
let category: string;
beforeAll(async () => {
  ctx = await createTestContext({ offersPerAccountPerHour: OFFERS_PER_ACCOUNT_PER_HOUR });
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const create = async (token: string, files: Parameters<typeof multipart>[1] = []) =>
  ctx.call('POST', '/api/offers/', { token, ...(await multipart(offerForm(category), files)) });

describe('offer creation per account', () => {
  it(`takes ${OFFERS_PER_ACCOUNT_PER_HOUR} offers an hour from one account, then 429 with a Polish detail`, async () => {
    const flooder = await createUser(ctx, 'offeror');
    const neighbour = await createUser(ctx, 'offeror');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let index = 0; index < OFFERS_PER_ACCOUNT_PER_HOUR; index += 1) {
      expect((await create(flooder.token)).statusCode).toBe(201);
    }
    const refused = await create(flooder.token);
    expect([refused.statusCode, refused.json()]).toEqual([429, { detail: OFFER_MESSAGES.tooManyOffers }]);
    expect((await create(neighbour.token)).statusCode).toBe(201);
    vi.setSystemTime(start + 60 * 60 * 1000 + 1000);
    // The session token of an hour ago has expired: sign in again.
    expect((await create(await freshToken(ctx, flooder.id))).statusCode).toBe(201);
  });
});

describe('picture size', () => {
  it('refuses more than 40 megapixels before decoding, even within 10000 px a side', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    const owner = await createUser(ctx, 'offeror');
    const response = await create(owner.token, [
      { filename: 'duze.png', type: 'image/png', bytes: pngHeaderOnly(8000, 5001) },
    ]);
    expect([response.statusCode, response.json().detail]).toEqual([422, OFFER_MESSAGES.imagePixels]);
  });
});
