import { asc, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentPagePath, type ContentPageKey, FIXED_PAGES, PUBLIC_PAGES } from '../../shared/publicPages.js';
import type { Db } from '../db/index.js';
import { publicProfileCondition } from '../users/profiles.js';
import { blogPosts, offers, portalSettings, users } from '../db/schema.js';
import { isoTimestamp, publicOfferCondition } from '../offers/queries.js';
import { publicBlogPostCondition } from '../blog/queries.js';
import { xmlText } from './escape.js';

/** The sitemaps protocol's limit of addresses in one file; more make /sitemap.xml an index of numbered files. */
export const SITEMAP_FILE_LIMIT = 50_000;

interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** One kind of public address: how many there are and a page of them in a stable order. */
interface Source {
  count: (db: Db) => Promise<number>;
  read: (db: Db, offset: number, limit: number) => Promise<SitemapEntry[]>;
}

const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0].total;

const INDEXABLE_PAGES = FIXED_PAGES.filter((page) => page.indexable);

/** A kind of content page read from its table: the public rows, oldest first, each at the address of its key. */
interface ContentTable {
  page: ContentPageKey;
  table: PgTable & { id: AnyPgColumn; created_at: AnyPgColumn; updated_at: AnyPgColumn<{ data: string }> };
  isPublic: SQL;
  /** What the page's address carries: the id or the slug. */
  key: AnyPgColumn<{ data: string }>;
}

const CONTENT_TABLES: ContentTable[] = [
  { page: 'offer', table: offers, isPublic: publicOfferCondition, key: offers.id },
  { page: 'article', table: blogPosts, isPublic: publicBlogPostCondition, key: blogPosts.slug },
  { page: 'profile', table: users, isPublic: publicProfileCondition, key: users.company_slug },
];

function contentSource({ page, table, isPublic, key }: ContentTable): Source {
  return {
    count: (db) =>
      countOf(
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .where(isPublic),
      ),
    read: async (db, offset, limit) =>
      (
        await db
          .select({ key, updated_at: table.updated_at })
          .from(table)
          .where(isPublic)
          .orderBy(asc(table.created_at), asc(table.id))
          .offset(offset)
          .limit(limit)
      ).map((row) => ({ path: contentPagePath(page, row.key ?? ''), lastmod: row.updated_at })),
  };
}

const SOURCES: Source[] = [
  {
    count: async () => INDEXABLE_PAGES.length,
    read: async (db, offset, limit) => {
      const [[offer], [post], [settings]] = await Promise.all([
        db
          .select({ at: max(offers.updated_at) })
          .from(offers)
          .where(publicOfferCondition),
        db
          .select({ at: max(blogPosts.updated_at) })
          .from(blogPosts)
          .where(publicBlogPostCondition),
        db.select({ at: portalSettings.updated_at }).from(portalSettings).limit(1),
      ]);
      const listsAt: Record<string, string | null | undefined> = {
        [PUBLIC_PAGES.home.path]: offer?.at,
        [PUBLIC_PAGES.search.path]: offer?.at,
        [PUBLIC_PAGES.blog.path]: post?.at,
      };
      return INDEXABLE_PAGES.slice(offset, offset + limit).map(({ path }) => ({
        path,
        lastmod: listsAt[path] ?? settings?.at ?? null,
      }));
    },
  },
  ...CONTENT_TABLES.map(contentSource),
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

async function counts(db: Db): Promise<number[]> {
  return Promise.all(SOURCES.map((source) => source.count(db)));
}

/** The addresses from `start` (across all kinds, in order) up to `limit` of them. */
async function entries(db: Db, sizes: number[], start: number, limit: number): Promise<SitemapEntry[]> {
  const result: SitemapEntry[] = [];
  let skip = start;
  for (const [index, size] of sizes.entries()) {
    const wanted = limit - result.length;
    if (wanted <= 0) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    result.push(...(await SOURCES[index].read(db, skip, wanted)));
    skip = 0;
  }
  return result;
}

function urlset(publicUrl: string, list: SitemapEntry[]): string {
  const urls = list.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${isoTimestamp(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${xmlText(publicUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml: every public address when they fit one file, otherwise an index of the numbered files. */
export async function sitemapRoot(db: Db, publicUrl: string, perFile = SITEMAP_FILE_LIMIT): Promise<string> {
  const sizes = await counts(db);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= perFile) return urlset(publicUrl, await entries(db, sizes, 0, perFile));
  const files = Math.ceil(total / perFile);
  const items = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${xmlText(`${publicUrl}/sitemap/${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One numbered file of the index (from 1), or undefined when there is no such file. */
export async function sitemapFile(
  db: Db,
  publicUrl: string,
  number: number,
  perFile = SITEMAP_FILE_LIMIT,
): Promise<string | undefined> {
  const sizes = await counts(db);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= perFile || number < 1 || number > Math.ceil(total / perFile)) return undefined;
  return urlset(publicUrl, await entries(db, sizes, (number - 1) * perFile, perFile));
}
