import type { AreaRoutes } from '../context.js';
import routes from './routes.js';

/** Polish localities, for the search's place field. */
export const placesArea: AreaRoutes = [['/api/v1/localities', routes]];
