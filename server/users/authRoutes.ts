import { loginSchema } from '../../shared/schemas/auth.js';
import { noContentResponse, tokenResponse } from '../../shared/schemas/responses.js';
import { renewToken, requireUser } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { errorResponses } from '../http/openapi.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { authRateLimit } from './authLimits.js';
import { logIn, logOutEverywhere } from './sessions.js';

const routes: RouteModule = (app, ctx) => {
  const tags = ['auth'];

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Logowanie: email i hasło → token JWT',
        body: loginSchema,
        // 401 wrong e-mail or password, 403 a banned or unconfirmed account (told only to who knows the password).
        response: { 200: tokenResponse, ...errorResponses(401, 403) },
      },
      config: authRateLimit(ctx),
    },
    async (request) => {
      const { email, password } = request.body;
      return { token: await logIn(ctx, { email, password, ip: request.ip }) };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Wylogowanie: unieważnia wszystkie tokeny konta',
        security: [{ bearerAuth: [] }],
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await logOutEverywhere(ctx.db, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Nowy token dla wciąż ważnej sesji',
        security: [{ bearerAuth: [] }],
        response: { 200: tokenResponse },
      },
    },
    async (request) => ({ token: await renewToken(ctx.config, ctx.db, request) }),
  );

  registerAccountRoutes(app, ctx);
};

export default routes;
