import type { AreaRoutes } from '../context.js';
import routes from './routes.js';

/** What crawlers and feed readers read at the site's root (sitemap.xml, robots.txt, RSS). */
export const pagesArea: AreaRoutes = [['', routes]];
