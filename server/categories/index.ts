import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import routes from './routes.js';

/** The categories offers and articles are filed under. */
export const categoriesArea: AreaRoutes = [
  ['/api/v1/categories', routes],
  ['/api/v1/admin/categories', adminRoutes],
];
