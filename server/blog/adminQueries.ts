import type { FastifyBaseLogger } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ARTICLE_TYPES, BLOG_STATUSES, type BlogStatus } from '../../shared/labels/blog.js';
import { BLOG_MESSAGES, CATEGORY_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import type { ReportReason } from '../../shared/moderation.js';
import { blogPostFields, withBlogPostRules } from '../../shared/schemas/blog.js';
import type { BlogPost } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import type { Db } from '../db/index.js';
import { blogPosts, categories, users, type BlogPostRow } from '../db/schema.js';
import {
  anyOf,
  foldedText,
  idsFilterField,
  isUniqueViolation,
  matchesText,
  parseFilter,
  textFilterField,
  uuidFilterField,
  listPage,
  type ListPage,
} from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound, parseOrThrow } from '../http/errors.js';
import { parseListQuery, type ListQuery } from '../http/list.js';
import { moderateOne } from '../moderation/transitions.js';
import { findBlogPost, selectBlogPosts, toBlogPost } from './queries.js';
import { hasImagesOutsideUploads, sanitizeArticleHtml } from './sanitize.js';

const SORTABLE = {
  title: blogPosts.title_key,
  status: blogPosts.status,
  article_type_category_id: blogPosts.article_type_category_id,
  created_at: blogPosts.created_at,
  updated_at: blogPosts.updated_at,
  published_at: blogPosts.published_at,
  'author.full_name': foldedText(users.full_name),
  'author.organization_name': foldedText(users.organization_name),
  'category.name': foldedText(categories.name),
};

const statusFilter = z.enum(BLOG_STATUSES);
const listFilter = z.strictObject({
  q: textFilterField,
  status: z.union([statusFilter, z.array(statusFilter)]).optional(),
  article_type_category_id: z.enum(ARTICLE_TYPES).optional(),
  category_id: uuidFilterField,
  author_id: uuidFilterField,
  id: idsFilterField,
});

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

/** The stored columns the article form's schema checks, in the form's terms. */
const FORM_FIELDS = [
  'title',
  'slug',
  'content',
  'excerpt',
  'article_type_category_id',
  'category_id',
  'featured_image_url',
  'featured_image_alt',
  'tags',
  'status',
  'meta_title',
  'meta_description',
  'payment_option',
] as const satisfies readonly (keyof BlogPostRow)[];

function formValues(row: BlogPostRow): Record<string, unknown> {
  const stored: [string, unknown][] = FORM_FIELDS.map((field) => [field, row[field]]);
  return Object.fromEntries(stored.filter(([, value]) => value !== null));
}

/**
 * An admin's edit: the sent fields (null or '' clears one) over the stored article, validated as a whole by the
 * article form's schema; the slug must stay unique and the HTML is sanitised by the same allow-list as the authors'.
 */
async function mergeBlogEdit(db: Db, row: BlogPostRow, changes: Record<string, unknown>): Promise<BlogChanges> {
  const sent = Object.entries(changes).map(([key, value]) => [key, value === null ? undefined : value]);
  const data = parseOrThrow(adminBlogPostSchema, { ...formValues(row), ...Object.fromEntries(sent) });
  // Content that is not sent is the stored one: older pictures at other sites are dropped by the sanitiser, not refused.
  if (typeof changes.content === 'string' && hasImagesOutsideUploads(data.content))
    throw fieldError(422, 'content', UPLOAD_MESSAGES.notUploaded);
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

/** The back office's article list: one page, filtered and sorted as the list query asks. */
export async function listAdminPosts(db: Db, query: ListQuery): Promise<ListPage<BlogPost>> {
  const list = parseListQuery(query, SORTABLE, ['created_at', 'DESC'], blogPosts.id);
  const filter = parseFilter(listFilter, list.filter);
  const where = and(
    filter.q ? matchesText(filter.q, [blogPosts.title_key, users.search_text]) : undefined,
    filter.status === undefined ? undefined : anyOf(blogPosts.status, [filter.status].flat()),
    filter.article_type_category_id
      ? eq(blogPosts.article_type_category_id, filter.article_type_category_id)
      : undefined,
    filter.category_id ? eq(blogPosts.category_id, filter.category_id) : undefined,
    filter.author_id ? eq(blogPosts.author_id, filter.author_id) : undefined,
    filter.id ? anyOf(blogPosts.id, filter.id) : undefined,
  );
  const page = await listPage(
    db,
    list,
    selectBlogPosts(db).where(where).$dynamic(),
    db.select({ id: blogPosts.id }).from(blogPosts).innerJoin(users, eq(users.id, blogPosts.author_id)).where(where),
  );
  return { ...page, rows: page.rows.map((row) => toBlogPost(row, { withAuthorEmail: true })) };
}

/** The whole article as an administrator sees it (with the author's e-mail). */
export async function adminPostView(db: Db, id: string): Promise<BlogPost> {
  const row = await findBlogPost(db, eq(blogPosts.id, id));
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return toBlogPost(row, { withAuthorEmail: true });
}

/** What an administrator changes in an article: any of its fields, or its status. */
export type AdminPostChange = { edit: Record<string, unknown> } | { status: BlogStatus };

function postChange(change: AdminPostChange) {
  if ('edit' in change) {
    return {
      action: 'blog_post.update',
      changesOf: (before: BlogPostRow, tx: Db) => mergeBlogEdit(tx, before, change.edit),
    };
  }
  return { action: 'blog_post.status', changesOf: (before: BlogPostRow) => publicationChanges(before, change.status) };
}

/**
 * An administrator's change of one article, a moderation transition: a restricting status needs a statement of
 * reasons. A slug another article has is a 409. Answers the article as changed.
 */
export async function changePost(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  id: string,
  change: AdminPostChange,
  { reason, ground }: { reason?: string; ground?: ReportReason },
): Promise<BlogPost> {
  await moderateOne(ctx, actor, log, {
    target: 'blog_post',
    id,
    ...postChange(change),
    missing: () => notFound(BLOG_MESSAGES.notFound),
    grounds: { statement: reason, ground },
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? fieldError(409, 'slug', BLOG_MESSAGES.slugTaken) : error;
  });
  return adminPostView(ctx.db, id);
}

/** Deletes an article for good, with its audit entry. */
export async function deletePost(db: Db, actor: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1).for('update');
    if (!before) throw notFound(BLOG_MESSAGES.notFound);
    await tx.delete(blogPosts).where(eq(blogPosts.id, before.id));
    await announceChange(tx, 'search');
    await recordAudit(tx, actor, {
      action: 'blog_post.delete',
      entityType: 'blog_post',
      entityId: before.id,
      before,
      after: null,
    });
  });
}
