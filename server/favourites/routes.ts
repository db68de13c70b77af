import { z } from 'zod';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import { favouritesMergeSchema } from '../../shared/schemas/favourites.js';
import { favouriteResponse, favouritesMergedResponse, noContentResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { sendPage } from '../http/adminList.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { addFavourite, favouritesPage, mergeFavourites, parseFavouritesQuery, removeFavourite } from './favourites.js';

const offerParams = z.object({ offerId: z.string().regex(UUID_PATTERN) });

/** 'Moja lista' on the account: only its person reads or changes it (docs/moja-lista.md). */
const routes: RouteModule = (app, ctx) => {
  const tags = ['favourites'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/favourites',
    {
      schema: {
        tags,
        security,
        summary: 'Moja lista: zachowane oferty, od ostatnio dodanej',
        description:
          'Lista w konwencji list API (`range`, `sort` po `added_at`, nagłówek `Content-Range`). Oferta, która przestała być publiczna, zostaje na liście z `offer: null` („Oferta niedostępna”).',
        querystring: listQuerySchema,
        response: { 200: z.array(favouriteResponse) },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const page = parseFavouritesQuery(request.query);
      const { rows, total } = await favouritesPage(ctx.db, id, page);
      return sendPage(reply, rows, total, page.offset);
    },
  );

  app.put(
    '/me/favourites/:offerId',
    {
      schema: {
        tags,
        security,
        summary: 'Dodanie publicznej oferty do mojej listy (ponowne dodanie niczego nie zmienia)',
        params: offerParams,
        response: { 200: favouriteResponse, ...errorResponses(409) },
      },
    },
    async (request) => addFavourite(ctx.db, requireUser(request).id, request.params.offerId.toLowerCase()),
  );

  app.delete(
    '/me/favourites/:offerId',
    {
      schema: {
        tags,
        security,
        summary: 'Usunięcie oferty z mojej listy (także niedostępnej)',
        params: offerParams,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await removeFavourite(ctx.db, requireUser(request).id, request.params.offerId.toLowerCase());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/favourites/merge',
    {
      schema: {
        tags,
        security,
        summary: 'Przeniesienie listy z przeglądarki na konto po zalogowaniu',
        description:
          'Publiczne oferty z listy przeglądarki dołączają do listy konta (już obecne zostają bez zmian), aż lista się zapełni; pozostałe są pomijane.',
        body: favouritesMergeSchema,
        response: { 200: favouritesMergedResponse },
      },
    },
    async (request) => ({ added: await mergeFavourites(ctx.db, requireUser(request).id, request.body.offer_ids) }),
  );
};

export default routes;
