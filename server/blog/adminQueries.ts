import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { BLOG_STATUSES, type BlogStatus } from '../../shared/labels.js';
import { BLOG_MESSAGES, CATEGORY_MESSAGES } from '../../shared/messages.js';
import { blogPostFields, withBlogPostRules } from '../../shared/schemas/blog.js';
import type { Db } from '../db/index.js';
import { blogPosts, categories, type BlogPostRow } from '../db/schema.js';
import { HttpError, parseOrThrow } from '../http/errors.js';
import { sanitizeArticleHtml } from './sanitize.js';

/** The article form's schema, with every status an admin may set (`rejected` is his decision only). */
const adminBlogPostSchema = withBlogPostRules(
  blogPostFields.extend({ status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.invalidStatus }) }),
);

type BlogChanges = Partial<typeof blogPosts.$inferInsert>;

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

/** `published_at` records the first publication: set when an article becomes published and never was before. */
export function publicationChanges(row: Pick<BlogPostRow, 'published_at'>, status: BlogStatus): BlogChanges {
  return status === 'published' && row.published_at === null
    ? { status, published_at: new Date().toISOString() }
    : { status };
}

function formValues(row: BlogPostRow): Record<string, unknown> {
  const {
    title,
    slug,
    content,
    excerpt,
    article_type_category_id,
    category_id,
    featured_image_url,
    featured_image_alt,
    tags,
    status,
    meta_title,
    meta_description,
    payment_option,
  } = row;
  const values = {
    title,
    slug,
    content,
    excerpt,
    article_type_category_id,
    category_id,
    featured_image_url,
    featured_image_alt,
    tags,
    status,
    meta_title,
    meta_description,
    payment_option,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/**
 * An admin's edit: the sent fields (null or '' clears one) over the stored article, validated as a whole by the
 * article form's schema; the slug must stay unique and the HTML is sanitised by the same allow-list as the authors'.
 */
export async function mergeBlogEdit(db: Db, row: BlogPostRow, changes: Record<string, unknown>): Promise<BlogChanges> {
  const sent = Object.entries(changes).map(([key, value]) => [key, value === null ? undefined : value]);
  const data = parseOrThrow(adminBlogPostSchema, { ...formValues(row), ...Object.fromEntries(sent) });
  const content = sanitizeArticleHtml(data.content);
  if (!content) throw fieldError(422, 'content', BLOG_MESSAGES.required.content);
  if (data.category_id) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, data.category_id))
      .limit(1);
    if (!category) throw fieldError(422, 'category_id', CATEGORY_MESSAGES.notFound);
  }
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, data.slug), ne(blogPosts.id, row.id)))
    .limit(1);
  if (taken) throw fieldError(409, 'slug', BLOG_MESSAGES.slugTaken);
  return {
    ...data,
    content,
    excerpt: data.excerpt ?? null,
    category_id: data.category_id ?? null,
    featured_image_url: data.featured_image_url ?? null,
    featured_image_alt: data.featured_image_url ? (data.featured_image_alt ?? null) : null,
    meta_title: data.meta_title ?? null,
    meta_description: data.meta_description ?? null,
    ...publicationChanges(row, data.status),
  };
}
