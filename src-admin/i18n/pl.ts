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
  },
  admin: { layout, overview, settings, moderation, transparency },
};

export const polishMessages: TranslationMessages = mergeTranslations(
  interopDefault(polishModule),
  reactAdminPolish,
  projectMessages,
);

export default polishMessages;
