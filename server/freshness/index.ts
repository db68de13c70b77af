import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import { myCorrectionRoutes, offerFreshnessRoutes } from './routes.js';

/** Whether offers' data is still true: confirmations, corrections and the back office's 'Poprawki danych'. */
export const freshnessArea: AreaRoutes = [
  ['/api/v1/offers', offerFreshnessRoutes],
  ['/api/v1/users', myCorrectionRoutes],
  ['/api/v1/admin/offer-corrections', adminRoutes],
];
