import type { AreaRoutes } from '../context.js';
import adminAppealRoutes from './adminAppealRoutes.js';
import adminReportRoutes from './adminReportRoutes.js';
import meRoutes from './meRoutes.js';
import reportRoutes from './reportRoutes.js';
import transparencyRoutes from './transparencyRoutes.js';

/** Content moderation: notices, decisions and their statements of reasons, appeals, the transparency report. */
export const moderationArea: AreaRoutes = [
  ['/api/v1/users', meRoutes],
  ['/api/v1/reports', reportRoutes],
  ['/api/v1/admin/reports', adminReportRoutes],
  ['/api/v1/admin/appeals', adminAppealRoutes],
  ['/api/v1/admin', transparencyRoutes],
];
