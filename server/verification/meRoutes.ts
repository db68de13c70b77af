import { myVerificationResponse, verificationRequestResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { requestVerification, toVerificationRequest, verificationOf } from './requests.js';

/** An organisation's own verification: its state in the dashboard and the request for a check. */
const routes: RouteModule = (app, { db }) => {
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/verification-request',
    {
      schema: {
        tags,
        security,
        summary: 'Stan weryfikacji organizacji i jej ostatnia prośba o weryfikację',
        response: { 200: myVerificationResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => verificationOf(db, requireUser(request).id),
  );

  app.post(
    '/me/verification-request',
    {
      schema: {
        tags,
        security,
        summary: 'Prośba o weryfikację organizacji (oferent lub organizacja pozarządowa)',
        description:
          'Wymaga nazwy organizacji oraz numeru NIP lub KRS w profilu. Naraz może czekać jedna prośba (409). Administrator sprawdza numery w rejestrach publicznych.',
        response: { 201: verificationRequestResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const created = await requestVerification(db, requireUser(request).id);
      return reply.code(201).send(toVerificationRequest(created));
    },
  );
};

export default routes;
