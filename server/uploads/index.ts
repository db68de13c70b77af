import type { AreaRoutes } from '../context.js';
import routes from './routes.js';

/** Images uploaded by authors (the article editor's). */
export const uploadsArea: AreaRoutes = [['/api/v1/uploads', routes]];
