import polishModule from 'ra-language-polish';
import type { TranslationMessages } from 'react-admin';
import layout from './layout';
import moderation from './moderation';
import overview from './overview';
import { raPolishCompletion } from './raPolish';
import blogPosts from './resources/blogPosts';
import categories from './resources/categories';
import searchSynonyms from './resources/searchSynonyms';
import offers from './resources/offers';
import appeals from './resources/appeals';
import reports from './resources/reports';
import verifications from './resources/verifications';
import accessibilityRequests from './resources/accessibilityRequests';
import settings from './settings';
import transparency from './transparency';
import type { MessageTree } from './types';
import users from './users';

/** Node reads the package's CommonJS build (exports under `default`), Vite its ES module. */
function interopDefault(module: TranslationMessages | { default: TranslationMessages }): MessageTree {
  return ('default' in module ? module.default : module) as unknown as MessageTree;
}

function deepMerge(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * Every Polish message of the back office: react-admin's own (ra-language-polish completed to the full
 * react-admin 5 key set) plus the project's, one file per screen. Resource messages follow react-admin's
 * convention `resources.<name>.name|fields.<field>|…`.
 */
const projectMessages: MessageTree = {
  resources: {
    users,
    offers,
    blog_posts: blogPosts,
    categories,
    search_synonyms: searchSynonyms,
    reports,
    appeals,
    verifications,
    accessibility_requests: accessibilityRequests,
  },
  admin: { layout, overview, settings, moderation, transparency },
};

export const polishMessages = deepMerge(
  deepMerge(interopDefault(polishModule), raPolishCompletion),
  projectMessages,
) as unknown as TranslationMessages;

export default polishMessages;
