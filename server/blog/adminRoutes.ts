import { z } from 'zod';
import { BLOG_STATUSES } from '../../shared/labels/blog.js';
import { BLOG_MESSAGES } from '../../shared/messages.js';
import { blogPostFields } from '../../shared/schemas/blog.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { blogPostResponse, noContentResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { adminEditBody } from '../moderation/editBody.js';
import { adminPostView, changePost, deletePost, listAdminPosts } from './adminQueries.js';

const statusBody = jsonObject(
  z.object({
    status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.invalidStatus }),
    reason: optionalReasonField.describe('Uzasadnienie decyzji; wymagane przy zmianie na „rejected” lub „archived”.'),
    ground: groundField.optional().describe('Podstawa decyzji; wymagana razem z uzasadnieniem.'),
  }),
);
/** Any field of the article form; the merged article is validated by the shared article schema. */
const editBody = adminEditBody(Object.keys(blogPostFields.shape)).describe(
  'Zmieniane pola artykułu; pozostałe zostają bez zmian, null lub pusty tekst czyści pole.',
);

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

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
      const page = await listAdminPosts(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  // 409: an edit gave the article a slug another one has.
  const response = { 200: blogPostResponse, ...errorResponses(409) };

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Pełny artykuł', params: idParams, response: { 200: blogPostResponse } } },
    async (request) => {
      requireAdmin(request);
      return adminPostView(ctx.db, request.params.id);
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
      const { reason, ground, ...edit } = request.body;
      return changePost(ctx, requireAdmin(request), request.log, request.params.id, { edit }, { reason, ground });
    },
  );

  app.patch(
    '/:id/status',
    { schema: { ...ADMIN_DOCS, summary: 'Zmiana statusu artykułu', params: idParams, body: statusBody, response } },
    async (request) => {
      const { status, reason, ground } = request.body;
      return changePost(ctx, requireAdmin(request), request.log, request.params.id, { status }, { reason, ground });
    },
  );

  app.delete(
    '/:id',
    {
      schema: { ...ADMIN_DOCS, summary: 'Usunięcie artykułu', params: idParams, response: { 204: noContentResponse } },
    },
    async (request, reply) => {
      await deletePost(ctx.db, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
