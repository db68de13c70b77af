import { RESOURCES, type ResourceName } from '../providers/dataProvider';
import { SETTINGS_PATH } from '../settings/path';
import { TRANSPARENCY_PATH } from '../transparency/path';

/** The menu's name of each resource list (`admin.layout.menu.*`), by the resource's path segment. */
const LIST_TITLES: Record<string, string> = {
  [RESOURCES.users]: 'admin.layout.menu.users',
  [RESOURCES.offers]: 'admin.layout.menu.offers',
  [RESOURCES.blogPosts]: 'admin.layout.menu.blog',
  [RESOURCES.categories]: 'admin.layout.menu.categories',
  [RESOURCES.searchSynonyms]: 'admin.layout.menu.search_synonyms',
  [RESOURCES.reports]: 'admin.layout.menu.reports',
  [RESOURCES.appeals]: 'admin.layout.menu.appeals',
  [RESOURCES.verifications]: 'admin.layout.menu.verifications',
  [RESOURCES.accessibilityRequests]: 'admin.layout.menu.accessibility_requests',
  [RESOURCES.offerCorrections]: 'admin.layout.menu.offer_corrections',
} satisfies Record<ResourceName, string>;

const PAGE_TITLES: Record<string, string> = {
  '': 'admin.overview.title',
  [SETTINGS_PATH.slice(1)]: 'admin.settings.title',
  [TRANSPARENCY_PATH.slice(1)]: 'admin.transparency.title',
};

/**
 * The translation key of the screen's name for a path inside the back office ('/offers', '/settings', '/'): the one
 * place that names every screen, for its heading and its document title. An address no screen answers is 'not found'.
 */
export function screenTitleKey(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const [first = ''] = segments;
  if (segments.length <= 1 && first in PAGE_TITLES) return PAGE_TITLES[first];
  if (segments.length === 1 && first in LIST_TITLES) return LIST_TITLES[first];
  return 'ra.page.not_found';
}
