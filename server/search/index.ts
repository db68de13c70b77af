import type { AreaRoutes } from '../context.js';
import adminSynonymRoutes from './adminSynonymRoutes.js';
import suggestionRoutes from './suggestionRoutes.js';

/** The search's suggestions, and the synonym groups administrators keep. */
export const searchArea: AreaRoutes = [
  ['/api/v1/search', suggestionRoutes],
  ['/api/v1/admin/search-synonyms', adminSynonymRoutes],
];
