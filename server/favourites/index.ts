import type { AreaRoutes } from '../context.js';
import routes from './routes.js';
import sharedListRoutes from './sharedListRoutes.js';

/** 'Moja lista': the account's list of offers and lists shared by a link (docs/moja-lista.md). */
export const favouritesArea: AreaRoutes = [
  ['/api/v1/users', routes],
  ['/api/v1/shared-lists', sharedListRoutes],
];
