import type { AreaRoutes } from '../context.js';
import adminRoutes from './adminRoutes.js';
import routes from './routes.js';

/** Articles: the public blog, their authors' saving, the back office's moderation. */
export const blogArea: AreaRoutes = [
  ['/api/v1/blog-posts', routes],
  ['/api/v1/admin/blog_posts', adminRoutes],
];
