import type { AreaRoutes } from '../context.js';
import routes from './routes.js';

/** Liveness and readiness probes for balancers and orchestrators. */
export const healthArea: AreaRoutes = [['/api/health', routes]];
