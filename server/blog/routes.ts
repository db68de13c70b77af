import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ARTICLE_TYPES } from '../../shared/labels/blog.js';
import { BLOG_MESSAGES, CATEGORY_MESSAGES, SEARCH_MESSAGES } from '../../shared/messages.js';
import { canEditOwnContent } from '../../shared/permissions.js';
import { authorAsksForDecision, BLOG_STATUS_MACHINE, resolveBlogStatus } from '../../shared/statusMachines.js';
import { ARTICLE_APPROVED_FIELDS, changesApprovedContent } from '../../shared/reapproval.js';
import { isAdminRole } from '../../shared/roles.js';
import { blankToUndefined, UUID_PATTERN } from '../../shared/schemas/common.js';
import { blogPostFields, withBlogPostRules, type BlogPostData } from '../../shared/schemas/blog.js';
import { blogListResponse, blogPostResponse, noContentResponse } from '../../shared/schemas/responses.js';
import { requireUser, type AuthUser } from '../http/auth.js';
import type { AppContext, RouteModule } from '../context.js';
import { blogPosts, categories } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { recordAudit } from '../audit/audit.js';
import { findBlogPost, isPublicBlogPost, listPublishedPosts, toBlogPost, type BlogQueryRow } from './queries.js';
import { sanitizeArticleHtml } from './sanitize.js';
import { pagingQuery } from '../../shared/schemas/search.js';
import { indexBlogPosts } from '../search/indexing.js';

const missingData = BLOG_MESSAGES.missingData.description;
/** The shared schema, with the same Polish answer when the body is not an object at all. */
const blogPostBody = withBlogPostRules(z.object(blogPostFields.shape, { error: missingData }));

const listQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string({ error: SEARCH_MESSAGES.textTooLong }).trim().max(200, SEARCH_MESSAGES.textTooLong).optional(),
  ),
  article_type: z.preprocess(
    blankToUndefined,
    z.enum(ARTICLE_TYPES, { error: SEARCH_MESSAGES.articleType }).optional(),
  ),
  category: z.preprocess(blankToUndefined, z.string({ error: SEARCH_MESSAGES.articleType }).trim().max(120).optional()),
  ...pagingQuery,
});

const idParams = z.object({ id: z.string().regex(UUID_PATTERN) });
const security = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Anonymous writes are a 401 before the body is even looked at. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const isUniqueViolation = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (candidate) => (candidate as { code?: unknown } | null)?.code === '23505',
  );

async function loadEditable(ctx: AppContext, id: string, actor: AuthUser): Promise<BlogQueryRow> {
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
async function saveBlogPost(ctx: AppContext, actor: AuthUser, data: BlogPostData, current?: BlogQueryRow) {
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
        return created.id;
      }
      await tx
        .update(blogPosts)
        .set({ ...values, status, published_at, updated_at: sql`now()` })
        .where(eq(blogPosts.id, current.id));
      await indexBlogPosts(tx, { ids: [current.id] });
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

const routes: RouteModule = (app, ctx) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['blog'],
        summary: 'Opublikowane artykuły (najnowsze najpierw)',
        querystring: listQuery,
        response: { 200: blogListResponse },
      },
    },
    async (request) => listPublishedPosts(ctx.db, request.query),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'Jeden artykuł po slugu',
        params: slugParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => {
      const row = await findBlogPost(ctx.db, eq(blogPosts.slug, request.params.slug));
      const privileged = !!row && canEditOwnContent(request.auth, row.author_id);
      if (!row || (!isPublicBlogPost(row) && !privileged)) throw notFound(BLOG_MESSAGES.notFound);
      return toBlogPost(row, { withAuthorEmail: privileged });
    },
  );

  app.post(
    '/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['blog'],
        security,
        summary: 'Nowy artykuł',
        body: blogPostBody,
        // 409: the slug is taken.
        response: { 201: blogPostResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      return reply.status(201).send(await saveBlogPost(ctx, actor, request.body));
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['blog'],
        security,
        summary: 'Zmiana artykułu (autor lub administrator)',
        params: idParams,
        body: blogPostBody,
        response: { 200: blogPostResponse, ...errorResponses(403, 409) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return saveBlogPost(ctx, actor, request.body, await loadEditable(ctx, request.params.id, actor));
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['blog'],
        security,
        summary: 'Usunięcie artykułu (autor lub administrator)',
        params: idParams,
        response: { 204: noContentResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const current = await loadEditable(ctx, request.params.id, actor);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(blogPosts).where(eq(blogPosts.id, current.id));
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
      return reply.status(204).send(null);
    },
  );
};

export default routes;
