import polishModule from 'ra-language-polish';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import layout from './layout';
import moderation from './moderation';
import overview from './overview';
import blogPosts from './resources/blogPosts';
import categories from './resources/categories';
import searchSynonyms from './resources/searchSynonyms';
import offers from './resources/offers';
import appeals from './resources/appeals';
import reports from './resources/reports';
import verifications from './resources/verifications';
import accessibilityRequests from './resources/accessibilityRequests';
import offerCorrections from './resources/offerCorrections';
import { reactAdminPolish } from './reactAdminPolish';
import settings from './settings';
import transparency from './transparency';
import type { MessageTree } from './types';
import users from './users';

/** Node reads the package's CommonJS build (exports under `default`), Vite its ES module. */
function interopDefault(module: TranslationMessages | { default: TranslationMessages }): TranslationMessages {
  return ('default' in module ? module.default : module) as TranslationMessages;
}

/**
 * Every Polish message of the back office: react-admin's own (ra-language-polish, merged with the react-admin 5
 * keys it lacks from reactAdminPolish.ts) plus the project's, one file per screen. Resource messages follow react-admin's
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
    offer_corrections: offerCorrections,
  },
  admin: { layout, overview, settings, moderation, transparency },
};

// mergeTranslations is typed to answer `any`; the three trees together are react-admin's full message set.
export const polishMessages = mergeTranslations(
  interopDefault(polishModule),
  reactAdminPolish,
  projectMessages,
) as TranslationMessages;

export default polishMessages;
