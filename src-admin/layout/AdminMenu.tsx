import ArticleIcon from '@mui/icons-material/Article';
import BalanceIcon from '@mui/icons-material/Balance';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import PeopleIcon from '@mui/icons-material/People';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedIcon from '@mui/icons-material/Verified';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { RESOURCES } from '../providers/dataProvider';
import { SETTINGS_PATH } from '../settings/path';
import { TRANSPARENCY_PATH } from '../transparency/path';

/**
 * The six areas of the back office in their fixed order (docs/zasady-produktu.md#ekrany), then moderation: notices,
 * appeals, the transparency report (DSA), verifications, the accessibility requests due within 7 days, and the
 * corrections of out-of-date offer data their organisations left unhandled.
 */
export function AdminMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const label = (key: string) => translate(`admin.layout.menu.${key}`);
  return (
    <nav aria-label={label('label')}>
      <Menu>
        <Menu.DashboardItem primaryText={label('overview')} leftIcon={<DashboardIcon />} />
        <Menu.Item to={`${basename}/${RESOURCES.users}`} primaryText={label('users')} leftIcon={<PeopleIcon />} />
        <Menu.Item to={`${basename}/${RESOURCES.offers}`} primaryText={label('offers')} leftIcon={<StorefrontIcon />} />
        <Menu.Item to={`${basename}/${RESOURCES.blogPosts}`} primaryText={label('blog')} leftIcon={<ArticleIcon />} />
        <Menu.Item
          to={`${basename}/${RESOURCES.categories}`}
          primaryText={label('categories')}
          leftIcon={<CategoryIcon />}
        />
        <Menu.Item
          to={`${basename}/${RESOURCES.searchSynonyms}`}
          primaryText={label('search_synonyms')}
          leftIcon={<TranslateIcon />}
        />
        <Menu.Item to={`${basename}${SETTINGS_PATH}`} primaryText={label('settings')} leftIcon={<SettingsIcon />} />
        <Menu.Item to={`${basename}/${RESOURCES.reports}`} primaryText={label('reports')} leftIcon={<FlagIcon />} />
        <Menu.Item to={`${basename}/${RESOURCES.appeals}`} primaryText={label('appeals')} leftIcon={<BalanceIcon />} />
        <Menu.Item
          to={`${basename}${TRANSPARENCY_PATH}`}
          primaryText={label('transparency')}
          leftIcon={<QueryStatsIcon />}
        />
        <Menu.Item
          to={`${basename}/${RESOURCES.verifications}`}
          primaryText={label('verifications')}
          leftIcon={<VerifiedIcon />}
        />
        <Menu.Item
          to={`${basename}/${RESOURCES.accessibilityRequests}`}
          primaryText={label('accessibility_requests')}
          leftIcon={<AccessibilityNewIcon />}
        />
        <Menu.Item
          to={`${basename}/${RESOURCES.offerCorrections}`}
          primaryText={label('offer_corrections')}
          leftIcon={<FactCheckIcon />}
        />
      </Menu>
    </nav>
  );
}
