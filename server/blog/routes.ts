import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ARTICLE_TYPES } from '../../shared/labels/blog.js';
import { BLOG_MESSAGES, SEARCH_MESSAGES } from '../../shared/messages.js';
import { blankToUndefined, UUID_PATTERN } from '../../shared/schemas/common.js';
import { blogPostFields, withBlogPostRules } from '../../shared/schemas/blog.js';
import { blogListResponse, blogPostResponse, noContentResponse } from '../../shared/schemas/responses.js';
import { pagingQuery } from '../../shared/schemas/search.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { cachedJson, sendJson } from '../http/cachedJson.js';
import { errorResponses } from '../http/openapi.js';
import { listPublishedPosts } from './queries.js';
import { articleBySlug, deleteEditablePost, loadEditable, saveBlogPost } from './save.js';

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
    // Visitors share one answer per published article; its author and administrators read theirs fresh.
    async (request, reply) => {
      const { slug } = request.params;
      if (request.auth) return articleBySlug(ctx, slug, request.auth);
      return sendJson(
        reply,
        await cachedJson(ctx.searchCache, `article:${slug}`, blogPostResponse, () => articleBySlug(ctx, slug, null)),
      );
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
      await deleteEditablePost(ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
