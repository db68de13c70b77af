import { READINESS_MESSAGES } from '../../shared/messages.js';
import { livenessResponse, readinessResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { readiness } from './readiness.js';

/**
 * Probes for balancers and orchestrators (Kubernetes liveness/readiness, a load balancer's health check). Liveness
 * never touches the database, so a database outage does not get the process restarted; readiness turns 503 while
 * the database is out of reach, migrations are missing, or the server is draining after a stop signal.
 */
const routes: RouteModule = (app, ctx) => {
  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Czy proces serwera działa (bez sprawdzania bazy danych)',
        response: { 200: livenessResponse },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Czy serwer przyjmuje ruch: baza danych osiągalna, migracje wykonane, serwer nie kończy pracy',
        response: {
          200: readinessResponse,
          503: readinessResponse.describe('Serwer nie przyjmuje ruchu (powód w `detail`)'),
        },
      },
    },
    async (_request, reply) => {
      const checks = await readiness(ctx.db, ctx.lifecycle);
      const detail = checks.draining
        ? READINESS_MESSAGES.draining
        : checks.database === 'unavailable'
          ? READINESS_MESSAGES.databaseUnavailable
          : checks.migrations === 'pending'
            ? READINESS_MESSAGES.migrationsPending
            : undefined;
      if (detail === undefined) return { status: 'ready' as const, checks };
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ status: 'not_ready' as const, checks, detail });
    },
  );
};

export default routes;
