import { z } from 'zod';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import { appealSchema } from '../../shared/schemas/moderation.js';
import { myDecisionResponse, receivedResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { fileAppeal } from './appeals.js';
import { decisionsAbout } from './myDecisions.js';

/** The signed-in person's moderation decisions (DSA art. 17) and the appeals against them (art. 20). */
const routes: RouteModule = (app, ctx) => {
  const tags = ['moderation'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/decisions',
    {
      schema: {
        tags,
        security,
        summary: 'Decyzje moderacyjne dotyczące moich treści i konta, z uzasadnieniem',
        response: { 200: z.array(myDecisionResponse), ...errorResponses(401) },
      },
    },
    async (request) => decisionsAbout(ctx.db, requireUser(request).id),
  );

  app.post(
    '/me/appeals',
    {
      schema: {
        tags,
        security,
        summary: 'Odwołanie od decyzji moderacyjnej (w ciągu 6 miesięcy)',
        body: appealSchema,
        response: { 201: receivedResponse, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const id = await fileAppeal(ctx.db, requireUser(request), request.body);
      return reply.status(201).send({ id, detail: MODERATION_MESSAGES.appealSent });
    },
  );
};

export default routes;
