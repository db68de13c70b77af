import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ARTICLE_TYPES, BLOG_STATUSES } from '../../shared/labels.js';
import { BLOG_MESSAGES } from '../../shared/messages.js';
import { blogPostFields } from '../../shared/schemas/blog.js';
import { blogPostResponse, noContentResponse } from '../../shared/schemas/responses.js';
import { requireAdmin, type AuthUser } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { blogPosts, categories, users, type BlogPostRow } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { countRows } from '../http/count.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { adminEditBody } from '../moderation/editBody.js';
import { mergeBlogEdit, publicationChanges } from './adminQueries.js';
import {
  anyOf,
  foldedText,
  idsFilterField,
  isUniqueViolation,
  matchesText,
  parseFilter,
  sendPage,
  textFilterField,
  uuidFilterField,
} from '../http/adminList.js';
import { recordAudit } from '../audit/audit.js';
import { findBlogPost, selectBlogPosts, toBlogPost } from './queries.js';
import { indexBlogPosts } from '../search/indexing.js';
import { RESTRICTIVE_BLOG_STATUSES, type ReportReason } from '../../shared/moderation.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { recordRestriction, restrictionOf } from '../moderation/decisions.js';

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

const statusBody = jsonObject(
  z.object({
    status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.invalidStatus }),
    reason: optionalReasonField.describe('Uzasadnienie decyzji; wymagane przy zmianie na „rejected” lub „archived”.'),
    ground: groundField.optional().describe('Podstawa decyzji (domyślnie regulamin portalu).'),
  }),
);
/** Any field of the article form; the merged article is validated by the shared article schema. */
const editBody = adminEditBody(Object.keys(blogPostFields.shape)).describe(
  'Zmieniane pola artykułu; pozostałe zostają bez zmian, null lub pusty tekst czyści pole.',
);

type BlogChanges = Partial<typeof blogPosts.$inferInsert>;
/** The statement of reasons sent with a change; required when the change restricts the article. */
type Justification = { reason?: string; ground?: ReportReason };

async function lockedPost(db: Db, id: string): Promise<BlogPostRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1).for('update');
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

async function postView(db: Db, id: string) {
  const row = await findBlogPost(db, eq(blogPosts.id, id));
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return toBlogPost(row, { withAuthorEmail: true });
}

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  async function changePost(
    actor: AuthUser,
    id: string,
    action: string,
    changesOf: (before: BlogPostRow, tx: Db) => BlogChanges | Promise<BlogChanges>,
    justification: Justification = {},
  ) {
    await ctx.db
      .transaction(async (tx) => {
        const before = await lockedPost(tx, id);
        const changes = await changesOf(before, tx);
        const [after] = await tx
          .update(blogPosts)
          .set({ ...changes, updated_at: sql`now()` })
          .where(eq(blogPosts.id, id))
          .returning();
        await indexBlogPosts(tx, { ids: [id] });
        const restriction = restrictionOf(RESTRICTIVE_BLOG_STATUSES, before.status, after.status);
        const decision = restriction
          ? await recordRestriction(
              tx,
              actor,
              {
                targetType: 'blog_post',
                targetId: id,
                targetTitle: after.title,
                userId: after.author_id,
                decisionType: restriction,
                previousStatus: before.status,
                newStatus: after.status,
                reason: justification.reason,
                ground: justification.ground,
              },
              ctx.config,
            )
          : null;
        await recordAudit(tx, actor, {
          action,
          entityType: 'blog_post',
          entityId: id,
          before,
          after,
          decisionId: decision?.id,
        });
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? new HttpError(409, BLOG_MESSAGES.slugTaken, [{ field: 'slug', message: BLOG_MESSAGES.slugTaken }])
          : error;
      });
    return postView(ctx.db, id);
  }

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista artykułów do moderacji',
        querystring: listQuerySchema,
        response: { 200: z.array(blogPostResponse) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const list = parseListQuery(request.query, SORTABLE, ['created_at', 'DESC'], blogPosts.id);
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
      const [rows, total] = await Promise.all([
        selectBlogPosts(ctx.db)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        countRows(
          ctx.db,
          ctx.db
            .select({ id: blogPosts.id })
            .from(blogPosts)
            .innerJoin(users, eq(users.id, blogPosts.author_id))
            .where(where),
        ),
      ]);
      return sendPage(
        reply,
        rows.map((row) => toBlogPost(row, { withAuthorEmail: true })),
        total,
        list.offset,
      );
    },
  );

  // 409: an edit gave the article a slug another one has.
  const response = { 200: blogPostResponse, ...errorResponses(409) };

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Pełny artykuł', params: idParams, response: { 200: blogPostResponse } } },
    async (request) => {
      requireAdmin(request);
      return postView(ctx.db, request.params.id);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja artykułu przez administratora',
        params: idParams,
        body: editBody,
        response,
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { reason, ground, ...fields } = request.body;
      return changePost(
        actor,
        request.params.id,
        'blog_post.update',
        (before, tx) => mergeBlogEdit(tx, before, fields),
        { reason, ground },
      );
    },
  );

  app.patch(
    '/:id/status',
    { schema: { ...ADMIN_DOCS, summary: 'Zmiana statusu artykułu', params: idParams, body: statusBody, response } },
    async (request) => {
      const actor = requireAdmin(request);
      const { status, reason, ground } = request.body;
      return changePost(actor, request.params.id, 'blog_post.status', (before) => publicationChanges(before, status), {
        reason,
        ground,
      });
    },
  );

  app.delete(
    '/:id',
    {
      schema: { ...ADMIN_DOCS, summary: 'Usunięcie artykułu', params: idParams, response: { 204: noContentResponse } },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await ctx.db.transaction(async (tx) => {
        const before = await lockedPost(tx, request.params.id);
        await tx.delete(blogPosts).where(eq(blogPosts.id, before.id));
        await recordAudit(tx, actor, {
          action: 'blog_post.delete',
          entityType: 'blog_post',
          entityId: before.id,
          before,
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default routes;
