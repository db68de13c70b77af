import type { AreaRoutes } from '../context.js';
import overviewRoutes from './overviewRoutes.js';

/** The back office's overview: figures and the audit log. */
export const auditArea: AreaRoutes = [['/api/v1/admin', overviewRoutes]];
