import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { reportSchema } from '../../shared/schemas/moderation.js';
import { receivedResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from '../users/authLimits.js';
import { fileReport } from './reports.js';

/** Notice and action (DSA art. 16): anyone, signed in or not, reports an offer, an article or a profile. */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Zgłoszenie naruszenia (oferta, artykuł, profil organizacji); także bez logowania',
        body: reportSchema,
        response: { 201: receivedResponse, ...errorResponses(422, 429) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const id = await fileReport(ctx, request.body, request.auth ?? null);
      return reply.status(201).send({ id, detail: MODERATION_MESSAGES.reportSent });
    },
  );
};

export default routes;
