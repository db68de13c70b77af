import { searchSuggestionsResponse } from '../../shared/schemas/responses.js';
import { searchSuggestionsQuerySchema } from '../../shared/schemas/search.js';
import type { RouteModule } from '../context.js';
import { searchSuggestions } from './suggestions.js';

/**
 * Suggestions while typing in the public search boxes (docs/wyszukiwanie.md): asked a few times per typed word, so
 * limited per IP.
 */
const routes: RouteModule = (app, { db, config }) => {
  app.get(
    '/suggestions',
    {
      config: { rateLimit: { max: config.suggestionsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        summary: 'Podpowiedzi do wpisywanego tekstu: kategorie, miejscowości i tytuły publicznych ofert (najwyżej 8)',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponse },
      },
    },
    async (request, reply) => {
      // A minute is short enough for a new or hidden offer and spares the database the same prefixes typed again.
      reply.header('cache-control', 'public, max-age=60');
      return { data: await searchSuggestions(db, request.query.q) };
    },
  );
};

export default routes;
