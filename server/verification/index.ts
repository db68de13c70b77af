import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import meRoutes from './meRoutes.js';

/** Verification of organisations against the public registers (KRS, NIP). */
export const verificationArea: AreaRoutes = [
  ['/api/v1/users', meRoutes],
  ['/api/v1/admin/verifications', adminRoutes],
];
