import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import routes from './routes.js';

/** Requests for digital accessibility: sent from the accessibility statement, answered in the back office. */
export const accessibilityRequestsArea: AreaRoutes = [
  ['/api/v1/accessibility-requests', routes],
  ['/api/v1/admin/accessibility-requests', adminRoutes],
];
