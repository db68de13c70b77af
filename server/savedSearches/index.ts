import type { AreaRoutes } from '../context.js';
import meRoutes from './meRoutes.js';
import routes from './routes.js';

/** Alerts for new offers: saving a search, its e-mail links, the signed-in person's list. */
export const savedSearchesArea: AreaRoutes = [
  ['/api/v1/saved-searches', routes],
  ['/api/v1/users', meRoutes],
];
