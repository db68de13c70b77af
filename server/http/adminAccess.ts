import { z } from 'zod';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import type { ZodApp } from '../context.js';
import { sendPage, type ListPage } from './adminList.js';
import { requireAdmin, type AuthUser } from './auth.js';
import { listQuerySchema, type ListQuery } from './list.js';
import { errorResponses } from './openapi.js';

/**
 * Checks the session before the body and the path are validated, so an anonymous caller gets 401
 * and a non-admin 403 whatever he sends. Handlers still call requireAdmin for the typed actor.
 */
export function restrictToAdmins(app: ZodApp): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

export const idParams = z.object({ id: z.string().regex(UUID_PATTERN) });

/** OpenAPI metadata shared by every admin route. */
export const ADMIN_DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** A body that must be a JSON object: anything else (no body, an array, a string) gets the Polish "malformed data" answer. */
export function jsonObject<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return z.object(schema.shape, { error: GENERIC_MESSAGES.malformedJson });
}

/** A back-office queue ('Zgłoszenia', 'Odwołania', 'Weryfikacje'…): how one of its items looks and how it is read. */
export interface AdminQueue<Item extends z.ZodType> {
  /** The item as every route of the queue answers it. */
  item: Item;
  listSummary: string;
  itemSummary: string;
  list: (admin: AuthUser, query: ListQuery) => Promise<ListPage<z.output<Item>>>;
  read: (admin: AuthUser, id: string) => Promise<z.output<Item>>;
}

/**
 * The two reads every queue has: the react-admin list (`GET /`, paged, `Content-Range`) and one item (`GET /:id`),
 * both for admins only. The queue's own decision route stays in its routes file, since each decides differently.
 */
export function adminQueueRoutes<Item extends z.ZodType>(app: ZodApp, queue: AdminQueue<Item>): void {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: queue.listSummary,
        querystring: listQuerySchema,
        response: { 200: z.array(queue.item), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await queue.list(requireAdmin(request), request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: queue.itemSummary,
        params: idParams,
        response: { 200: queue.item, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => queue.read(requireAdmin(request), request.params.id),
  );
}
