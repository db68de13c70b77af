import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import availabilityRoutes from './availabilityRoutes.js';
import routes from './routes.js';
import saveRoutes from './saveRoutes.js';

/** Offers: the public search and pages, their authors' saving, the back office's moderation. */
export const offersArea: AreaRoutes = [
  ['/api/v1/offers', routes],
  ['/api/v1/offers', availabilityRoutes],
  ['/api/offers', saveRoutes],
  ['/api/v1/admin/offers', adminRoutes],
];
