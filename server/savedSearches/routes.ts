import { SAVED_SEARCH_MESSAGES as M } from '../../shared/savedSearches.js';
import {
  savedSearchCreatedResponse,
  savedSearchCreateSchema,
  savedSearchResponse,
  savedSearchTokenBody,
  savedSearchTokenQuery,
} from '../../shared/schemas/savedSearch.js';
import { detailResponse, noContentResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { idParams } from '../http/adminAccess.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from '../users/authLimits.js';
import {
  confirmSavedSearch,
  createSavedSearch,
  deleteSavedSearch,
  readSavedSearch,
  unsubscribeByLink,
} from './savedSearches.js';

/**
 * Alerts for new offers (docs/powiadomienia.md): saved signed in or by an e-mail address alone; seen, confirmed and
 * deleted by their account or by the token of their e-mails' link.
 */
const routes: RouteModule = (app, ctx) => {
  const tags = ['saved-searches'];

  // Mail programs send the one-click unsubscribe (RFC 8058) as a form; its body says only what the URL already does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Zapisanie wyszukiwania jako powiadomienia o nowych ofertach (także bez konta, z potwierdzeniem)',
        description:
          '`query` to parametry strony wyszukiwania (`q=…&near=…&features=…`), sprawdzane jak w `GET /api/v1/offers`; `page` i `sort` są pomijane. Bez logowania potrzebny jest `email`: powiadomienie działa po kliknięciu linku z e-maila potwierdzającego i bez niego wygasa po 48 godzinach. Najwyżej 20 powiadomień na osobę.',
        body: savedSearchCreateSchema,
        response: { 201: savedSearchCreatedResponse, ...errorResponses(422, 429) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const created = await createSavedSearch(ctx, request.body, request.auth);
      const detail = created.confirmed ? M.savedSignedIn : M.savedPending;
      return reply.status(201).send({ ...created, detail });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Jedno powiadomienie: dla właściciela albo z tokenem z linku w e-mailu',
        params: idParams,
        querystring: savedSearchTokenQuery,
        response: { 200: savedSearchResponse },
      },
      config: authRateLimit(ctx),
    },
    async (request) => readSavedSearch(ctx, request.params.id, { auth: request.auth, token: request.query.token }),
  );

  app.post(
    '/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Potwierdzenie powiadomienia zapisanego bez konta (token z e-maila)',
        params: idParams,
        body: savedSearchTokenBody,
        response: { 200: savedSearchResponse },
      },
      config: authRateLimit(ctx),
    },
    async (request) => confirmSavedSearch(ctx, request.params.id, request.body.token),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Usunięcie powiadomienia: przez właściciela albo z tokenem z linku w e-mailu',
        params: idParams,
        querystring: savedSearchTokenQuery,
        response: { 204: noContentResponse },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      await deleteSavedSearch(ctx, request.params.id, { auth: request.auth, token: request.query.token });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Wypisanie jednym kliknięciem (RFC 8058, nagłówek List-Unsubscribe), bez logowania',
        description:
          'Token z nagłówka wiadomości wyłącza wszystkie powiadomienia, z których złożono to zestawienie; token z linku jednego powiadomienia – tylko je.',
        params: idParams,
        querystring: savedSearchTokenQuery,
        response: { 200: detailResponse },
      },
      config: authRateLimit(ctx),
    },
    async (request) => {
      await unsubscribeByLink(ctx, request.params.id, request.query.token);
      return { detail: M.unsubscribed };
    },
  );
};

export default routes;
