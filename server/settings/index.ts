import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import contactRoutes from './contactRoutes.js';
import routes from './routes.js';

/** The portal's settings (name, contact, terms, privacy policy) and its contact form. */
export const settingsArea: AreaRoutes = [
  ['/api/v1/settings', routes],
  ['/api/v1/contact', contactRoutes],
  ['/api/v1/admin/settings', adminRoutes],
];
