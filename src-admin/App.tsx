import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import accessibilityRequests from './accessibilityRequests';
import appeals from './appeals';
import blogPosts from './blogPosts';
import categories from './categories';
import searchSynonyms from './searchSynonyms';
import layoutMessages from './i18n/layout';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import { useAdminModes } from './layout/accessibilityModes';
import { adminThemeFor } from './layout/theme';
import offers from './offers';
import offerCorrections from './offerCorrections';
import { authProvider } from './providers/authProvider';
import { dataProvider, RESOURCES } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { SETTINGS_PATH } from './settings/path';
import { TRANSPARENCY_PATH } from './transparency/path';
import reports from './reports';
import verifications from './verifications';
import users from './users';

const Overview = lazy(() => import('./overview/Overview'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const TransparencyPage = lazy(() => import('./transparency/TransparencyPage'));

const BASENAME = '/admin';

function AdminApp() {
  const modes = useAdminModes();
  return (
    <Admin
      basename={BASENAME}
      title={layoutMessages.title}
      disableTelemetry
      requireAuth
      dashboard={Overview}
      layout={AdminLayout}
      theme={adminThemeFor(modes)}
      notification={AdminNotification}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
    >
      <Resource name={RESOURCES.users} {...users} />
      <Resource name={RESOURCES.offers} {...offers} />
      <Resource name={RESOURCES.blogPosts} {...blogPosts} />
      <Resource name={RESOURCES.categories} {...categories} />
      <Resource name={RESOURCES.searchSynonyms} {...searchSynonyms} />
      <Resource name={RESOURCES.reports} {...reports} />
      <Resource name={RESOURCES.appeals} {...appeals} />
      <Resource name={RESOURCES.verifications} {...verifications} />
      <Resource name={RESOURCES.accessibilityRequests} {...accessibilityRequests} />
      <Resource name={RESOURCES.offerCorrections} {...offerCorrections} />
      <CustomRoutes>
        <Route path={SETTINGS_PATH} element={<SettingsPage />} />
        <Route path={TRANSPARENCY_PATH} element={<TransparencyPage />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * Real paths (/admin/users, /admin/settings) instead of react-admin's default hash router: the server answers every
 * /admin/* address with this page, and links such as the overview's filtered lists stay shareable.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${BASENAME}/*`} element={<AdminApp />} />
      </Routes>
    </BrowserRouter>
  );
}
