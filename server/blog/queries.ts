import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ArticleType } from '../../shared/labels/blog.js';
import type { BlogListResult, BlogPost } from '../../shared/types.js';
import type { Db } from '../db/index.js';
import { blogPosts, categories, users } from '../db/schema.js';
import { foldedLikePattern } from '../http/list.js';
import { isoTimestamp } from '../offers/queries.js';
import { synonymGroups } from '../search/synonyms.js';
import { matchedWords } from '../search/highlight.js';
import { buildTextQuery } from '../search/textQuery.js';

const blogSelection = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  excerpt: blogPosts.excerpt,
  article_type_category_id: blogPosts.article_type_category_id,
  category_id: blogPosts.category_id,
  featured_image_url: blogPosts.featured_image_url,
  featured_image_alt: blogPosts.featured_image_alt,
  tags: blogPosts.tags,
  status: blogPosts.status,
  meta_title: blogPosts.meta_title,
  meta_description: blogPosts.meta_description,
  payment_option: blogPosts.payment_option,
  created_at: blogPosts.created_at,
  updated_at: blogPosts.updated_at,
  published_at: blogPosts.published_at,
  author_id: blogPosts.author_id,
  author: {
    full_name: users.full_name,
    organization_name: users.organization_name,
    email: users.email,
    company_slug: users.company_slug,
    // Read to decide visibility only; toBlogPost never passes it on.
    banned_until: users.banned_until,
  },
  category: { name: categories.name },
};

/**
 * An article is public while it is published and its author is not banned, as offers are (publicOfferCondition):
 * the ban is an anti-join on the few banned accounts (partial index users_banned_idx).
 */
export const publicBlogPostCondition: SQL = and(
  eq(blogPosts.status, 'published'),
  sql`not exists (select 1 from ${users} banned where banned.id = ${blogPosts.author_id} and banned.banned_until is not null and banned.banned_until > now())`,
)!;

/** publicBlogPostCondition for a row already read with selectBlogPosts. */
export const isPublicBlogPost = (row: BlogQueryRow): boolean =>
  row.status === 'published' && !(row.author.banned_until && new Date(row.author.banned_until) > new Date());

/** An article with its author and category; add where/orderBy/limit as needed. */
export function selectBlogPosts(db: Db) {
  return db
    .select(blogSelection)
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.author_id))
    .leftJoin(categories, eq(categories.id, blogPosts.category_id))
    .$dynamic();
}

export type BlogQueryRow = Awaited<ReturnType<ReturnType<typeof selectBlogPosts>['execute']>>[number];

export async function findBlogPost(db: Db, where: SQL): Promise<BlogQueryRow | undefined> {
  const [row] = await selectBlogPosts(db).where(where).limit(1);
  return row;
}

export interface BlogViewOptions {
  /** The author's login e-mail goes to the author himself and to admins only. */
  withAuthorEmail: boolean;
}

export function toBlogPost(row: BlogQueryRow, { withAuthorEmail }: BlogViewOptions): BlogPost {
  const { author, category, ...post } = row;
  return {
    ...post,
    article_type_category_id: post.article_type_category_id,
    status: post.status,
    payment_option: post.payment_option,
    created_at: isoTimestamp(post.created_at),
    updated_at: isoTimestamp(post.updated_at),
    published_at: isoTimestamp(post.published_at),
    category: category?.name ? { name: category.name } : null,
    author: {
      full_name: author.full_name,
      organization_name: author.organization_name,
      company_slug: author.company_slug,
      ...(withAuthorEmail ? { email: author.email } : {}),
    },
  };
}

export interface PublicBlogQuery {
  q?: string;
  article_type?: ArticleType;
  category?: string;
  page: number;
  per_page: number;
}

/**
 * Published articles only, newest publication first. `q` matches any form of its words (or their synonyms) in the
 * analysed title, excerpt, content and tags (server/search/), or its literal text in the title or the excerpt.
 */
export async function listPublishedPosts(db: Db, query: PublicBlogQuery): Promise<BlogListResult> {
  const conditions: SQL[] = [publicBlogPostCondition];
  if (query.article_type) conditions.push(eq(blogPosts.article_type_category_id, query.article_type));
  if (query.category) conditions.push(eq(categories.slug, query.category));
  const words = query.q ? buildTextQuery(query.q, await synonymGroups(db)) : undefined;
  if (query.q) {
    const pattern = foldedLikePattern(query.q);
    conditions.push(
      or(
        words ? sql`${blogPosts.search_vector} @@ to_tsquery('simple', ${words.expanded})` : undefined,
        sql`${blogPosts.title_key} like ${pattern}`,
        sql`lower(f_unaccent(coalesce(${blogPosts.excerpt}, ''))) like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectBlogPosts(db)
      .where(where)
      .orderBy(sql`${blogPosts.published_at} desc nulls last`, desc(blogPosts.created_at), desc(blogPosts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .leftJoin(categories, eq(categories.id, blogPosts.category_id))
      .where(where),
  ]);
  const items = rows.map((row) => toBlogPost(row, { withAuthorEmail: false }));
  return {
    items,
    total,
    page: query.page,
    per_page: query.per_page,
    highlight_words: matchedWords(
      items.flatMap((item) => [item.title, item.excerpt]),
      words,
    ),
  };
}
