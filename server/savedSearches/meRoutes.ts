import { z } from 'zod';
import { savedSearchResponse } from '../../shared/schemas/savedSearch.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { sendList } from '../http/list.js';
import { ownSavedSearches } from './savedSearches.js';

/** The signed-in person's alerts for new offers ('Powiadomienia o ofertach' of the dashboard). */
const routes: RouteModule = (app, ctx) => {
  app.get(
    '/me/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        security: [{ bearerAuth: [] }],
        summary: 'Własne powiadomienia o nowych ofertach, od najnowszego (nagłówek Content-Range)',
        response: { 200: z.array(savedSearchResponse) },
      },
    },
    async (request, reply) => {
      const rows = await ownSavedSearches(ctx.db, requireUser(request).id);
      return sendList(reply, rows, rows.length, 0, 'saved-searches');
    },
  );
};

export default routes;
