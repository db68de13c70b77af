import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import blogPosts from './blogPosts';
import categories from './categories';
import layoutMessages from './i18n/layout';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import offers from './offers';
import { authProvider } from './providers/authProvider';
import { dataProvider, RESOURCES } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { SETTINGS_PATH } from './settings/path';
import users from './users';

const Overview = lazy(() => import('./overview/Overview'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));

export function App() {
  return (
    <Admin
      basename="/admin"
      title={String(layoutMessages.title)}
      disableTelemetry
      requireAuth
      dashboard={Overview}
      layout={AdminLayout}
      notification={AdminNotification}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
    >
      <Resource name={RESOURCES.users} {...users} />
      <Resource name={RESOURCES.offers} {...offers} />
      <Resource name={RESOURCES.blogPosts} {...blogPosts} />
      <Resource name={RESOURCES.categories} {...categories} />
      <CustomRoutes>
        <Route path={SETTINGS_PATH} element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
