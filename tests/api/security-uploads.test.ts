import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import type { Offer } from '../../shared/types.js';
import { categoryId, multipart, offerForm, pngImage } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { databaseFingerprint, freshToken, insertAccount } from './securityFixtures.js';

/** Stored pictures are re-encoded (server/uploads/imageReencode.ts): only pixels reach the disk. */
let ctx: TestContext;
let token: string;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await freshToken(ctx, (await insertAccount(ctx, 'offeror')).id);
  category = await categoryId(ctx, 'wypozyczalnia-sprzetu');
});
afterAll(() => ctx.close());

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

async function store(bytes: Buffer, filename: string) {
  const response = await ctx.call('POST', '/api/offers/', {
    token,
    ...(await multipart(offerForm(category), [{ filename, type: 'image/jpeg', bytes }])),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [url] = response.json<Offer>().image_urls;
  return readFileSync(path.join(uploadsDir(), url.slice('/uploads/'.length)));
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

function pngWithChunk(type: string, text: string): Buffer {
  const png = pngImage(4, 4);
  const data = Buffer.from(text, 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  const iendAt = png.length - 12;
  return Buffer.concat([png.subarray(0, iendAt), head, body, crc, png.subarray(iendAt)]);
}

describe('images are re-encoded before they are stored', () => {
  it('drops EXIF (camera, author, position) from a JPEG and keeps it a JPEG of the same size', async () => {
    const original = await picture(8, 6)
      .jpeg()
      .withExif({ IFD0: { Make: 'TajnyAparat', Artist: 'Jan Kowalski', Copyright: 'GPS 51.7592N 19.4560E' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await store(original, 'zdjecie.jpg');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toMatch(/TajnyAparat|Kowalski|GPS/);
  });

  it('bakes the EXIF orientation into the pixels, so the picture still stands the right way up', async () => {
    const sideways = await picture(8, 4).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const metadata = await sharp(await store(sideways, 'obrocone.jpg')).metadata();
    expect(metadata).toMatchObject({ width: 4, height: 8 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('drops text chunks and anything after the end of a PNG', async () => {
    const carrier = Buffer.concat([
      pngWithChunk('tEXt', 'Comment\0poufny-komentarz'),
      Buffer.from('DOKLEJONE-DANE-PO-IEND'),
    ]);
    const stored = await store(carrier, 'obraz.png');
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect(stored.toString('latin1')).not.toMatch(/poufny-komentarz|DOKLEJONE/);
  });

  it('keeps a WebP a WebP', async () => {
    const stored = await store(
      await picture(5, 5)
        .webp()
        .withExif({ IFD0: { Make: 'TajnyAparat' } })
        .toBuffer(),
      'obraz.webp',
    );
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 5, height: 5 });
    expect(stored.toString('latin1')).not.toContain('TajnyAparat');
  });

  it('refuses a picture whose header is fine but whose data is broken, storing and saving nothing', async () => {
    const png = pngImage(40, 40);
    const broken = Buffer.concat([png.subarray(0, 45), Buffer.alloc(30, 0x41), png.subarray(75)]);
    const filesBefore = storedFiles();
    const before = await databaseFingerprint(ctx.db);
    const response = await ctx.call('POST', '/api/offers/', {
      token,
      ...(await multipart(offerForm(category), [{ filename: 'zepsute.png', type: 'image/png', bytes: broken }])),
    });
    expect([response.statusCode, response.json().detail]).toEqual([422, OFFER_MESSAGES.imageType]);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });
});
