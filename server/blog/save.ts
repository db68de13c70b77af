import { and, eq, ne, sql } from 'drizzle-orm';
import { BLOG_MESSAGES, CATEGORY_MESSAGES, UPLOAD_MESSAGES } from '../../shared/messages.js';
import { canEditOwnContent } from '../../shared/permissions.js';
import { ARTICLE_APPROVED_FIELDS, changesApprovedContent } from '../../shared/reapproval.js';
import { isAdminRole } from '../../shared/roles.js';
import type { BlogPostData } from '../../shared/schemas/blog.js';
import { authorAsksForDecision, BLOG_STATUS_MACHINE, resolveBlogStatus } from '../../shared/statusMachines.js';
import type { BlogPost } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import { blogPosts, categories } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { HttpError, notFound } from '../http/errors.js';
import { indexBlogPosts } from '../search/indexing.js';
import { findBlogPost, isPublicBlogPost, toBlogPost, type BlogQueryRow } from './queries.js';
import { hasImagesOutsideUploads, sanitizeArticleHtml } from './sanitize.js';

/*
 * An author's own articles (or an administrator acting as one): reading one, saving the article form, deleting.
 */

/** An article by its slug: the public one to anybody, any other to its author and administrators only. */
export async function articleBySlug(
  ctx: AppContext,
  slug: string,
  viewer: AuthUser | null | undefined,
): Promise<BlogPost> {
  const row = await findBlogPost(ctx.db, eq(blogPosts.slug, slug));
  const privileged = !!row && canEditOwnContent(viewer, row.author_id);
  if (!row || (!isPublicBlogPost(row) && !privileged)) throw notFound(BLOG_MESSAGES.notFound);
  return toBlogPost(row, { withAuthorEmail: privileged });
}

/** The article the actor edits or deletes: 404 when there is none, 403 when it is neither his nor he an admin. */
export async function loadEditable(ctx: AppContext, id: string, actor: AuthUser): Promise<BlogQueryRow> {
  const row = await findBlogPost(ctx.db, eq(blogPosts.id, id));
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  if (!canEditOwnContent(actor, row.author_id)) throw new HttpError(403, BLOG_MESSAGES.notOwner);
  return row;
}

async function checkReferences(ctx: AppContext, data: BlogPostData, currentId?: string): Promise<void> {
  if (data.category_id) {
    const [category] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, data.category_id));
    if (!category)
      throw new HttpError(422, CATEGORY_MESSAGES.notFound, [
        { field: 'category_id', message: CATEGORY_MESSAGES.notFound },
      ]);
  }
  const sameSlug = currentId
    ? and(eq(blogPosts.slug, data.slug), ne(blogPosts.id, currentId))
    : eq(blogPosts.slug, data.slug);
  const [taken] = await ctx.db.select({ id: blogPosts.id }).from(blogPosts).where(sameSlug).limit(1);
  if (taken) throw new HttpError(409, BLOG_MESSAGES.slugTaken);
}

/** Writes an article from the author's form: content sanitised, status by the shared rule, publication date on first publishing. */
export async function saveBlogPost(ctx: AppContext, actor: AuthUser, data: BlogPostData, current?: BlogQueryRow) {
  if (hasImagesOutsideUploads(data.content)) {
    throw new HttpError(422, UPLOAD_MESSAGES.notUploaded, [{ field: 'content', message: UPLOAD_MESSAGES.notUploaded }]);
  }
  const content = sanitizeArticleHtml(data.content);
  if (!content) {
    throw new HttpError(422, BLOG_MESSAGES.required.content, [
      { field: 'content', message: BLOG_MESSAGES.required.content },
    ]);
  }
  await checkReferences(ctx, data, current?.id);
  const values = {
    title: data.title,
    slug: data.slug,
    content,
    excerpt: data.excerpt ?? null,
    article_type_category_id: data.article_type_category_id,
    category_id: data.category_id ?? null,
    featured_image_url: data.featured_image_url ?? null,
    featured_image_alt: data.featured_image_url ? (data.featured_image_alt ?? null) : null,
    tags: data.tags,
    meta_title: data.meta_title ?? null,
    meta_description: data.meta_description ?? null,
    payment_option: data.payment_option,
  };
  const actorIsAdmin = isAdminRole(actor.role);
  if (!actorIsAdmin && authorAsksForDecision(BLOG_STATUS_MACHINE, data.status, current?.status ?? null)) {
    throw new HttpError(422, BLOG_MESSAGES.archiveIsModeration, [
      { field: 'status', message: BLOG_MESSAGES.archiveIsModeration },
    ]);
  }
  const changesApproved = !!current && changesApprovedContent(ARTICLE_APPROVED_FIELDS, current, values);
  const status = resolveBlogStatus(data.status, current?.status ?? null, actorIsAdmin, changesApproved);
  const published_at =
    status === 'published' && current?.status !== 'published'
      ? new Date().toISOString()
      : (current?.published_at ?? null);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      if (!current) {
        const [created] = await tx
          .insert(blogPosts)
          .values({ ...values, status, published_at, author_id: actor.id })
          .returning({ id: blogPosts.id });
        // In the same transaction: a saved article is never public without its lexemes.
        await indexBlogPosts(tx, { ids: [created.id] });
        await announceChange(tx, 'search');
        return created.id;
      }
      await tx
        .update(blogPosts)
        .set({ ...values, status, published_at, updated_at: sql`now()` })
        .where(eq(blogPosts.id, current.id));
      await indexBlogPosts(tx, { ids: [current.id] });
      // The search's cache also keeps each published article's answer (server/http/cachedJson.ts).
      await announceChange(tx, 'search');
      if (current.author_id !== actor.id) {
        await recordAudit(tx, actor, {
          action: 'blog_post.update',
          entityType: 'blog_post',
          entityId: current.id,
          before: toBlogPost(current, { withAuthorEmail: true }),
          after: { ...values, status, published_at },
        });
      }
      return current.id;
    });
    return toBlogPost((await findBlogPost(ctx.db, eq(blogPosts.id, id)))!, { withAuthorEmail: true });
  } catch (error) {
    // Two authors saving the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, BLOG_MESSAGES.slugTaken);
    throw error;
  }
}

/** Deletes an article its author or an administrator may edit; an administrator's deletion is audited. */
export async function deleteEditablePost(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const current = await loadEditable(ctx, id, actor);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(blogPosts).where(eq(blogPosts.id, current.id));
    await announceChange(tx, 'search');
    if (current.author_id !== actor.id) {
      await recordAudit(tx, actor, {
        action: 'blog_post.delete',
        entityType: 'blog_post',
        entityId: current.id,
        before: toBlogPost(current, { withAuthorEmail: true }),
        after: null,
      });
    }
  });
}
