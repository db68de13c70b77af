import { z } from 'zod';
import { noContentResponse, searchSynonymResponse } from '../../shared/schemas/responses.js';
import { searchSynonymSchema } from '../../shared/schemas/searchSynonym.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import {
  createSynonymGroup,
  deleteSynonymGroup,
  listSynonymGroups,
  synonymGroup,
  updateSynonymGroup,
} from './adminSynonyms.js';

const body = jsonObject(searchSynonymSchema);

/** Synonimy wyszukiwania: the thesaurus' groups for administrators (search/adminSynonyms.ts). */
const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

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
      const page = await listSynonymGroups(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
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
      return synonymGroup(ctx.db, request.params.id);
    },
  );

  app.post(
    '/',
    {
      schema: { ...ADMIN_DOCS, summary: 'Dodanie grupy synonimów', body, response: { 201: searchSynonymResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSynonymGroup(ctx, requireAdmin(request), request.body.terms)),
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
    async (request) => updateSynonymGroup(ctx, requireAdmin(request), request.params.id, request.body.terms),
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
      await deleteSynonymGroup(ctx, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
