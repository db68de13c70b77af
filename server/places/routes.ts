import { z } from 'zod';
import { LOCALITY_LIMIT_DEFAULT, LOCALITY_LIMIT_MAX } from '../../shared/discovery.js';
import { DISCOVERY_MESSAGES as M } from '../../shared/messages.js';
import { blankToUndefined } from '../../shared/schemas/common.js';
import { localityResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { findLocalities } from './geocode.js';

const querystring = z.object({
  q: z.string({ error: M.localityQuery }).trim().min(1, M.localityQuery).max(100, M.localityQuery),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.localityLimit })
      .int(M.localityLimit)
      .min(1, M.localityLimit)
      .max(LOCALITY_LIMIT_MAX, M.localityLimit)
      .default(LOCALITY_LIMIT_DEFAULT),
  ),
});

/** The gazetteer the place comboboxes read: Polish towns and villages by the beginning of their name. */
const routes: RouteModule = (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['localities'],
        summary:
          'Miejscowości zaczynające się od podanego tekstu (bez względu na polskie znaki), najludniejsze najpierw',
        querystring,
        response: { 200: z.array(localityResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return findLocalities(db, request.query.q, request.query.limit);
    },
  );
};

export default routes;
