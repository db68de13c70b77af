import { ACCESSIBILITY_REQUEST_MESSAGES as M } from '../../shared/accessibilityRequests.js';
import { accessibilityRequestSchema } from '../../shared/schemas/accessibilityRequest.js';
import { receivedResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { jsonObject } from '../http/adminAccess.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from '../users/authLimits.js';
import { fileAccessibilityRequest } from './requests.js';

/** 'Zgłoś problem z dostępnością' on the accessibility statement: anyone may send one, no account needed. */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['accessibility'],
        summary: 'Zgłoszenie problemu z dostępnością (żądanie zapewnienia dostępności lub informacji w innej formie)',
        body: jsonObject(accessibilityRequestSchema),
        response: { 201: receivedResponse, ...errorResponses(400, 422, 429) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const id = await fileAccessibilityRequest(ctx, request.body);
      return reply.status(201).send({ id, detail: M.sent });
    },
  );
};

export default routes;
