import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../server/db/schema.js';
import { UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import { categoryId, insertOffer, multipart, offerForm, pngImage } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { freshToken, insertAccount, isPolishDetail, type Account } from './securityFixtures.js';

/**
 * A file under /uploads is deleted only when nothing references it any more and only for the account that
 * uploaded it. Image URLs are normalised (trimmed) once, before the check that an offer only keeps its own uploads.
 */
let ctx: TestContext;
let category: string;
let victim: Account;
let attacker: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
  victim = await insertAccount(ctx, 'offeror');
  attacker = await insertAccount(ctx, 'offeror');
});
afterAll(() => ctx.close());

const fileOf = (url: string) => path.join(ctx.config.dataDir, 'uploads', url.slice('/uploads/'.length));

async function offerWithUpload(account: Account): Promise<Offer> {
  const response = await ctx.call('POST', '/api/offers/', {
    token: await freshToken(ctx, account.id),
    ...(await multipart(offerForm(category), [{ filename: 'zdjecie.png', type: 'image/png', bytes: pngImage(4, 4) }])),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Offer>();
}

async function createOffer(account: Account, imageUrls: string[]) {
  return ctx.call('POST', '/api/offers/', {
    token: await freshToken(ctx, account.id),
    ...(await multipart(offerForm(category, { image_urls: imageUrls }))),
  });
}

describe('another account’s upload cannot be attached, so it cannot be deleted either', () => {
  it.each([' ', '\t', '\n', '  \u00a0'])('refuses the victim’s path with %j in front of it', async (prefix) => {
    const offer = await offerWithUpload(victim);
    const url = offer.image_urls[0];
    const response = await createOffer(attacker, [`${prefix}${url}`]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().detail).toBe(UPLOAD_MESSAGES.notUploaded);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('refuses it in the JSON body too, and through an edit of the attacker’s own offer', async () => {
    const {
      image_urls: [url],
    } = await offerWithUpload(victim);
    const own = await createOffer(attacker, []);
    expect(own.statusCode).toBe(201);
    const edit = await ctx.call('PUT', `/api/offers/${own.json<Offer>().id}`, {
      token: await freshToken(ctx, attacker.id),
      json: { ...offerForm(category), image_urls: [` ${url} `] },
    });
    expect(edit.statusCode, edit.body).toBe(422);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it.each([' /uploads/.', '/uploads/.', '/uploads/..', ' /uploads/ ', '/uploads/.hidden'])(
    '%j is a 422 with a Polish detail, never a 500',
    async (value) => {
      const response = await createOffer(attacker, [value]);
      expect(response.statusCode, response.body).toBe(422);
      expect(isPolishDetail(response.json().detail)).toBe(true);
    },
  );
});

describe('the uploader is recorded and only their files are removed', () => {
  it('records who uploaded a stored file', async () => {
    const {
      image_urls: [url],
    } = await offerWithUpload(victim);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.path, url));
    expect(row).toMatchObject({ path: url, uploader_id: victim.id });
  });

  it('keeps a file that another offer still references when its own offer is deleted', async () => {
    const offer = await offerWithUpload(victim);
    const url = offer.image_urls[0];
    // A row written before the check existed (or by a migration) pointing at the same file.
    await insertOffer(ctx, attacker.id, { image_urls: [url] });
    const removed = await ctx.call('DELETE', `/api/offers/${offer.id}`, { token: await freshToken(ctx, victim.id) });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('does not remove a file uploaded by another account when an offer referencing it is deleted', async () => {
    const offer = await offerWithUpload(victim);
    const url = offer.image_urls[0];
    const copy = await insertOffer(ctx, attacker.id, { image_urls: [url] });
    await ctx.call('DELETE', `/api/offers/${offer.id}`, { token: await freshToken(ctx, victim.id) });
    const removed = await ctx.call('DELETE', `/api/offers/${copy}`, { token: await freshToken(ctx, attacker.id) });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('removes the owner’s file when their last offer referencing it goes', async () => {
    const offer = await offerWithUpload(victim);
    const url = offer.image_urls[0];
    const removed = await ctx.call('DELETE', `/api/offers/${offer.id}`, { token: await freshToken(ctx, victim.id) });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await ctx.db.select().from(uploads).where(eq(uploads.path, url))).toEqual([]);
  });

  it('removes the owner’s file when an edit drops it', async () => {
    const offer = await offerWithUpload(victim);
    const url = offer.image_urls[0];
    const edit = await ctx.call('PUT', `/api/offers/${offer.id}`, {
      token: await freshToken(ctx, victim.id),
      json: { ...offerForm(category), image_urls: [] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(existsSync(fileOf(url))).toBe(false);
  });
});
