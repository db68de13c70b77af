import { desc, sql } from 'drizzle-orm';
import { ARTICLE_TYPE_LABELS } from '../../shared/labels/blog.js';
import { publicIdentity } from '../settings/portalSettings.js';
import { RSS_PATH, RSS_TITLE, shortDescription } from '../../shared/pageMeta.js';
import type { Db } from '../db/index.js';
import { htmlText } from '../blog/htmlText.js';
import { blogPosts } from '../db/schema.js';
import { publicBlogPostCondition, selectBlogPosts } from '../blog/queries.js';
import { xmlText } from './escape.js';

/** How many of the newest published articles the feed carries. */
export const RSS_ITEMS = 50;

const rfc822 = (value: string) => new Date(value).toUTCString();

/** RSS 2.0 of the newest published articles (https://www.rssboard.org/rss-specification). */
export async function blogFeed(db: Db, publicUrl: string): Promise<string> {
  const portal = await publicIdentity(db);
  const rows = await selectBlogPosts(db)
    .where(publicBlogPostCondition)
    .orderBy(sql`${blogPosts.published_at} desc nulls last`, desc(blogPosts.created_at), desc(blogPosts.id))
    .limit(RSS_ITEMS);
  const items = rows.map((row) => {
    const link = `${publicUrl}/blog/${encodeURIComponent(row.slug)}`;
    const description = shortDescription(row.excerpt || row.meta_description || htmlText(row.content), 500);
    const type = ARTICLE_TYPE_LABELS[row.article_type_category_id];
    return [
      '    <item>',
      `      <title>${xmlText(row.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <description>${xmlText(description)}</description>`,
      `      <pubDate>${rfc822(row.published_at ?? row.created_at)}</pubDate>`,
      ...(type ? [`      <category>${xmlText(type)}</category>`] : []),
      '    </item>',
    ].join('\n');
  });
  const newest = rows[0]?.published_at ?? rows[0]?.created_at;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(`${RSS_TITLE} – ${portal.name}`)}</title>`,
    `    <link>${xmlText(`${publicUrl}/blog`)}</link>`,
    `    <description>${xmlText('Artykuły, poradniki i relacje z portalu usług inkluzywnych.')}</description>`,
    '    <language>pl-pl</language>',
    `    <atom:link href="${xmlText(publicUrl + RSS_PATH)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
