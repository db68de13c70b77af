import type { AreaRoutes } from '../context.js';
import accountDataRoutes from './accountDataRoutes.js';
import adminRoutes from './adminRoutes.js';
import authRoutes from './authRoutes.js';
import meRoutes from './meRoutes.js';
import profileRoutes from './profileRoutes.js';

/** Accounts: signing in, one's own account and data, public organisation profiles, the back office's 'Użytkownicy'. */
export const usersArea: AreaRoutes = [
  ['/api/v1/auth', authRoutes],
  ['/api/v1/users', meRoutes],
  ['/api/v1/users', accountDataRoutes],
  ['/api/v1/profiles', profileRoutes],
  ['/api/v1/admin/users', adminRoutes],
];
