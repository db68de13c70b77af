import { z } from 'zod';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { canEditOwnContent } from '../../shared/permissions.js';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import { offerResponse, offerSearchResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { cachedJson, sendJson } from '../http/cachedJson.js';
import { CLIENT_LEFT, concurrencyGate } from '../http/concurrencyGate.js';
import { notFound } from '../http/errors.js';
import { findOffer, toOffer } from './queries.js';
import { offerSearchQuerySchema } from '../../shared/schemas/search.js';
import { searchOffers } from './search.js';

/**
 * Answers say 'Otwarte teraz · do 16:00' and filter by `open_now` as of the minute they were made: a cached answer
 * is shared within its minute only.
 */
const minuteKey = () => Math.floor(Date.now() / 60_000);

export const offerIdParams = z.object({ id: z.string().regex(UUID_PATTERN) });

/** Public reads of offers: the search and one offer. */
const routes: RouteModule = (app, { db, searchCache, config }) => {
  const searches = concurrencyGate(config.searchConcurrency);
  app.get(
    '/',
    {
      schema: {
        tags: ['offers'],
        summary: 'Wyszukiwanie aktywnych ofert (tekst, kategoria, typ odpłatności, miasto, sortowanie, strony)',
        querystring: offerSearchQuerySchema,
        response: { 200: offerSearchResponse },
      },
    },
    async (request, reply) => {
      const key = `${minuteKey()}:${JSON.stringify(request.query)}`;
      const search = async () =>
        JSON.stringify(await searchOffers(db, request.query, { samplePages: config.searchSamplePages }));
      const clientLeft = () => request.raw.socket?.destroyed === true;
      // A cached answer skips the queue; a search to run waits for its turn (docs/wydajnosc.md, 'Kolejka wyszukiwań').
      const json =
        (await searchCache.peek(key)) ?? (await searches.run(() => searchCache.get(key, search), clientLeft));
      // Nobody is left to answer.
      if (json === CLIENT_LEFT) return reply.hijack();
      // Already serialised (and shared between identical searches).
      return sendJson(reply, json);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Jedna oferta (publiczna albo własna/administratora)',
        params: offerIdParams,
        response: { 200: offerResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Visitors share one answer per public offer; its owner and administrators read theirs fresh (non-public
      // ones too, with the owner's e-mail).
      if (!request.auth) {
        const json = await cachedJson(searchCache, `offer:${id}:${minuteKey()}`, offerResponse, async () => {
          const row = await findOffer(db, id);
          if (!row?.is_public) throw notFound(OFFER_MESSAGES.notFound);
          return toOffer(row, { withOwnerEmail: false });
        });
        return sendJson(reply, json);
      }
      const row = await findOffer(db, id);
      if (!row) throw notFound(OFFER_MESSAGES.notFound);
      const privileged = canEditOwnContent(request.auth, row.owner_id);
      // Anything not public is hidden behind the same 404, so its existence does not leak.
      if (!row.is_public && !privileged) throw notFound(OFFER_MESSAGES.notFound);
      return toOffer(row, { withOwnerEmail: privileged });
    },
  );
};

export default routes;
