import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYNONYM_MESSAGES } from '../../shared/messages.js';
import { searchSynonymSchema } from '../../shared/schemas/searchSynonym.js';
import { noContentResponse, searchSynonymResponse } from '../../shared/schemas/responses.js';
import { recordAudit } from '../audit/audit.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { searchSynonyms, type SearchSynonymRow } from '../db/schema.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { anyOf, idsFilterField, matchesText, parseFilter, sendPage, textFilterField } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { forgetSynonymGroups } from './synonyms.js';

const body = jsonObject(searchSynonymSchema);

/** The group's words as one folded text: the list searches and sorts on it. */
const foldedTerms = sql`lower(f_unaccent(array_to_string(${searchSynonyms.terms}, ' ')))`;

const SORTABLE = {
  terms: foldedTerms,
  created_at: searchSynonyms.created_at,
  updated_at: searchSynonyms.updated_at,
};

const listFilter = z.strictObject({ q: textFilterField, id: idsFilterField });

async function lockedGroup(db: Db, id: string): Promise<SearchSynonymRow> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1).for('update');
  if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
  return row;
}

/**
 * Synonimy wyszukiwania (issue 13): the thesaurus' groups for admins. A write clears the thesaurus cache of this
 * process at once (the search cache is cleared by the app's hook on every admin write); other processes on a shared
 * database see it within the thesaurus cache's 30 s.
 */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);
  const changed = () => forgetSynonymGroups(ctx.db);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista grup synonimów wyszukiwania',
        querystring: listQuerySchema,
        response: { 200: z.array(searchSynonymResponse) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const list = parseListQuery(request.query, SORTABLE, ['terms', 'ASC'], searchSynonyms.id);
      const filter = parseFilter(listFilter, list.filter);
      const where = and(
        filter.q ? matchesText(filter.q, [foldedTerms]) : undefined,
        filter.id ? anyOf(searchSynonyms.id, filter.id) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select()
          .from(searchSynonyms)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        ctx.db.select({ total: count() }).from(searchSynonyms).where(where),
      ]);
      return sendPage(reply, rows, total, list.offset);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Jedna grupa synonimów',
        params: idParams,
        response: { 200: searchSynonymResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      const [row] = await ctx.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, request.params.id)).limit(1);
      if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
      return row;
    },
  );

  app.post(
    '/',
    {
      schema: { ...ADMIN_DOCS, summary: 'Dodanie grupy synonimów', body, response: { 201: searchSynonymResponse } },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const row = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.insert(searchSynonyms).values({ terms: request.body.terms }).returning();
        await recordAudit(tx, actor, {
          action: 'search_synonym.create',
          entityType: 'search_synonym',
          entityId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      changed();
      reply.status(201);
      return row;
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja grupy synonimów',
        params: idParams,
        body,
        response: { 200: searchSynonymResponse },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { id } = request.params;
      const row = await ctx.db.transaction(async (tx) => {
        const before = await lockedGroup(tx, id);
        const [after] = await tx
          .update(searchSynonyms)
          .set({ terms: request.body.terms, updated_at: sql`now()` })
          .where(eq(searchSynonyms.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'search_synonym.update',
          entityType: 'search_synonym',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      changed();
      return row;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Usunięcie grupy synonimów',
        params: idParams,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await ctx.db.transaction(async (tx) => {
        const before = await lockedGroup(tx, request.params.id);
        await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, before.id));
        await recordAudit(tx, actor, {
          action: 'search_synonym.delete',
          entityType: 'search_synonym',
          entityId: before.id,
          before,
          after: null,
        });
      });
      changed();
      return reply.status(204).send(null);
    },
  );
};

export default routes;
