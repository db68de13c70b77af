import { z } from 'zod';
import { FAVOURITE_MESSAGES, SHARE_LIST_TEXTS, SHARED_LISTS_PER_HOUR } from '../../shared/favourites.js';
import {
  SHARED_LIST_ID_PATTERN,
  sharedListCreateSchema,
  sharedListEmailSchema,
} from '../../shared/schemas/favourites.js';
import { detailResponse, sharedListCreatedResponse, sharedListResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { notFound } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { createSharedList, findSharedList, sharedListUrl, sharedListView } from './favourites.js';
import { emailSharedList } from './sharedListMail.js';

const listParams = z.object({ id: z.string().max(100) });

/** Lists shared by a link: made and read without an account, holding nothing about who made them. */
const routes: RouteModule = (app, ctx) => {
  const tags = ['shared-lists'];
  const listId = (id: string) => {
    // A malformed id is a link that leads nowhere: the same 404 as a missing or expired list.
    if (!SHARED_LIST_ID_PATTERN.test(id)) throw notFound(FAVOURITE_MESSAGES.sharedListNotFound);
    return id;
  };

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Udostępnienie listy ofert linkiem tylko do odczytu (bez konta, ważny 180 dni)',
        body: sharedListCreateSchema,
        response: { 201: sharedListCreatedResponse, ...errorResponses(422) },
      },
      config: { rateLimit: { max: SHARED_LISTS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const id = await createSharedList(ctx.db, request.body.offer_ids);
      return reply.status(201).send({ id, url: sharedListUrl(ctx.config.publicUrl, id) });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Udostępniona lista ofert (niedostępne oferty z `offer: null`)',
        params: listParams,
        response: { 200: sharedListResponse },
      },
    },
    async (request) =>
      sharedListView(ctx.db, ctx.config.publicUrl, await findSharedList(ctx.db, listId(request.params.id))),
  );

  app.post(
    '/:id/email',
    {
      schema: {
        tags,
        summary: 'Wysłanie linku do listy e-mailem z portalu (najwyżej 5 adresów, bez treści od nadawcy)',
        params: listParams,
        body: sharedListEmailSchema,
        response: { 202: detailResponse, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const sent = await emailSharedList(ctx, listId(request.params.id), request.body.emails, request.ip);
      return reply.status(202).send({ detail: SHARE_LIST_TEXTS.emailSent(sent) });
    },
  );
};

export default routes;
