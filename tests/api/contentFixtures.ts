import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { blogPosts, categories, offers } from '../../server/db/schema.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';
import { indexBlogPosts, indexOffers } from '../../server/search/indexing.js';

/** Test data for the offer, search, profile and blog tests: real tiny images, multipart bodies, rows inserted through Drizzle. */

export async function categoryId(ctx: TestContext, slug: string): Promise<string> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A valid offer form in the tab inputs' names (description, offer_specific_address_city …), as the dashboard sends it. */
export function offerForm(
  category: string,
  overrides: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  return {
    title: 'Wypożyczenie wózka inwalidzkiego',
    short_description: 'Lekki wózek na krótkie i długie wyjazdy.',
    description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
    category_id: category,
    price_type: 'free',
    contact_email: 'kontakt@fundacja.pl',
    offer_specific_address_city: 'Łódź',
    // Needed whenever the offer has an image; stored only then.
    image_alt: 'Składany wózek aktywny z czarną ramą i szarymi kołami',
    status: 'draft',
    ...overrides,
  };
}

/** A world for the tests of one offer field: a fresh database, an organisation that writes offers, an admin. */
export async function createOfferAuthors(organisationName: string, categorySlug: string) {
  const ctx = await createTestContext();
  const owner = await createUser(ctx, 'ngo', { organization_name: organisationName });
  const admin = await createUser(ctx, 'admin');
  const category = await categoryId(ctx, categorySlug);
  return { ctx, owner, admin, category };
}

/** `owner` sends the dashboard's offer form, with `fields` over a valid one. */
export const sendOfferForm = async (
  ctx: TestContext,
  owner: TestUser,
  category: string,
  fields: Record<string, string | string[]>,
) => ctx.call('POST', '/api/offers/', { token: owner.token, ...(await multipart(offerForm(category, fields))) });

export interface UploadFile {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body the way a browser's FormData sends it. */
export async function multipart(fields: Record<string, string | string[]>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files)
    form.append(file.field ?? 'new_images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // RGB
  return pngChunk('IHDR', data);
}

/** A real, decodable PNG of black pixels. */
export function pngImage(width = 2, height = 2): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A few bytes announcing a picture of width × height pixels (a "decompression bomb" header). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A 1 × 1 baseline JPEG that decodes (stored images are re-encoded, so a truncated one is refused). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  'base64',
);

/** A 1 × 1 lossless WebP. */
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

type OfferValues = Partial<typeof offers.$inferInsert>;

/** Inserts an offer straight into the database (active, public unless told otherwise) and answers its row. */
export async function insertOfferRow(ctx: TestContext, ownerId: string, values: OfferValues = {}) {
  const [row] = await ctx.db
    .insert(offers)
    .values({
      owner_id: ownerId,
      title: 'Oferta testowa',
      short_description: 'Krótki opis oferty testowej.',
      long_description: 'Długi opis oferty testowej, który ma co najmniej pięćdziesiąt znaków.',
      contact_email: 'kontakt@example.pl',
      status: 'active',
      ...values,
    })
    .returning();
  // The server analyses an offer's text when it saves it; a row written straight into the table needs the same.
  await indexOffers(ctx.db, { ids: [row.id] });
  return row;
}

/** The same, answering only the new offer's id. */
export async function insertOffer(ctx: TestContext, ownerId: string, values: OfferValues = {}): Promise<string> {
  return (await insertOfferRow(ctx, ownerId, values)).id;
}

type BlogValues = Partial<typeof blogPosts.$inferInsert>;

export async function insertBlogPost(
  ctx: TestContext,
  authorId: string,
  values: BlogValues & { slug: string },
): Promise<string> {
  const [row] = await ctx.db
    .insert(blogPosts)
    .values({
      author_id: authorId,
      title: 'Artykuł testowy',
      content: '<p>Treść artykułu.</p>',
      status: 'published',
      published_at: new Date().toISOString(),
      ...values,
    })
    .returning({ id: blogPosts.id });
  await indexBlogPosts(ctx.db, { ids: [row.id] });
  return row.id;
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A picture uploaded the way the editors and the featured image fields do it: its portal address (/uploads/…). */
export async function uploadedPicture(ctx: TestContext, token: string): Promise<string> {
  const form = await multipart({}, [
    { field: 'file', filename: 'zdjecie.png', type: 'image/png', bytes: pngImage(4, 3) },
  ]);
  const response = await ctx.call('POST', '/api/v1/uploads/images', { token, ...form });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ url: string }>().url;
}
