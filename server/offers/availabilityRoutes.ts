import { AVAILABILITY_STATES } from '../../shared/offerAvailability.js';
import { offerAvailabilitySchema } from '../../shared/schemas/offerAvailability.js';
import { offerAvailabilityResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { setOfferAvailability } from './availabilityUpdate.js';
import { offerIdParams } from './routes.js';

/** The organisation's one click on its dashboard: the state of an offer's places (owner or administrator). */
const routes: RouteModule = (app, ctx) => {
  app.put(
    '/:id/availability',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['offers'],
        security: [{ bearerAuth: [] }],
        summary: `Wolne miejsca oferty: ${AVAILABILITY_STATES.join(', ')} (właściciel lub administrator, bez ponownej akceptacji)`,
        params: offerIdParams,
        body: offerAvailabilitySchema,
        response: { 200: offerAvailabilityResponse, ...errorResponses(403) },
      },
    },
    async (request) => setOfferAvailability(ctx, requireUser(request), request.params.id, request.body),
  );
};

export default routes;
